/**
 * A real browser's field signals reach the API (README "Field signals and metrics"): a visitor
 * opens a page and follows a link to another; once the page is idle the shell's reporter loads,
 * and when the page is hidden it sends both page views with sendBeacon, which the API counts for
 * every live remote version. Read through /metrics, which the test may read as it runs on this
 * machine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';

const distDir = path.resolve(__dirname, '../../../dist');

/** Each live remote's version: the folder of its manifest in remotes.json. */
function liveVersions(): Record<string, string> {
  const map = JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8')) as Record<string, string>;
  return Object.fromEntries(Object.entries(map).map(([remote, manifest]) => [remote, manifest.split('/')[3]!]));
}

/** Page views the API counted for `remote` at `version`. */
async function pageViews(request: APIRequestContext, remote: string, version: string): Promise<number> {
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(200);
  const line = new RegExp(`^field_signals_total\\{kind="pageView",remote="${remote}",version="${version.replace(/[.+]/g, '\\$&')}"\\} (\\d+)$`, 'm');
  return Number(line.exec(await metrics.text())?.[1] ?? 0);
}

test('the page views of a visit reach the API for every live remote version', async ({ page, request }) => {
  const versions = liveVersions();
  const before = Object.fromEntries(await Promise.all(Object.entries(versions).map(async ([remote, version]) => [remote, await pageViews(request, remote, version)] as const)));

  const reporterLoaded = page.waitForResponse((response) => /\/field-signals\.[0-9a-f]+\.js$/.test(response.url()));
  const beacons: string[] = [];
  page.on('request', (sent) => sent.url().endsWith('/api/field-signals') && beacons.push(sent.postData() ?? ''));
  await page.goto('/');
  // A link of the footer, followed in the page (the router's navigation, not a new document).
  await waitForHydration(page);
  await page.locator('footer a[href="/gioi-thieu"]').click();
  await expect(page).toHaveURL(/\/gioi-thieu$/);
  await reporterLoaded;

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => beacons.length).toBeGreaterThan(0);
  // What the browser sends names pages and versions only.
  expect(beacons.join('')).not.toMatch(/https?:|\?|@/);

  for (const [remote, version] of Object.entries(versions)) {
    await expect.poll(() => pageViews(request, remote, version), { message: `${remote} ${version}` }).toBeGreaterThanOrEqual(before[remote]! + 2);
  }
});
