/**
 * One API instance stops (SIGTERM, as a deploy or a crash would); nginx takes it out and the
 * site keeps serving from the other. Runs after the rest of the production suite.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { query } from '../../support/api';

const repoRoot = path.resolve(__dirname, '../../..');

test('with one API instance stopped the site keeps working', async ({ page, request }) => {
  const pid = Number(readFileSync(path.join(repoRoot, 'data/nginx/api-8082.pid'), 'utf8'));
  process.kill(pid, 'SIGTERM');
  await expect.poll(async () => (await fetch('http://127.0.0.1:8082/healthz').then(() => 'up', () => 'down'))).toBe('down');

  for (let attempt = 0; attempt < 6; attempt++) {
    expect((await request.get('/healthz')).status()).toBe(200);
    expect((await query<{ items: unknown[] }>(request, 'product.list', {})).items.length).toBeGreaterThan(0);
  }
  await page.goto('/san-pham');
  await expect(page.locator('[data-boundary="commerce"] h1').first()).toBeVisible();
  await page.goto('/gioi-thieu');
  await expect(page.locator('[data-boundary="content"] h1').first()).toBeVisible();
});
