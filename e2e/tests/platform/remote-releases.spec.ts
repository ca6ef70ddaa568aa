/**
 * A team changes its remote, or adds a page to it, and releases that remote alone: the running
 * server shows the change without a new shell or API and without a restart, a tab opened before
 * the release keeps working, and a rollback takes the change away. An added page comes in both
 * languages, with its title in the served HTML, its address in sitemap.xml and its entry in the
 * menu. A new team's remote, made from the template, goes live the same way. All follow the README
 * ("Releasing one remote", "Add a page to a remote", "Add a remote") in a clone of the commit, which
 * releases into a copy of the built site that a server of its own serves.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

const { cloneCheckout, copyTree, repoRoot } = require('../../../scripts/clone-checkout.cjs') as {
  cloneCheckout: () => string;
  copyTree: (from: string, to: string) => void;
  repoRoot: string;
};

const PORT = 8196;
const siteURL = `http://127.0.0.1:${PORT}`;
const editor = { email: 'editor@releases.test', password: 'releases-password' };
const customer = { email: 'customer@releases.test', password: editor.password };
const admin = { email: 'admin@releases.test', password: editor.password };
/** The canary rule as this server runs it: a check a second, and a verdict from a few page views. */
const CANARY_CHECK_SECONDS = 1;
const CANARY_MIN_PAGE_VIEWS = 3;

/** Signs in through the form on the releases' own server. */
async function signInThere(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu').fill(editor.password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
}

const PAGE = `import { useLocale } from '@storefront/shared/i18n/use-locale';

const text = {
  vi: { title: 'Thẻ quà tặng', body: 'Tặng người thân một chuyến cáp treo.' },
  en: { title: 'Gift cards', body: 'Give someone a cable-car ride.' },
};

export default function GiftCardsPage() {
  const [locale] = useLocale();
  return (
    <section>
      <h1>{text[locale].title}</h1>
      <p>{text[locale].body}</p>
    </section>
  );
}
`;

/** Writes `insert` right after the first `anchor` of a file of the checkout. */
function insertAfter(checkout: string, file: string, anchor: string, insert: string): void {
  const target = path.join(checkout, file);
  const source = readFileSync(target, 'utf8');
  expect(source, `${file} has "${anchor}"`).toContain(anchor);
  writeFileSync(target, source.replace(anchor, `${anchor}\n${insert}`));
}

