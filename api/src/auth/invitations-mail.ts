/**
 * The invitation mail, in the invitee's language (chosen by the admin): one of the account's link
 * mails (link-mail.ts).
 */
import { INVITATION_HOURS, type InvitableRole } from '@storefront/shared/contracts/staff-users';
import type { Locale } from '../lib/i18n';
import { rolePath } from '../lib/page-links';
import { sendLinkMail } from './link-mail';

const texts = {
  vi: {
    subject: 'Lời mời tham gia công cụ nhân viên',
    hello: 'Xin chào,',
    intro: (role: string) => `Bạn được mời dùng công cụ nhân viên của khu du lịch với vai trò ${role}.`,
    action: 'Đặt mật khẩu và đăng nhập',
    expiry: (hours: number) => `Liên kết có hiệu lực trong ${hours} giờ và chỉ dùng được một lần.`,
    notYou: 'Nếu bạn không chờ lời mời này, hãy bỏ qua thư: không tài khoản nào được tạo.',
    roles: { staff: 'nhân viên', editor: 'biên tập viên', admin: 'quản trị viên' },
  },
  en: {
    subject: 'Your invitation to the staff tools',
    hello: 'Hello,',
    intro: (role: string) => `You are invited to use the cable-car area's staff tools as ${role}.`,
    action: 'Set your password and sign in',
    expiry: (hours: number) => `The link works for ${hours} hours and only once.`,
    notYou: 'If you did not expect this invitation, you can ignore this mail: no account is created.',
    roles: { staff: 'staff', editor: 'an editor', admin: 'an admin' },
  },
} satisfies Record<Locale, unknown>;

/** The page serving `staffInvitation`, in the invitee's language (`lang`), whatever the browser had stored. */
export async function invitationLink(publicUrl: string, token: string, locale: Locale): Promise<string> {
  return `${publicUrl}${await rolePath('staffInvitation', locale)}?token=${encodeURIComponent(token)}&lang=${locale}`;
}

export async function sendInvitationMail(publicUrl: string, invitation: { to: string; role: InvitableRole; locale: Locale }, token: string): Promise<string | null> {
  const text = texts[invitation.locale];
  const link = await invitationLink(publicUrl, token, invitation.locale);
  const paragraphs = [text.hello, text.intro(text.roles[invitation.role]), text.expiry(INVITATION_HOURS), text.notYou];
  return sendLinkMail(publicUrl, 'staff-invitation', { to: invitation.to, subject: text.subject, paragraphs, link: { href: link, label: text.action } });
}
