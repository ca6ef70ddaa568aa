/**
 * Reading what a buyer keeps: the confirmation mail the e2e server files in its outbox
 * (DATA_DIR/outbox, see start-server.mjs), and ticket PDFs and calendar files as a scanner and a
 * calendar program read them (poppler renders the pages, zbar reads the QR codes).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mimeParts, type MimePart } from '../../shared/src/testing/mime-message';

const outboxDir = path.resolve(__dirname, '../../data/e2e/outbox');

/** The parts of the order's confirmation mail, once the server has written it. */
export async function confirmationMail(orderCode: string): Promise<MimePart[]> {
  let file: string | undefined;
  await expect
    .poll(() => {
      file = existsSync(outboxDir) ? readdirSync(outboxDir).find((name) => name.endsWith(`-${orderCode}.eml`)) : undefined;
      return file;
    }, { timeout: 20_000 })
    .toBeTruthy();
  return mimeParts(readFileSync(path.join(outboxDir, file!), 'utf8'));
}

/** What zbarimg reads on each page of the PDF, rendered at 150 dpi. */
export function scanPdfPages(pdf: Buffer): (string | null)[] {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'e2e-ticket-pdf-'));
  const file = path.join(folder, 'tickets.pdf');
  writeFileSync(file, pdf);
  execFileSync('/usr/bin/pdftoppm', ['-r', '150', '-png', file, path.join(folder, 'page')]);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => {
      const result = spawnSync('/usr/bin/zbarimg', ['--quiet', '--raw', path.join(folder, name)], { encoding: 'utf8' });
      return result.status === 0 ? result.stdout.trim() : null;
    });
}

/** The text poppler extracts from the PDF. */
export function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'e2e-ticket-text-')), 'tickets.pdf');
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The DTSTART of each event of an iCalendar file, its lines unfolded. */
export function eventStarts(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.startsWith('DTSTART'));
}