function run(checkout: string, script: string, remote = 'commerce', ...options: string[]): string {
  return execFileSync(process.execPath, [`scripts/${script}.mjs`, remote, ...options], { cwd: checkout, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const releaseFile = (name: string) => JSON.parse(readFileSync(path.join(checkout, 'dist', name), 'utf8')) as Record<string, unknown>;

/** The first heading of the page the server rendered into the document at `address`, as a reader in `locale` gets it. */
async function servedHeading(address: string, locale: 'vi' | 'en'): Promise<string | undefined> {
  const html = await (await fetch(`${siteURL}${address}`, { headers: { cookie: `locale=${locale}` } })).text();
  return /<div id="root" data-server-rendered>[\s\S]*?<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (await fetch(`${siteURL}/healthz`).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server on ${siteURL} did not start`);
}

test.describe.configure({ mode: 'serial', timeout: 600_000 });

let checkout: string;
let dataDir: string;
let server: ChildProcess;

test.beforeAll(async () => {
  // A clone with its packages linked in, and a server migrating and seeding a fresh database:
  // well over the default minute on a busy two-core machine.
  test.setTimeout(300_000);
  checkout = cloneCheckout();
  copyTree(path.join(repoRoot, 'dist'), path.join(checkout, 'dist'));
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sf-remote-releases-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: siteURL,
    DIST_DIR: path.join(checkout, 'dist'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    CANARY_CHECK_SECONDS: String(CANARY_CHECK_SECONDS),
    CANARY_MIN_PAGE_VIEWS: String(CANARY_MIN_PAGE_VIEWS),
  };
  delete env.DATABASE_URL;
  // Staff who open the dashboard sections a new remote adds (before the server owns the database).
  for (const [email, role] of [[editor.email, 'editor'], [customer.email, 'customer'], [admin.email, 'admin']]) {
    execFileSync(process.execPath, [path.join(repoRoot, 'api/dist/user-create.mjs'), '--email', email!, '--password', editor.password, '--role', role!], { cwd: repoRoot, env, stdio: 'ignore' });
  }
  server = spawn(process.execPath, [path.join(repoRoot, 'api/dist/main.mjs')], { cwd: repoRoot, env, stdio: 'inherit' });
  await waitForServer();
});

test.afterAll(() => {
  server?.kill();
  for (const dir of [checkout, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

test('a changed remote goes live with its release alone, an open tab keeps working, and a rollback brings the old one back', async ({ browser }) => {
  const texts = path.join(checkout, 'mfe-commerce/src/lib/locales/en.ts');
  const original = readFileSync(texts, 'utf8');
  const shellBefore = readFileSync(path.join(checkout, 'dist/shell/index.html'));
  const remoteMap = readFileSync(path.join(checkout, 'dist/remotes.json'), 'utf8');
  const page = await browser.newPage({ baseURL: siteURL });
  await page.context().addCookies([{ name: 'locale', value: 'en', url: siteURL }]);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  // A tab opened before the release.
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  writeFileSync(texts, original.replace("listTitle: 'Tickets',", "listTitle: 'Tickets and passes',"));
  expect(run(checkout, 'release')).toMatch(/commerce: released /);
  expect(readFileSync(path.join(checkout, 'dist/shell/index.html')).equals(shellBefore), 'the shell is not rebuilt').toBe(true);
  expect(readFileSync(path.join(checkout, 'dist/remotes.json'), 'utf8')).not.toBe(remoteMap);

  // The open tab keeps working on its version.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Ticket prices' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket prices' })).toBeVisible();
  // A fresh load shows the new version, rendered by the server's copy of it too.
  expect(await servedHeading('/tickets', 'en')).toBe('Tickets and passes');
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets and passes' })).toBeVisible();

  expect(run(checkout, 'rollback')).toMatch(/commerce: rolled back/);
  expect(readFileSync(path.join(checkout, 'dist/remotes.json'), 'utf8')).toBe(remoteMap);
  expect(await servedHeading('/tickets', 'en')).toBe('Tickets');
  await page.goto('/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await page.close();
  execFileSync('git', ['checkout', '--', 'mfe-commerce'], { cwd: checkout });
});

/** A fresh visitor's product page, in the release cohort the site gives them; whether that cohort has the canary. */
async function visitProduct(browser: Browser): Promise<{ context: BrowserContext; page: Page; canary: boolean; reporterLoaded: Promise<unknown> }> {
  const context = await browser.newContext({ baseURL: siteURL });
  const page = await context.newPage();
  // The shell loads its field reporter once the page is idle.
  const reporterLoaded = page.waitForResponse((response) => /\/field-signals\.[0-9a-f]+\.js$/.test(response.url()));
  await page.goto(PRODUCT);
  const cohort = Number((await context.cookies()).find((cookie) => cookie.name === 'release_cohort')?.value);
  expect(cohort, 'the site put the visitor in a cohort').toBeGreaterThanOrEqual(0);
  return { context, page, canary: cohort < 50, reporterLoaded };
}

/** Hides the page, as a visitor switching away does: the reporter sends what the page reported. */
async function hide(page: Page, reporterLoaded: Promise<unknown>): Promise<void> {
  await reporterLoaded;
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/field-signals'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await sent;
}

const PRODUCT = '/san-pham/tra-shan-tuyet-co-thu';

test('a canary whose product page throws reaches only its cohort, and the rule rolls it back by itself', async ({ browser }) => {
  test.setTimeout(300_000);
  const stable = releaseFile('remotes.json').commerce;
  insertAfter(checkout, 'mfe-commerce/src/features/catalog/pages/product-detail-page.tsx', 'export default function ProductDetailPage() {', "  throw new Error('the product page is broken');");
  expect(run(checkout, 'release', 'commerce', '--canary', '50')).toMatch(/commerce: \S+ as a canary for 50 % of visitors/);
  execFileSync('git', ['checkout', '--', 'mfe-commerce'], { cwd: checkout });
  expect(releaseFile('remotes.json').commerce, 'the stable version stays').toBe(stable);

  // Fresh visitors, until the rule has ended the canary and visitors of both cohorts came.
  const failed = 'Không thể tải phần này của trang. Vui lòng thử lại.';
  let canaryFailures = 0;
  let stableViews = 0;
  let signedIn: { context: BrowserContext; page: Page } | undefined;
  let lastReport = 0;
  for (let visitor = 0; visitor < 40 && (canaryFailures === 0 || stableViews === 0 || Object.keys(releaseFile('canaries.json')).length > 0); visitor += 1) {
    const { context, page, canary, reporterLoaded } = await visitProduct(browser);
    const boundary = page.locator('main [data-boundary="commerce"]');
    const heading = boundary.getByRole('heading', { level: 1 });
    await expect(boundary.getByText(failed).or(heading)).toBeVisible({ timeout: 20_000 });
    if (await heading.isVisible()) {
      // A stable visitor never fails; a canary visitor gets the stable page only once the rule ended the canary.
      if (canary) expect(releaseFile('canaries.json'), 'a canary visitor got the stable page while the canary ran').toEqual({});
      else stableViews += 1;
    } else {
      expect(canary, 'a stable visitor got the broken page').toBe(true);
      await expect(boundary.getByRole('button', { name: 'Thử lại' })).toBeVisible();
      canaryFailures += 1;
    }
    await hide(page, reporterLoaded);
    lastReport = Date.now();
    if (canary && !signedIn) {
      // A canary visitor who is signed in stays so through the rollback.
      await signInThere(page, customer.email);
      signedIn = { context, page };
      continue;
    }
    await context.close();
  }
  expect(canaryFailures).toBeGreaterThanOrEqual(1);
  expect(stableViews).toBeGreaterThanOrEqual(1);

  // The rule sees the canary's errors and ends it, within the time the README states.
  await expect.poll(() => releaseFile('canaries.json'), { timeout: (CANARY_CHECK_SECONDS + 10) * 1000, intervals: [250] }).toEqual({});
  test.info().annotations.push({ type: 'rollback', description: `ended ${((Date.now() - lastReport) / 1000).toFixed(1)} s after the last report at the latest` });
  expect(releaseFile('remotes.json').commerce).toBe(stable);

  // Every visitor gets the stable version now, the canary's own included, still signed in.
  await signedIn!.page.goto(PRODUCT);
  await expect(signedIn!.page.locator('main [data-boundary="commerce"]').getByRole('heading', { level: 1 })).toBeVisible();
  await signedIn!.page.goto('/dashboard/orders');
  await expect(signedIn!.page).toHaveURL(/\/dashboard\/orders$/);
  await signedIn!.context.close();
});

test('an admin promotes a healthy canary from the releases screen, and it reaches every visitor', async ({ browser }) => {
  // The version the first test released and rolled back, as a canary again, to be promoted by a person.
  const history = releaseFile('remotes/history.json').commerce as string[];
  const stable = releaseFile('remotes.json').commerce as string;
  const healthy = history.at(-1)!;
  expect(stable).not.toContain(healthy);
  expect(run(checkout, 'release', 'commerce', '--version', healthy, '--canary', '50', '--manual')).toContain(`commerce: ${healthy} as a canary for 50 % of visitors`);

  const page = await browser.newPage({ baseURL: siteURL });
  await signInThere(page, admin.email);
  await page.goto('/dashboard/releases');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'commerce' }) });
  await expect(card.getByRole('row', { name: /Thử nghiệm/ })).toContainText(healthy);
  await card.getByRole('button', { name: `Đưa ${healthy} đến mọi khách` }).click();
  await expect(page.getByText(`commerce ${healthy} đã đến mọi khách`)).toBeVisible();
  expect(releaseFile('remotes.json').commerce).toBe(`/remotes/commerce/${healthy}/mf-manifest.json`);
  expect(releaseFile('canaries.json')).toEqual({});
  await expect(card.getByText(/đưa .* lên chính thức, do quản trị viên/)).toBeVisible();
  await page.close();

  // A fresh visitor of either cohort gets it; a rollback takes it away again.
  expect(await servedHeading('/tickets', 'en')).toBe('Tickets and passes');
  expect(run(checkout, 'rollback')).toMatch(/commerce: rolled back/);
  expect(releaseFile('remotes.json').commerce).toBe(stable);
});

test("a release that would take another remote's address is refused, and changes nothing", () => {
  const remoteMap = readFileSync(path.join(checkout, 'dist/remotes.json'), 'utf8');
  insertAfter(checkout, 'mfe-commerce/src/app/description.ts', '  pages: {', "    dishes: { paths: { en: '/menu', vi: '/mon-an' } },");
  insertAfter(checkout, 'mfe-commerce/src/app/routes.ts', 'export const pages: PageLoaders<typeof description> = {', "  dishes: () => import('../features/catalog/pages/product-list-page'),");
  let refusal = '';
  try {
    run(checkout, 'release');
  } catch (error) {
    refusal = String((error as { stderr?: string }).stderr);
  }
  expect(refusal).toContain('commerce: page dishes: the address /menu belongs to content');
  expect(readFileSync(path.join(checkout, 'dist/remotes.json'), 'utf8')).toBe(remoteMap);
  execFileSync('git', ['checkout', '--', 'mfe-commerce'], { cwd: checkout });
});

test('a page added to commerce goes live with its release alone, and leaves with its rollback', async ({ browser }) => {
  // The steps of "Add a page to a remote": the page, its description, its loader.
  writeFileSync(path.join(checkout, 'mfe-commerce/src/features/catalog/pages/gift-cards-page.tsx'), PAGE);
  insertAfter(
    checkout,
    'mfe-commerce/src/app/description.ts',
    '  pages: {',
    "    giftCards: { paths: { en: '/gift-cards', vi: '/the-qua-tang' }, title: { vi: 'Thẻ quà tặng', en: 'Gift cards' } },",
  );
  insertAfter(
    checkout,
    'mfe-commerce/src/app/description.ts',
    '  navigation: [',
    "    { page: 'giftCards', label: { en: 'Gift cards', vi: 'Thẻ quà tặng' }, positions: { header: 45 } },",
  );
  insertAfter(
    checkout,
    'mfe-commerce/src/app/routes.ts',
    'export const pages: PageLoaders<typeof description> = {',
    "  giftCards: () => import(/* webpackChunkName: \"page-giftCards\" */ '../features/catalog/pages/gift-cards-page'),",
  );
  const shellBefore = readFileSync(path.join(checkout, 'dist/shell/index.html'));

  expect(run(checkout, 'release')).toMatch(/commerce: released /);
  expect(readFileSync(path.join(checkout, 'dist/shell/index.html')).equals(shellBefore), 'the shell is not rebuilt').toBe(true);

  const page = await browser.newPage({ baseURL: siteURL });
  for (const [locale, address, title] of [
    ['vi', '/the-qua-tang', 'Thẻ quà tặng'],
    ['en', '/gift-cards', 'Gift cards'],
  ] as const) {
    const served = await fetch(`${siteURL}${address}`, { headers: { cookie: `locale=${locale}` } });
    expect(served.status, address).toBe(200);
    const html = await served.text();
    expect(html, `${address} as served`).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
    expect(/<div id="root" data-server-rendered>[\s\S]*<h1>([^<]*)<\/h1>/.exec(html)?.[1], `${address} rendered by the server`).toBe(title);

    await page.context().addCookies([{ name: 'locale', value: locale, url: siteURL }]);
    await page.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
    await page.goto(address);
    await expect(page.locator('main [data-boundary="commerce"]').getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: locale === 'vi' ? 'Điều hướng chính' : 'Main navigation' }).getByRole('link', { name: title })).toHaveAttribute(
      'href',
      address,
    );
  }
  const sitemap = await (await fetch(`${siteURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${siteURL}/the-qua-tang`);
  expect(sitemap).toContain('hreflang="en" href="' + `${siteURL}/gift-cards"`);

  expect(run(checkout, 'rollback')).toMatch(/commerce: rolled back/);
  expect((await fetch(`${siteURL}/the-qua-tang`)).status).toBe(404);
  expect(await (await fetch(`${siteURL}/sitemap.xml`)).text()).not.toContain('/the-qua-tang');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Gift cards' })).toHaveCount(0);
  await page.close();
});

test('a remote made from the template goes live with its first release, its page for everyone and its dashboard section for the staff its area allows', async ({ browser }) => {
  expect(run(checkout, 'new-remote', 'events')).toContain('mfe-events/ is ready');
  expect(run(checkout, 'release', 'events')).toMatch(/events: released /);

  const served = await fetch(`${siteURL}/events`);
  expect(served.status).toBe(200);
  const html = await served.text();
  expect(html).toContain('<title>events</title>');
  expect(html, 'rendered by the server from its first release').toContain('<div id="root" data-server-rendered>');
  const page = await browser.newPage({ baseURL: siteURL });
  await page.goto('/events');
  await expect(page.locator('main [data-boundary="events"]').getByRole('heading', { level: 1, name: 'events' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'events' })).toHaveAttribute('href', '/events');
  await page.close();

  // Its dashboard section, with no shell, account or API release: in the menu of the roles its
  // area allows, in its group, and rendered by the events remote in its own boundary.
  const staff = await browser.newPage({ baseURL: siteURL });
  await signInThere(staff, editor.email);
  await staff.goto('/dashboard');
  const nav = staff.getByRole('navigation', { name: 'Mục tài khoản' });
  await expect(nav.getByRole('region', { name: 'Nội dung' }).getByRole('link', { name: 'events', exact: true })).toHaveAttribute('href', '/dashboard/events');
  await nav.getByRole('link', { name: 'events', exact: true }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'events' })).toBeVisible();
  await expect(staff.locator('main [data-boundary="events"]')).toContainText('Bàn làm việc của nhóm events.');
  await staff.close();

  const visitor = await browser.newPage({ baseURL: siteURL });
  await signInThere(visitor, customer.email);
  await visitor.goto('/dashboard/events');
  await expect(visitor.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: 'Mục tài khoản' }).getByRole('link', { name: 'events', exact: true })).toHaveCount(0);
  await expect(visitor.locator('main [data-boundary="events"]')).toHaveCount(0);
  await visitor.close();
});

