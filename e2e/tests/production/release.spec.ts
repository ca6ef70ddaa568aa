/**
 * Releasing one remote without rebuilding the shell: open tabs keep working, a fresh load shows
 * the new version, and rollback brings the old one back.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { useLocale } from '../../support/locale';

const repoRoot = path.resolve(__dirname, '../../..');
const commerceTexts = path.join(repoRoot, 'mfe-commerce/src/lib/locales/en.ts');
const shellDocument = path.join(repoRoot, 'dist/shell/index.html');
const npm = (...args: string[]) => execFileSync('npm', args, { cwd: repoRoot, stdio: 'pipe', encoding: 'utf8' });

test('release a changed commerce remote, see it after reload, roll back', async ({ page, context }) => {
  test.setTimeout(300_000);
  await useLocale(context, 'en');
  const original = readFileSync(commerceTexts, 'utf8');
  const shellBefore = readFileSync(shellDocument, 'utf8');
  const remotesBefore = readFileSync(path.join(repoRoot, 'dist/remotes.json'), 'utf8');

  // A tab opened before the release.
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  try {
    writeFileSync(commerceTexts, original.replace("listTitle: 'Tickets',", "listTitle: 'Tickets and passes',"));
    npm('run', 'release', '--', 'commerce');
  } finally {
    writeFileSync(commerceTexts, original);
  }
  expect(readFileSync(shellDocument, 'utf8'), 'the shell was not rebuilt').toBe(shellBefore);
  expect(readFileSync(path.join(repoRoot, 'dist/remotes.json'), 'utf8')).not.toBe(remotesBefore);

  // The open tab keeps working on its version.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Ticket prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket prices' })).toBeVisible();

  // A fresh load shows the new version.
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets and passes' })).toBeVisible();

  npm('run', 'rollback', '--', 'commerce');
  expect(readFileSync(path.join(repoRoot, 'dist/remotes.json'), 'utf8')).toBe(remotesBefore);
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
});
