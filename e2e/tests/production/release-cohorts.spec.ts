/**
 * Two API instances behind nginx put one visitor in the same release cohort on every request: the
 * cohort lives in the visitor's cookie, not in an instance, so whichever instance answers, the
 * visitor gets the same remote map, the same build id and the same document.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

const distDir = path.resolve(__dirname, '../../../dist');
const canaries = path.join(distDir, 'canaries.json');

test('a visitor gets the same cohort from either instance, and the canary only in its cohort', async ({ playwright, baseURL }) => {
  // A canary for one cohort in a hundred: a copy of the stable account remote under a version of
  // its own, so any other visitor who lands in it meanwhile gets the same code.
  const stable = (JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8')) as Record<string, string>).account!;
  const version = stable.split('/').at(-2)!;
  const copy = `${version}-cohort-e2e`;
  const folder = path.join(distDir, 'remotes/account');
  cpSync(path.join(folder, version), path.join(folder, copy), { recursive: true });
  writeFileSync(canaries, JSON.stringify({ account: { version: copy, percent: 1, startedAt: new Date().toISOString(), minutes: 30, promote: 'manual' } }));
  try {
    // A fresh visitor: the first answer gives the cohort; nginx spreads the next over both instances.
    const visitor = await playwright.request.newContext({ baseURL });
    const first = await visitor.get('/');
    expect(first.headers()['set-cookie']).toMatch(/^release_cohort=\d{1,2}; Path=\/; Max-Age=31536000; SameSite=Lax/);
    await expectOneRelease(visitor);
    await visitor.dispose();

    for (const [cohort, account] of [
      ['0', `/remotes/account/${copy}/mf-manifest.json`],
      ['1', stable],
    ]) {
      const pinned = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `release_cohort=${cohort}` } });
      expect((await expectOneRelease(pinned)).account, `cohort ${cohort}`).toBe(account);
      await pinned.dispose();
    }
  } finally {
    rmSync(canaries, { force: true });
    rmSync(path.join(folder, copy), { recursive: true, force: true });
  }
});

/** Asks until both instances have answered, and expects them to agree; the remote map they gave. */
async function expectOneRelease(visitor: APIRequestContext): Promise<Record<string, string>> {
  const instances = new Set<string>();
  const answers = new Set<string>();
  for (let request = 0; request < 40 && instances.size < 2; request += 1) {
    const [map, latest, page] = await Promise.all([visitor.get('/remotes.json'), visitor.get('/builds/latest.json'), visitor.get('/tickets')]);
    for (const response of [map, latest, page]) {
      expect(response.status()).toBe(200);
      expect(response.headers()['set-cookie'], 'the cohort is given once').toBeUndefined();
      instances.add(response.headers()['x-served-by'] ?? '');
    }
    const inlined = /<script type="application\/json" id="remote-map">(.*?)<\/script>/.exec(await page.text())?.[1];
    answers.add(JSON.stringify([await map.json(), await latest.json(), JSON.parse(inlined ?? 'null')]));
  }
  expect(instances.size, 'both instances answered').toBe(2);
  expect(answers.size, 'every answer names the same release').toBe(1);
  return JSON.parse([...answers][0]!)[0] as Record<string, string>;
}
