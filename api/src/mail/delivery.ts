/**
 * How every mail of the API leaves: SMTP when SMTP_URL is set; otherwise each message is written
 * to DATA_DIR/outbox as an .eml file (the embedded default and tests), so nothing is lost and a
 * developer can open it in any mail program. What a mail says lives with its domain (the order
 * mails in commerce/order-mails.ts, the account mails in auth/link-mail.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';

export interface MailSettings {
  smtpUrl?: string;
  outboxDir: string;
  publicUrl: string;
  from?: string;
}

/** SMTP when configured; otherwise an .eml file in the outbox (named after `label`: an order code, or a mail kind), whose path is returned. */
export async function deliver(settings: MailSettings, label: string, message: Omit<SendMailOptions, 'from'>): Promise<string | null> {
  const mail = { from: settings.from ?? 'Storefront <no-reply@localhost>', ...message };
  if (settings.smtpUrl) {
    await nodemailer.createTransport(settings.smtpUrl).sendMail(mail);
    return null;
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(mail);
  await mkdir(settings.outboxDir, { recursive: true });
  const file = path.join(settings.outboxDir, `${Date.now()}-${label}.eml`);
  await writeFile(file, info.message as Buffer);
  return file;
}
