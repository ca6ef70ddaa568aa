/** Runtime composition: one React, remotes fetched only when needed, a dead remote stays contained. */
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../../support/hydration';
import { useLocale } from '../../support/locale';
import { chooseVisitDay, vietnamDate } from '../../support/purchase';

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

test('React and react-dom are downloaded exactly once, from the shell', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/');
  await page.goto('/san-pham');
  await expect(page.locator('[data-boundary="commerce"] h1').first()).toBeVisible();
  await page.goto('/dashboard');
  await page.goto('/auth/login');
  await expect(page.locator('[data-boundary="account"] h1').first()).toBeVisible();

  const remoteMap = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  for (const manifestUrl of Object.values(remoteMap)) {
    const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
    const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const reactFiles = manifest.shared
      .filter((shared) => /^react(-dom)?(\/|$)/.test(shared.name))
      .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
      .map((file) => folder + file);
    expect(scripts.filter((script) => reactFiles.includes(script)), `${manifestUrl} served no React copy`).toEqual([]);
  }

  const providers = await page.evaluate(() => {
    type Share = Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Share> } }).__FEDERATION__.__SHARE__;
    const loaded: string[] = [];
    for (const scope of Object.values(scopes)) {
      for (const name of ['react', 'react-dom']) {
        for (const version of Object.values(scope.default?.[name] ?? {})) if (version.loaded) loaded.push(`${name} from ${version.from}`);
      }
    }
    return [...new Set(loaded)];
  });
  expect(providers.sort()).toEqual(['react from shell', 'react-dom from shell']);
});

test('a remote is fetched only when one of its pages or fragments is shown', async ({ page }) => {
  const remoteEntries = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/(\w+)\/[^/]+\/remoteEntry\.js/.exec(request.url());
    if (match) remoteEntries.add(match[1]!);
  });
  await page.goto('/auth/login');
  await expect(page.locator('[data-boundary="account"] h1').first()).toBeVisible();
  // The auth layout shows no header fragments and no content or commerce page.
  expect([...remoteEntries]).toEqual(['account']);
});

test('the header loads the commerce badge only once the cart has items', async ({ page, context }) => {
  await useLocale(context, 'vi');
  const remoteEntries = new Set<string>();
  page.on('request', (request) => {
    const match = /\/remotes\/(\w+)\/[^/]+\/remoteEntry\.js/.exec(request.url());
    if (match) remoteEntries.add(match[1]!);
  });
  const cart = page.getByRole('banner').getByTestId('cart-badge');

  // An empty cart on a content page: the shell's own link, and no commerce script. (Without the
  // next pages fetched ahead, which would bring commerce's a second after the page settles.)
  await page.goto('/gioi-thieu?prefetch=off');
  await expect(page.locator('[data-boundary="content"] h1').first()).toBeVisible();
  await expect(cart).toHaveAccessibleName('Giỏ hàng, 0 sản phẩm');
  await expect(cart).toHaveAttribute('href', '/checkout/ticket');
  await page.waitForLoadState('networkidle');
  expect([...remoteEntries]).toEqual(['content']);

  // Two tickets in the cart: the count follows at once, and stays on the next content page.
  await page.goto('/dat-ve');
  await chooseVisitDay(page, 'vi', vietnamDate(3));
  await page.getByRole('button', { name: 'Tăng Người lớn' }).click();
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(cart).toHaveAccessibleName('Giỏ hàng, 2 sản phẩm');
  await page.goto('/gioi-thieu');
  await expect(page.locator('[data-boundary="content"] h1').first()).toBeVisible();
  await expect(cart).toHaveAccessibleName('Giỏ hàng, 2 sản phẩm');
  await expect(page.getByRole('banner').locator('[data-boundary="commerce"]')).toBeAttached();
});

test('with the commerce remote unreachable the shell and the other remotes keep working', async ({ page, context }) => {
  await useLocale(context, 'vi');
  await page.route('**/remotes/commerce/**', (route) => route.abort('failed'));
  await page.goto('/san-pham');

  const commerceArea = page.locator('main [data-boundary="commerce"]');
  await expect(commerceArea.getByRole('button', { name: 'Thử lại' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('[data-testid="loading-overlay"]')).toHaveCount(0);

  // The rest of the header and the content pages are unaffected.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Giới thiệu' }).click();
  await expect(page).toHaveURL(/\/gioi-thieu$/);
  await expect(page.locator('[data-boundary="content"] h1').first()).toBeVisible();

  // Locale switching still works with a remote down.
  await page.getByLabel('Ngôn ngữ').getByRole('link').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Once the remote is reachable again, Retry brings the page back without a reload.
  await page.unroute('**/remotes/commerce/**');
  await page.goto('/products');
  await expect(page.locator('[data-boundary="commerce"] h1').first()).toBeVisible();
});

test('client-side navigation to a page whose remote fails shows its fallback, not the old page, and Retry recovers in place', async ({ page, context }) => {
  await useLocale(context, 'vi');
  await page.goto('/gioi-thieu');
  await expect(page.locator('[data-boundary="content"] h1').first()).toBeVisible();
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  let blocked = true;
  await page.route('**/remotes/commerce/**', (route) => (blocked ? route.abort('failed') : route.continue()));

  await page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Sản phẩm' }).click();
  await expect(page).toHaveURL(/\/san-pham$/);
  const retry = page.locator('main [data-boundary="commerce"]').getByRole('button', { name: 'Thử lại' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main [data-boundary="content"]')).toHaveCount(0);

  blocked = false;
  await retry.click();
  await expect(page.locator('main [data-boundary="commerce"] h1').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('retry after a failed remote load really loads it again', async ({ page, context }) => {
  await useLocale(context, 'en');
  let blocked = true;
  await page.route('**/remotes/content/**', (route) => (blocked ? route.abort('failed') : route.continue()));
  await page.goto('/about');
  const retry = page.locator('main [data-boundary="content"]').getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible({ timeout: 20_000 });
  blocked = false;
  await retry.click();
  // The remote's entry and the page's chunks load afresh: as long as the failure's wait on a busy machine.
  await expect(page.locator('[data-boundary="content"] h1').first()).toBeVisible({ timeout: 20_000 });
});

test('the loading overlay hides once the shell has started', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-testid="loading-overlay"]')).toHaveCount(0, { timeout: 6_000 });
});
