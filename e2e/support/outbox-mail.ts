/**
 * The mails the e2e server files in its outbox (DATA_DIR/outbox, see start-server.mjs), read as a
 * mail program reads them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mimeParts } from '../../shared/src/testing/mime-message';

const outboxDir = path.resolve(__dirname, '../../data/e2e/outbox');

/**
 * The path and query of the newest link to `pagePath` in a mail of kind `label` (the outbox file
 * name's label, e.g. `staff-invitation`) sent to `to`, once the server has written the mail.
 */
export async function mailedLink(to: string, label: string, pagePath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${pagePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?\\S+)`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((name) => name.includes(label)).sort() : [];
        for (const file of files) {
          const raw = readFileSync(path.join(outboxDir, file), 'utf8');
          if (!raw.includes(`To: ${to}`)) continue;
          const text = mimeParts(raw).find((part) => part.type === 'text/plain')?.text() ?? '';
          link = pattern.exec(text)?.[1] ?? link;
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}
