/**
 * The shell's server build renders public pages in this process, as the API will serve them
 * (docs/server-rendering/plan.md): the shell's and the remotes' server builds of dist/ (built by
 * `node scripts/build.mjs`, which `npm test` runs first; outside CI the test is skipped without
 * them), the live remotes as published, and the first-page answers the document carries, from a
 * seeded database.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dataVersion } from '../../db/data-version';
import { services } from '../../db/schema';
import { seedDatabase } from '../../seed/seed';
import { buildServer } from '../../server';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import type { Locale } from '../../lib/i18n';
import { readPublishedSite, type RemoteMap } from '../published-site';
import { pageQueryAnswerer } from '../page-answers';
import { createContextInner } from '../../trpc';
import { loadShellBuild, mainIsWhole, shellRenderer, type ShellServerBuild } from '../server-render';

const repoRoot = path.resolve(__dirname, '../../../..');
const builtShell = path.join(repoRoot, 'dist/shell/server/entry.json');
// In CI a missing build fails the test instead of hiding it.
const describeBuilt = existsSync(builtShell) || process.env.CI ? describe : describe.skip;

type Renderer = ReturnType<ShellServerBuild['createRenderer']>;

/** The HTML of a page, once everything in it has rendered with the data it asked for. */
async function html(renderer: Renderer, request: Parameters<Renderer['render']>[0]): Promise<string> {
  const page = await renderer.render(request);
  expect(page.pending).toBe(0);
  return page.html;
}

