/**
 * The site the API serves is the one the live remotes publish (remotes.json and each remote's
 * remote-description.json): a release or rollback is served from the next request on, a broken
 * description costs its own remote's pages only, and each document hands the descriptions to the shell.
 */
import type { FastifyInstance } from 'fastify';
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';
import { seedDatabase } from '../../seed/seed';
import { buildServer } from '../../server';
import {
  accountDescription,
  commerceDescription,
  contentDescription,
  publishRemote,
  siteDescriptions,
  writePublishedSite,
} from '../../testing/published-site';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { readPublishedSite } from '../published-site';

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
