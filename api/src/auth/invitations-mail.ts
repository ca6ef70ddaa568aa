/**
 * The invitation mail, in the invitee's language (chosen by the admin), through the order mails'
 * transport (SMTP, else the .eml outbox of DATA_DIR), like verification-mail.ts.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { INVITATION_HOURS, type InvitableRole } from '@storefront/shared/contracts/staff-users';
import { deliver, type MailSettings } from '../commerce/mail';
import { parseEnv, repoRoot } from '../env';
import { escapeHtml } from '../http/html';
import type { Locale } from '../lib/i18n';

/** The account remote's invitation page (mfe-account/src/app/description.ts, page `invitation`). */
export const INVITATION_PATH = '/auth/invitation';

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

/** Read on every send, so a test can point DATA_DIR at its own outbox. */
function mailSettings(publicUrl: string): MailSettings {
  try {
    const env = parseEnv();
    return { smtpUrl: env.SMTP_URL, outboxDir: path.join(env.DATA_DIR, 'outbox'), publicUrl };
  } catch {
    return { outboxDir: path.join(repoRoot, 'data', 'outbox'), publicUrl };
  }
}

/** The page opens in the invitee's language (`lang`), whatever the browser had stored. */
export function invitationLink(publicUrl: string, token: string, locale: Locale): string {
  return `${publicUrl}${INVITATION_PATH}?token=${encodeURIComponent(token)}&lang=${locale}`;
}

export async function sendInvitationMail(publicUrl: string, invitation: { to: string; role: InvitableRole; locale: Locale }, token: string): Promise<string | null> {
  const text = texts[invitation.locale];
  const link = invitationLink(publicUrl, token, invitation.locale);
  const paragraphs = [text.hello, text.intro(text.roles[invitation.role]), text.expiry(INVITATION_HOURS), text.notYou];
  return deliver(mailSettings(publicUrl), `staff-invitation-${randomBytes(6).toString('hex')}`, {
    to: invitation.to,
    subject: text.subject,
    text: [...paragraphs, `${text.action}: ${link}`].join('\n\n'),
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
  });
}
