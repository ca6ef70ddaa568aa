/**
 * The two mails a registration can send. Registration answers the same whether or not the email
 * already has an account, so only its owner's mailbox learns which case applied: a new account
 * gets its verification link, an existing one is told that someone tried to register with it.
 * Sent through the order mails' transport (SMTP, else the .eml outbox of DATA_DIR).
 */
import type { Locale } from '../lib/i18n';
import { rolePath } from '../lib/page-links';
import { sendLinkMail } from './link-mail';
import { VERIFICATION_HOURS } from './email-verification';
import { VERIFY_EMAIL_PATH } from './verify-email-route';

const texts = {
  vi: {
    hello: (name: string) => `Xin chào ${name},`,
    verifySubject: 'Xác nhận email của bạn',
    verifyIntro: 'Vui lòng mở liên kết dưới đây để xác nhận email của tài khoản. Sau khi xác nhận, các đơn hàng bạn đã đặt bằng email này khi chưa đăng nhập sẽ hiện trong tài khoản.',
    verifyAction: 'Xác nhận email',
    verifyExpiry: (hours: number) => `Liên kết có hiệu lực trong ${hours} giờ và chỉ dùng được một lần.`,
    notYou: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua thư.',
    existingSubject: 'Có người vừa đăng ký bằng email của bạn',
    existingIntro: 'Ai đó vừa thử tạo tài khoản mới bằng email này, nhưng email đã có tài khoản. Chúng tôi không tạo tài khoản nào.',
    existingAction: 'Nếu đó là bạn, hãy đăng nhập bằng mật khẩu hiện có',
    existingIgnore: 'Nếu không phải bạn, bạn không cần làm gì: tài khoản của bạn không thay đổi.',
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    verifySubject: 'Confirm your email',
    verifyIntro: "Please open the link below to confirm your account's email. Once confirmed, the orders you placed with this email without signing in appear in your account.",
    verifyAction: 'Confirm email',
    verifyExpiry: (hours: number) => `The link works for ${hours} hours and only once.`,
    notYou: 'If you did not ask for this, you can ignore this mail.',
    existingSubject: 'Someone tried to register with your email',
    existingIntro: 'Someone just tried to create a new account with this email, which already has one. No account was created.',
    existingAction: 'If that was you, sign in with your existing password',
    existingIgnore: 'If it was not you, there is nothing to do: your account is unchanged.',
  },
};

interface Recipient {
  to: string;
  firstName: string;
  locale: Locale;
}

/** The link that proves the mailbox; see verify-email-route.ts. */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
}

export async function sendVerificationMail(publicUrl: string, recipient: Recipient, token: string): Promise<string | null> {
  const text = texts[recipient.locale];
  const link = verificationLink(publicUrl, token);
  const paragraphs = [text.hello(recipient.firstName), text.verifyIntro, text.verifyExpiry(VERIFICATION_HOURS), text.notYou];
  return sendLinkMail(publicUrl, 'verify-email', { to: recipient.to, subject: text.verifySubject, paragraphs, link: { href: link, label: text.verifyAction } });
}

export async function sendAlreadyRegisteredMail(publicUrl: string, recipient: Recipient): Promise<string | null> {
  const text = texts[recipient.locale];
  const link = `${publicUrl}${await rolePath('signIn', recipient.locale)}`;
  const paragraphs = [text.hello(recipient.firstName), text.existingIntro, text.existingIgnore];
  return sendLinkMail(publicUrl, 'already-registered', { to: recipient.to, subject: text.existingSubject, paragraphs, link: { href: link, label: text.existingAction } });
}
