/**
 * The staff invitation mails the e2e server files in its outbox (DATA_DIR/outbox, see
 * start-server.mjs), read as a mail program reads them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mimeParts } from '../../shared/src/testing/mime-message';

const outboxDir = path.resolve(__dirname, '../../data/e2e/outbox');

/** The path and query of the invitation link mailed to `to`, once the server has written the mail. */
export async function invitationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((name) => name.includes('staff-invitation')) : [];
        for (const file of files) {
          const raw = readFileSync(path.join(outboxDir, file), 'utf8');
          if (!raw.includes(`To: ${to}`)) continue;
          const text = mimeParts(raw).find((part) => part.type === 'text/plain')?.text() ?? '';
          link = /https?:\/\/[^/\s]+(\/auth\/invitation\?\S+)/.exec(text)?.[1];
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}
