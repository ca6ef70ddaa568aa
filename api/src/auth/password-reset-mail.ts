/**
 * The password reset mail, in the language of the page that asked for it: one of the account's
 * link mails (link-mail.ts).
 */
import { PASSWORD_RESET_MINUTES } from '@storefront/shared/contracts/auth';
import type { Locale } from '../lib/i18n';
import { rolePath } from '../lib/page-links';
import { sendLinkMail } from './link-mail';

const texts = {
  vi: {
    subject: 'Đặt lại mật khẩu của bạn',
    hello: (name: string) => `Xin chào ${name},`,
    intro: 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở liên kết dưới đây để chọn mật khẩu mới; mọi phiên đăng nhập của tài khoản sẽ kết thúc.',
    action: 'Đặt mật khẩu mới',
    expiry: (minutes: number) => `Liên kết có hiệu lực trong ${minutes} phút và chỉ dùng được một lần.`,
    notYou: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua thư: mật khẩu của bạn không thay đổi.',
  },
  en: {
    subject: 'Reset your password',
    hello: (name: string) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your account. Open the link below to choose a new password; every session of the account will end.',
    action: 'Choose a new password',
    expiry: (minutes: number) => `The link works for ${minutes} minutes and only once.`,
    notYou: 'If you did not ask for this, you can ignore this mail: your password is unchanged.',
  },
} satisfies Record<Locale, unknown>;

/** The page serving `passwordReset`, in the mail's language (`lang`), whatever the browser had stored. */
export async function passwordResetLink(publicUrl: string, token: string, locale: Locale): Promise<string> {
  return `${publicUrl}${await rolePath('passwordReset', locale)}?token=${encodeURIComponent(token)}&lang=${locale}`;
}

export async function sendPasswordResetMail(publicUrl: string, recipient: { to: string; firstName: string; locale: Locale }, token: string): Promise<string | null> {
  const text = texts[recipient.locale];
  const link = await passwordResetLink(publicUrl, token, recipient.locale);
  const paragraphs = [text.hello(recipient.firstName), text.intro, text.expiry(PASSWORD_RESET_MINUTES), text.notYou];
  return sendLinkMail(publicUrl, 'password-reset', { to: recipient.to, subject: text.subject, paragraphs, link: { href: link, label: text.action } });
}
