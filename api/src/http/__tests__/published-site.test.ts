/**
 * The site the API serves is the one the live remotes publish (remotes.json and each remote's
 * remote-description.json): a release or rollback is served from the next request on, a broken
 * description costs its own remote's pages only, and each document hands the descriptions to the shell.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';
import { seedDatabase } from '../../seed/seed';
import { buildServer } from '../../server';
import {
  accountDescription,
  commerceDescription,
  contentDescription,
  endCanaries,
  publishCanary,
  publishRemote,
  siteDescriptions,
  writePublishedSite,
} from '../../testing/published-site';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { readPublishedSite } from '../published-site';
import { RELEASE_COHORT_COOKIE as COHORT_COOKIE } from '@storefront/shared/contracts/releases';
import { cohortFromCookies } from '../release-cohorts';

let database: TestDatabase;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  dist = writePublishedSite();
  app = await buildServer({ db: database.db, publicUrl: 'https://mayngan.example', distDir: dist, uploadsDir: dist, seedMediaDir: dist, logLevel: 'silent' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

const get = (url: string) => app.inject({ method: 'GET', url });

async function descriptionsIn(url: string): Promise<RemoteDescription[]> {
  const html = (await get(url)).body;
  return JSON.parse(html.match(/<script type="application\/json" id="remote-descriptions">(.*?)<\/script>/)![1]!) as RemoteDescription[];
}

async function headStatus(path: string): Promise<number> {
  const response = await get(`/api/trpc/seo.head?input=${encodeURIComponent(JSON.stringify({ path }))}`);
  return (response.json().result.data as { status: number }).status;
}

describe('the published site', () => {
  it('is handed to the shell in every document, a 404 too, in remotes.json order', async () => {
    expect(await descriptionsIn('/thuc-don')).toEqual(siteDescriptions);
    expect(await descriptionsIn('/khong-co-trang-nay')).toEqual(siteDescriptions);

    const reordered = writePublishedSite(undefined, [commerceDescription, contentDescription]);
    const { site, descriptions } = await readPublishedSite(reordered);
    expect(descriptions.map((description) => description.remote)).toEqual(['commerce', 'content']);
    expect(site.pages[0]!.remote).toBe('commerce');
  });

  it('takes in a release without a restart, and a rollback takes its page away again', async () => {
    const offers = {
      ...contentDescription.pages[2]!,
      id: 'offers',
      paths: { en: '/offers', vi: '/khuyen-mai' },
      title: { vi: 'Khuyến mãi', en: 'Offers' },
    };
    const sitemapHasOffers = async () => (await get('/sitemap.xml')).body.includes('<loc>https://mayngan.example/khuyen-mai</loc>');
    expect((await get('/khuyen-mai')).statusCode).toBe(404);
    expect(await sitemapHasOffers()).toBe(false);

    publishRemote(dist, 'content', '2', { ...contentDescription, pages: [...contentDescription.pages, offers] });
    try {
      for (const url of ['/khuyen-mai', '/offers']) expect((await get(url)).statusCode).toBe(200);
      // No SEO record is stored for the new path: the head takes the name its remote gives it.
      expect((await get('/khuyen-mai')).body).toContain('<title>Khuyến mãi</title>');
      expect(await headStatus('/offers')).toBe(200);
      expect(await sitemapHasOffers()).toBe(true);
      expect((await descriptionsIn('/offers'))[0]!.pages.map((page) => page.id)).toContain('offers');
    } finally {
      publishRemote(dist, 'content', '1', contentDescription);
    }

    expect((await get('/khuyen-mai')).statusCode).toBe(404);
    expect(await headStatus('/offers')).toBe(404);
    expect(await sitemapHasOffers()).toBe(false);
  });

  it('leaves out a description that fails the checks, says so once, and serves the other remotes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const [dashboard, ...others] = accountDescription.pages;
    publishRemote(dist, 'account', '2', { ...accountDescription, pages: [{ ...dashboard, layout: 'sidebar' }, ...others] });
    try {
      for (let request = 0; request < 2; request += 1) {
        expect((await get('/auth/login')).statusCode).toBe(404);
        expect((await get('/thuc-don')).statusCode).toBe(200);
        expect((await get('/san-pham/tra-shan-tuyet-co-thu')).statusCode).toBe(200);
      }
      expect((await descriptionsIn('/thuc-don')).map((description) => description.remote)).toEqual(['content', 'commerce']);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/remotes\/account\/2\/remote-description\.json: the pages of account are left out, as pages\.0\.layout: /);
    } finally {
      publishRemote(dist, 'account', '1', accountDescription);
      warn.mockRestore();
    }
    expect((await get('/auth/login')).statusCode).toBe(200);
  });
});

describe('a canary release', () => {
  const offers = { ...commerceDescription.pages[0]!, id: 'canaryOffers', paths: { en: '/canary-offers', vi: '/uu-dai-thu' }, title: { vi: 'Ưu đãi', en: 'Offers' } };
  const canaryCommerce = { ...commerceDescription, pages: [...commerceDescription.pages, offers] };
  let second: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'builds'), { recursive: true });
    writeFileSync(path.join(dist, 'builds', 'latest.json'), '{"id":"stable1"}');
    // A second instance on the same build, as serve:prod runs two behind nginx.
    second = await buildServer({ db: database.db, publicUrl: 'https://mayngan.example', distDir: dist, uploadsDir: dist, seedMediaDir: dist, logLevel: 'silent' });
  });
  afterAll(() => second?.close());
  beforeEach(() => publishCanary(dist, 'commerce', '2', canaryCommerce, 50));
  afterEach(() => endCanaries(dist));

  const as = (cohort: string | number, url: string, server = app) => server.inject({ method: 'GET', url, headers: { cookie: `${COHORT_COOKIE}=${cohort}` } });
  const commerceIn = async (cohort: string | number, server = app) => ((await as(cohort, '/remotes.json', server)).json() as Record<string, string>).commerce;
  const inlineMap = (html: string) => JSON.parse(/<script type="application\/json" id="remote-map">(.*?)<\/script>/.exec(html)![1]!) as Record<string, string>;

  it('reads a cohort only from a well-formed cookie', () => {
    expect(cohortFromCookies(`theme=dark; ${COHORT_COOKIE}=7`)).toBe(7);
    expect(cohortFromCookies(`${COHORT_COOKIE}=canary`)).toBe('canary');
    expect(cohortFromCookies(`${COHORT_COOKIE}=stable; a=b`)).toBe('stable');
    for (const junk of ['100', '-1', '7x', '', 'CANARY', '1e1']) expect(cohortFromCookies(`${COHORT_COOKIE}=${junk}`)).toBeUndefined();
    expect(cohortFromCookies(`x${COHORT_COOKIE}=7`)).toBeUndefined();
    expect(cohortFromCookies(undefined)).toBeUndefined();
  });

  it('puts a new visitor in a cohort once, in a cookie the next requests keep', async () => {
    const first = await get('/remotes.json');
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${COHORT_COOKIE}=\\d{1,2}; Path=/; Max-Age=31536000; SameSite=Lax; Secure$`));
    const again = await app.inject({ method: 'GET', url: '/', headers: { cookie: cookie.split(';')[0]! } });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(first.headers.vary).toBe('Cookie');
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('serves the canary to the cohorts below its percent, the stable version to the others, on every instance alike', async () => {
    for (let cohort = 0; cohort < 100; cohort += 1) {
      const expected = cohort < 50 ? '/remotes/commerce/2/mf-manifest.json' : '/remotes/commerce/1/mf-manifest.json';
      expect([cohort, await commerceIn(cohort)]).toEqual([cohort, expected]);
      expect([cohort, await commerceIn(cohort, second)]).toEqual([cohort, expected]);
    }
    expect(await commerceIn('canary')).toBe('/remotes/commerce/2/mf-manifest.json');
    expect(await commerceIn('stable')).toBe('/remotes/commerce/1/mf-manifest.json');
  });

  it('gives each cohort its own documents, pages and build id, kept apart by the document cache', async () => {
    for (let round = 0; round < 2; round += 1) {
      const canary = await as(10, '/uu-dai-thu');
      const stable = await as(90, '/uu-dai-thu');
      expect([canary.statusCode, stable.statusCode]).toEqual([200, 404]);
      expect(inlineMap((await as(10, '/')).body).commerce).toBe('/remotes/commerce/2/mf-manifest.json');
      expect(inlineMap((await as(90, '/')).body).commerce).toBe('/remotes/commerce/1/mf-manifest.json');
    }
    const stableId = ((await as(90, '/builds/latest.json')).json() as { id: string }).id;
    expect(stableId).toBe('stable1');
    const canaryId = ((await as(10, '/builds/latest.json')).json() as { id: string }).id;
    expect(canaryId).not.toBe(stableId);
    expect((await as(10, '/')).body).toContain(`<meta name="build-id" content="${canaryId}" />`);
    // An ended canary is a new build to its visitors' tabs, which then load the stable version.
    endCanaries(dist);
    expect(((await as(10, '/builds/latest.json')).json() as { id: string }).id).toBe(stableId);
    expect(await commerceIn(10)).toBe('/remotes/commerce/1/mf-manifest.json');
    expect((await as(10, '/uu-dai-thu')).statusCode).toBe(404);
  });

  it('serves the stable version to everyone while the canary is not a published folder', async () => {
    publishCanary(dist, 'commerce', '3-deleted', canaryCommerce, 100);
    rmSync(path.join(dist, 'remotes/commerce/3-deleted'), { recursive: true });
    expect(await commerceIn(10)).toBe('/remotes/commerce/1/mf-manifest.json');
  });
});