const h1 = (page: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(page)?.[1];
const classes = (page: string, prefix: string) => [...page.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(' ')).filter((name) => name.startsWith(prefix));

describeBuilt('the shell server build', () => {
  let database: TestDatabase;
  let distDir: string;
  let build: ShellServerBuild;
  let renderer: Renderer;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db);
    // The published remotes in a folder of the test's own, where it releases and rolls back.
    // Within the repository, as dist/ is: the server builds require React from its node_modules.
    mkdirSync(path.join(repoRoot, 'node_modules/.cache'), { recursive: true });
    distDir = mkdtempSync(path.join(repoRoot, 'node_modules/.cache/server-render-'));
    cpSync(path.join(repoRoot, 'dist/remotes'), path.join(distDir, 'remotes'), { recursive: true });
    cpSync(path.join(repoRoot, 'dist/remotes.json'), path.join(distDir, 'remotes.json'));
    cpSync(path.join(repoRoot, 'dist/shell'), path.join(distDir, 'shell'), { recursive: true });
    app = await buildServer({ db: database.db, publicUrl: 'https://mayngan.example', distDir, uploadsDir: distDir, seedMediaDir: distDir, logLevel: 'silent' });
    // As the API loads it: through jest's require, React would be a second copy beside the server's.
    build = (await loadShellBuild(distDir))!.build;
    renderer = build.createRenderer({ distDir });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  const remoteMap = (): RemoteMap => JSON.parse(readFileSync(path.join(distDir, 'remotes.json'), 'utf8')) as RemoteMap;

  /** What the API would hand the renderer for a document at `url`: no answers yet, the page finds what it needs. */
  async function request(url: string, locale: Locale) {
    const { descriptions } = await readPublishedSite(distDir);
    const answer = pageQueryAnswerer(createContextInner({ db: database.db, locale }));
    return { url, locale, remotes: remoteMap(), descriptions, answer, known: [], deadline: Date.now() + 10_000 };
  }

  /** Every class name of a published stylesheet: the remote's of the live version, or the shell's. */
  function stylesheetClasses(folder: string): Set<string> {
    const css = readdirSync(folder).filter((file) => file.endsWith('.css')).map((file) => readFileSync(path.join(folder, file), 'utf8')).join('\n');
    return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!));
  }

  it('provides every shared module the remotes take from the shell', () => {
    const { SHARED_MODULES } = require('../../../../shared/build/shared-modules.cjs') as { SHARED_MODULES: Record<string, string[]> };
    const names = Object.values(SHARED_MODULES).flat().map((module) => `@storefront/shared/${module}`);
    expect([...build.providedModules].sort()).toEqual(names.sort());
  });

  it.each([
    ['vi', 'Khám phá khu du lịch cáp treo'],
    ['en', 'Discover the cable car area'],
  ] as const)('renders the home page in %s inside the layout, with its first-page data and the class names of the browser builds', async (locale, title) => {
    const page = await html(renderer, await request('/', locale));
    expect(h1(page)).toBe(title);
    expect(page).toContain('<main id="main"');
    expect(page).toContain('data-boundary="content"');
    // The footer's contact details, from the document's answer to page.contact (the seeded settings).
    expect(page).toContain('href="tel:19006868"');
    // Commerce's ticket cards, a fragment of the page's own first screen, with the document's answer to ticket.list.
    expect(page).toMatch(/data-boundary="commerce"[^>]*>.*(Vé cáp treo khứ hồi|Cable car round trip)/s);
    const content = path.join(distDir, path.posix.dirname(remoteMap().content!));
    const contentClasses = classes(page, 'content-');
    const shellClasses = classes(page, 'shell-');
    expect(contentClasses.length).toBeGreaterThan(0);
    expect(shellClasses.length).toBeGreaterThan(0);
    expect(contentClasses.filter((name) => !stylesheetClasses(content).has(name))).toEqual([]);
    expect(shellClasses.filter((name) => !stylesheetClasses(path.join(repoRoot, 'dist/shell')).has(name))).toEqual([]);
  });

  it.each([
    ['vi', '/bai-viet/kinh-nghiem-di-cap-treo-may-ngan-lan-dau', 'Kinh nghiệm đi cáp treo Mây Ngàn lần đầu', 'Khung giờ 7:00 – 9:00 thường vắng'],
    ['en', '/posts/kinh-nghiem-di-cap-treo-may-ngan-lan-dau', 'First time on the May Ngan cable car: what to know', 'The 7:00 – 9:00 window is usually quiet'],
  ] as const)('renders an article in %s from the first-page answers', async (locale, url, title, text) => {
    const page = await html(renderer, await request(url, locale));
    expect(h1(page)).toBe(title);
    expect(page).toContain(text);
  });

  it('renders with a second renderer in the same process, as after a shell release', async () => {
    const next = build.createRenderer({ distDir });
    expect(h1(await html(next, await request('/', 'en')))).toBe('Discover the cable car area');
    expect(h1(await html(renderer, await request('/', 'vi')))).toBe('Khám phá khu du lịch cáp treo');
  });

  it('follows a release and a rollback of content without a new process', async () => {
    const live = remoteMap();
    const version = path.posix.basename(path.posix.dirname(live.content!));
    // A second release: the same build with its title changed, under a version of its own.
    const released = `${version}-again`;
    const folder = (name: string) => path.join(distDir, 'remotes/content', name);
    cpSync(folder(version), folder(released), { recursive: true });
    const serverFolder = path.join(folder(released), 'server');
    for (const file of readdirSync(serverFolder).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(path.join(serverFolder, file), 'utf8');
      writeFileSync(path.join(serverFolder, file), code.replaceAll('Khám phá khu du lịch cáp treo', 'Khám phá khu du lịch cáp treo (bản mới)'));
    }
    const publish = (name: string) =>
      writeFileSync(path.join(distDir, 'remotes.json'), JSON.stringify({ ...live, content: live.content!.replace(version, name) }));

    expect(h1(await html(renderer, await request('/', 'vi')))).toBe('Khám phá khu du lịch cáp treo');
    publish(released);
    expect(h1(await html(renderer, await request('/', 'vi')))).toBe('Khám phá khu du lịch cáp treo (bản mới)');
    publish(version);
    expect(h1(await html(renderer, await request('/', 'vi')))).toBe('Khám phá khu du lịch cáp treo');
  });

  it.each([
    ['has no server build', 'browser-only', (server: string) => rmSync(server, { recursive: true }), /server\/remoteEntry\.js/],
    ['has a server build that throws', 'broken', (server: string) => writeFileSync(path.join(server, 'remoteEntry.js'), "throw new Error('broken release');"), /broken release/],
  ] as const)('rejects a page whose remote %s, so the document is sent as today', async (_case, suffix, damage, error) => {
    const live = remoteMap();
    const version = path.posix.basename(path.posix.dirname(live.content!));
    const damaged = `${version}-${suffix}`;
    cpSync(path.join(distDir, 'remotes/content', version), path.join(distDir, 'remotes/content', damaged), { recursive: true });
    damage(path.join(distDir, 'remotes/content', damaged, 'server'));
    writeFileSync(path.join(distDir, 'remotes.json'), JSON.stringify({ ...live, content: live.content!.replace(version, damaged) }));
    await expect(renderer.render(await request('/', 'vi'))).rejects.toThrow(error);
    // Its rollback renders again, in the same process.
    writeFileSync(path.join(distDir, 'remotes.json'), JSON.stringify(live));
    expect(h1(await html(renderer, await request('/', 'vi')))).toBe('Khám phá khu du lịch cáp treo');
  });

  /** The document at `url` as a browser in `locale` gets it, Brotli-compressed as `npm start` sends it. */
  async function served(url: string, locale: Locale = 'vi') {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', cookie: `locale=${locale}` } });
    const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload).toString('utf8') : response.body;
    return { response, body };
  }

  const serverRendered = (body: string) => body.includes('<div id="root" data-server-rendered>');

  it.each([
    ['vi', '/', 'Khám phá khu du lịch cáp treo'],
    ['en', '/', 'Discover the cable car area'],
    ['en', '/posts/kinh-nghiem-di-cap-treo-may-ngan-lan-dau', 'First time on the May Ngan cable car: what to know'],
  ] as const)('serves the %s document of %s with its page rendered, for the browser to hydrate', async (locale, url, title) => {
    const { response, body } = await served(url, locale);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-accel-buffering']).toBe('no');
    expect(serverRendered(body)).toBe(true);
    expect(h1(body)).toBe(title);
    // The page replaces the template's start-up spinner, and the page's styles are linked, not only preloaded.
    expect(body).not.toContain('boot-overlay');
    expect(body).toMatch(/<link rel="stylesheet" href="\/remotes\/content\/[^"]+\/styles\.css" \/>/);
    expect(body.endsWith('</html>')).toBe(true);
  });

  it('renders a page once for the same release, address, language and data, and again when any of them changes', async () => {
    const renders = jest.spyOn((await shellRenderer(distDir, remoteMap()))!.renderer, 'render');
    // An address of its own, which no test before has asked for.
    const url = '/?utm_source=render-once';
    try {
      // The write position is the database server's: a write to another database on it (another
      // test file's) moves it too, so each step counts the renders it caused, not a running total.
      let seen = 0;
      const rendersSinceLastLook = () => {
        const count = renders.mock.calls.length - seen;
        seen = renders.mock.calls.length;
        return count;
      };
      const first = (await served(url, 'en')).body;
      rendersSinceLastLook();
      // Readers at the same time wait for one render (none when nothing was written meanwhile),
      // counted over a moment in which no other test file wrote: such a write makes a new version.
      let quiet = false;
      for (let attempt = 0; attempt < 10 && !quiet; attempt += 1) {
        const before = await dataVersion(database.db);
        const again = await Promise.all([served(url, 'en'), served(url, 'en'), served(url, 'en')]);
        expect(again.map(({ body }) => body)).toEqual([first, first, first]);
        const rendered = rendersSinceLastLook();
        quiet = (await dataVersion(database.db)) === before;
        if (quiet) expect(rendered).toBeLessThanOrEqual(1);
      }
      expect(quiet).toBe(true);
      // Any write: the page is rendered again, since what it asks for is only known by rendering it.
      await database.db.execute(sql`update services set sort_order = sort_order`);
      expect((await served(url, 'en')).body).toBe(first);
      expect(rendersSinceLastLook()).toBe(1);
      // Each encoding is kept as its own document.
      const plain = await app.inject({ method: 'GET', url, headers: { cookie: 'locale=en' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(first);
      rendersSinceLastLook();
      // An editor renames a service: the next document shows it, and a reader never sees the old name.
      const [service] = await database.db.select().from(services).limit(1);
      await database.db.update(services).set({ name: { vi: service!.name.vi, en: 'Sunrise gondola' } }).where(eq(services.id, service!.id));
      try {
        expect((await served(url, 'en')).body).toContain('Sunrise gondola');
        expect(rendersSinceLastLook()).toBe(1);
        expect((await served(url, 'vi')).body).toContain(service!.name.vi);
        expect(rendersSinceLastLook()).toBe(1);
      } finally {
        await database.db.update(services).set({ name: service!.name }).where(eq(services.id, service!.id));
      }
    } finally {
      renders.mockRestore();
    }
  });

  it.each(['/gioi-thieu', '/dich-vu/nha-hang-dinh-may', '/bang-gia-ve'])('serves %s whole, with the answers its components asked for after the page', async (url) => {
    const { body } = await served(url);
    expect(serverRendered(body)).toBe(true);
    expect(mainIsWhole(body)).toBe(true);
    const answers = /<\/div><script type="application\/json" id="page-answers">(.*?)<\/script>/.exec(body)?.[1];
    expect((JSON.parse(answers!) as { locale: string; queries: unknown[] }).queries.length).toBeGreaterThan(0);
  });

  it('does not keep a page rendered with a placeholder in its <main>', async () => {
    const release = (await shellRenderer(distDir, remoteMap()))!;
    const renders = jest
      .spyOn(release.renderer, 'render')
      .mockResolvedValue({ html: '<main id="main"><div aria-busy="true"></div></main>', answers: [], pending: 1 });
    try {
      const url = '/?utm_source=placeholder';
      await served(url);
      await served(url);
      expect(renders).toHaveBeenCalledTimes(2);
    } finally {
      renders.mockRestore();
    }
  });

  it('leaves a signed-in page to the browser: what it shows depends on who asks', async () => {
    const { body } = await served('/dashboard');
    expect(serverRendered(body)).toBe(false);
    expect(body).toContain('boot-overlay');
  });

  it('sends the document rendered in the browser when the page\'s remote has no server build', async () => {
    const live = remoteMap();
    const version = path.posix.basename(path.posix.dirname(live.content!));
    const browserOnly = `${version}-document-without-server`;
    cpSync(path.join(distDir, 'remotes/content', version), path.join(distDir, 'remotes/content', browserOnly), { recursive: true });
    rmSync(path.join(distDir, 'remotes/content', browserOnly, 'server'), { recursive: true });
    writeFileSync(path.join(distDir, 'remotes.json'), JSON.stringify({ ...live, content: live.content!.replace(version, browserOnly) }));
    try {
      const { response, body } = await served('/');
      expect(response.statusCode).toBe(200);
      expect(serverRendered(body)).toBe(false);
      expect(body).toContain('<div id="root"><div class=boot-overlay');
      expect(body).toContain('<meta name="description"');
    } finally {
      writeFileSync(path.join(distDir, 'remotes.json'), JSON.stringify(live));
    }
    expect(serverRendered((await served('/')).body)).toBe(true);
  });

  it("renders a canary's visitors with the canary's remote and texts, and the others with the stable one's, each kept apart", async () => {
    const live = remoteMap();
    const version = path.posix.basename(path.posix.dirname(live.content!));
    const canary = `${version}-canary`;
    const canaryFolder = path.join(distDir, 'remotes/content', canary);
    cpSync(path.join(distDir, 'remotes/content', version), canaryFolder, { recursive: true });
    // The canary says its home page's title differently: both releases register the same namespace.
    const texts = path.join(canaryFolder, 'server/texts-en.js');
    writeFileSync(texts, readFileSync(texts, 'utf8').replace('Discover the cable car area', 'Discover the canary'));
    const canaries = path.join(distDir, 'canaries.json');
    writeFileSync(canaries, JSON.stringify({ content: { version: canary, percent: 50, startedAt: new Date().toISOString(), minutes: 30, promote: 'auto' } }));
    const as = async (cohort: number, url = '/?utm_source=canary') =>
      (await app.inject({ method: 'GET', url, headers: { cookie: `release_cohort=${cohort}; locale=en` } })).body;
    try {
      for (let round = 0; round < 2; round += 1) {
        const [inCanary, stable] = [await as(10), await as(90)];
        expect([serverRendered(inCanary), serverRendered(stable)]).toEqual([true, true]);
        expect([h1(inCanary), h1(stable)]).toEqual(['Discover the canary', 'Discover the cable car area']);
        expect(inCanary).toContain(`href="/remotes/content/${canary}/`);
        expect(stable).not.toContain(canary);
      }
    } finally {
      rmSync(canaries);
    }
    expect(h1(await as(10))).toBe('Discover the cable car area');
  });

  it('does not serve the server builds to browsers', async () => {
    const content = path.posix.dirname(remoteMap().content!);
    for (const url of ['/server/entry.json', `${content}/server/remoteEntry.js`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('mainIsWhole', () => {
  it('is false while a loading placeholder is inside <main>, and true otherwise', () => {
    expect(mainIsWhole('<header aria-busy="true"></header><main id="main"><h1>Giới thiệu</h1></main>')).toBe(true);
    expect(mainIsWhole('<main id="main"><div aria-busy="true" class="skeleton"></div></main>')).toBe(false);
    expect(mainIsWhole("<main><section><p aria-busy='true'></p></section></main>")).toBe(false);
    expect(mainIsWhole('<main><div aria-busy="false"></div></main>')).toBe(true);
    expect(mainIsWhole('<div id="root"></div>')).toBe(true);
  });
});
