/**
 * The account mails (verification, invitation, password reset): a few paragraphs and one link,
 * sent like every mail of the API (mail/delivery.ts: SMTP, else the .eml outbox of DATA_DIR).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { deliver, type MailSettings } from '../mail/delivery';
import { parseEnv, repoRoot } from '../env';
import { escapeHtml } from '../lib/html';

/** Read on every send, so a test can point DATA_DIR at its own outbox. */
function mailSettings(publicUrl: string): MailSettings {
  try {
    const env = parseEnv();
    return { smtpUrl: env.SMTP_URL, outboxDir: path.join(env.DATA_DIR, 'outbox'), publicUrl };
  } catch {
    return { outboxDir: path.join(repoRoot, 'data', 'outbox'), publicUrl };
  }
}

export interface LinkMail {
  to: string;
  subject: string;
  paragraphs: string[];
  link: { href: string; label: string };
}

/** `kind` names the outbox file; a random suffix keeps mails of one millisecond apart. */
export function sendLinkMail(publicUrl: string, kind: string, mail: LinkMail): Promise<string | null> {
  const body = mail.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  return deliver(mailSettings(publicUrl), `${kind}-${randomBytes(6).toString('hex')}`, {
    to: mail.to,
    subject: mail.subject,
    text: [...mail.paragraphs, `${mail.link.label}: ${mail.link.href}`].join('\n\n'),
    html: `${body}<p><a href="${escapeHtml(mail.link.href)}">${escapeHtml(mail.link.label)}</a></p>`,
  });
}