test('a remote that needs shared modules the live shell does not provide is refused, and shows its fallback if it goes live anyway', async ({ browser }) => {
  // The release check: the shell provides @storefront/shared 1.x.
  const manifest = path.join(checkout, 'mfe-events/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
  writeFileSync(manifest, JSON.stringify({ ...pkg, dependencies: { ...pkg.dependencies, '@storefront/shared': '^2.0.0' } }));
  const remoteMap = readFileSync(path.join(checkout, 'dist/remotes.json'), 'utf8');
  let refusal = '';
  try {
    run(checkout, 'release', 'events');
  } catch (error) {
    refusal = String((error as { stderr?: string }).stderr);
  }
  expect(refusal).toContain('events: needs @storefront/shared/routes/router ^2.0.0, and the shell provides 1.0.0');
  expect(readFileSync(path.join(checkout, 'dist/remotes.json'), 'utf8')).toBe(remoteMap);

  // At run time, as when a release built for a newer shell is switched in by hand: the live
  // events build, asking for 2.x, loads into its boundary's fallback and the shell keeps working.
  const live = (JSON.parse(remoteMap) as Record<string, string>).events!;
  const folder = path.join(checkout, 'dist', path.dirname(live));
  const incompatible = `${folder}-needs-2`;
  execFileSync('cp', ['-r', folder, incompatible]);
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const target = path.join(incompatible, file);
    writeFileSync(target, readFileSync(target, 'utf8').replaceAll('"^1.0.0"', '"^2.0.0"'));
    rmSync(`${target}.gz`, { force: true });
    rmSync(`${target}.br`, { force: true });
  }
  writeFileSync(path.join(checkout, 'dist/remotes.json'), JSON.stringify({ ...JSON.parse(remoteMap), events: `${path.dirname(live)}-needs-2/mf-manifest.json` }));
  const page = await browser.newPage({ baseURL: siteURL });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/events');
  const boundary = page.locator('main [data-boundary="events"]');
  await expect(boundary.getByText(/Không thể tải phần này|could not be loaded/)).toBeVisible({ timeout: 20_000 });
  await expect(boundary.getByRole('button')).toBeVisible();
  // The federation runtime withholds the shell's 1.x modules from a remote that strictly needs 2.x
  // (without the strict requirement it would hand them over and run the page against them).
  expect(messages.join('\n'), 'the page failed inside its boundary').toContain('[error-boundary] events/routes#eventsHome failed');
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  await page.goto('/san-pham');
  await expect(page.locator('main [data-boundary="commerce"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.close();
});
