/**
 * The admins' product console end to end, in both languages: a price and sale price saved there
 * are what the product page shows and checkout charges, a sale price above the price is refused
 * on the field, and a product hidden there leaves the public list. It works on the rattan basket,
 * which no other spec buys, and puts the basket back as it was at the end.
 */
import { expect, test, type Page } from '@playwright/test';
import { mutate, query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { texts } from '../../support/purchase';
import { admin, staff } from '../../support/staff';
import { signIn } from '../account/account-support';

const SLUG = 'gio-may-tre-dan';

interface ConsoleProduct {
  id: number;
  slug: string;
  categoryId: number;
  name: { vi: string; en?: string };
  summary: { vi: string; en?: string };
  price: number;
  salePrice: number | null;
  imageUrl: string;
  isActive: boolean;
}

/** A field's label (the required mark follows it), and not the labels that merely contain it. */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}`);

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

/** The basket's card as the console sends it, so the spec can put it back. */
function form(product: ConsoleProduct) {
  const { id, slug, categoryId, name, summary, price, salePrice, imageUrl, isActive } = product;
  return { id, slug, categoryId, name: { vi: name.vi, en: name.en ?? '' }, summary: { vi: summary.vi, en: summary.en ?? '' }, price, salePrice, imageUrl, isActive };
}

const words = {
  vi: { section: 'Sản phẩm', name: 'Giỏ mây tre đan', price: 'Giá bán (₫)', sale: 'Giá khuyến mãi (₫)', save: 'Lưu sản phẩm', saved: 'Đã lưu Giỏ mây tre đan', saleError: 'Giá khuyến mãi phải thấp hơn giá bán', shown: 'Hiện trên cửa hàng', productPath: '/san-pham/', addToCart: 'Thêm vào giỏ hàng' },
  en: { section: 'Products', name: 'Woven rattan basket', price: 'Price (₫)', sale: 'Sale price (₫)', save: 'Save product', saved: 'Saved Giỏ mây tre đan', saleError: 'The sale price must be below the price', shown: 'Shown in the shop', productPath: '/products/', addToCart: 'Add to cart' },
} as const;

test('an admin prices, puts on sale and hides a product in the console; buyers see and pay exactly that (vi and en)', async ({ page, context }) => {
  // Two checkouts through the payment sandbox, one per language.
  test.setTimeout(180_000);
  await signIn(page, admin.email, admin.password);
  const asAdmin = { Authorization: `Bearer ${await accessToken(page)}` };
  const consoleList = await page.request.get('/api/trpc/product.adminList', { headers: asAdmin });
  const original = ((await consoleList.json()) as { result: { data: { products: ConsoleProduct[] } } }).result.data.products.find((product) => product.slug === SLUG)!;
  try {
    for (const [locale, sale] of [['vi', 170_000], ['en', 160_000]] as const) {
      const w = words[locale];
      const money = (amount: number) => amount.toLocaleString(locale === 'vi' ? 'vi-VN' : 'en-US');
      await useLocale(context, locale);
      await page.goto('/dashboard/products');
      await expect(page.getByRole('heading', { level: 1, name: w.section })).toBeVisible();
      const basket = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: w.name }) });

      // A sale price above the price is refused on its field, in the page's language, and nothing is saved.
      await basket.getByLabel(startsWith(w.price)).fill('200000');
      await basket.getByLabel(startsWith(w.sale)).fill('250000');
      await basket.getByRole('button', { name: w.save }).click();
      await expect(basket.getByText(w.saleError)).toBeVisible();

      await basket.getByLabel(startsWith(w.sale)).fill(String(sale));
      await basket.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();

      // The product page shows the sale price with the price struck through; checkout charges the sale price.
      await page.goto(`${w.productPath}${SLUG}`);
      const main = page.getByRole('main');
      await expect(main.locator('p').filter({ hasText: money(sale) }).filter({ hasText: money(200_000) })).toBeVisible();
      await page.getByRole('button', { name: w.addToCart }).click();
      await page.getByRole('banner').getByTestId('cart-badge').click();
      await expect(page).toHaveURL(/\/checkout\/ticket$/);
      await expect(page.getByRole('main').getByText(money(sale)).first()).toBeVisible();
      await page.getByLabel(locale === 'vi' ? 'Họ và tên' : 'Full name').fill('Trần Thị Bình');
      await page.getByLabel(locale === 'vi' ? 'Số điện thoại' : 'Phone number').fill('0912 345 678');
      await page.getByLabel(locale === 'vi' ? 'Địa chỉ giao hàng' : 'Delivery address').fill('12 Lê Lợi, TP Hồ Chí Minh');
      await page.getByRole('radio', { name: /VNPay/ }).check();
      await page.getByRole('button', { name: locale === 'vi' ? 'Thanh toán' : 'Pay', exact: true }).click();
      await expect(page).toHaveURL(/\/sandbox\/vnpay\/pay\?/);
      await expect(page.getByTestId('sandbox-amount')).toContainText(money(sale));
      await page.getByRole('button', { name: texts[locale].sandboxPay, exact: true }).click();
      await expect(page).toHaveURL(/\/checkout\/success\?orderCode=/);
    }

    // Hidden: gone from the public list and its page.
    await useLocale(context, 'vi');
    await page.goto('/dashboard/products');
    const basket = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: /Giỏ mây tre đan/ }) });
    await basket.getByLabel(words.vi.shown).uncheck();
    await basket.getByRole('button', { name: words.vi.save }).click();
    await expect(page.getByText(words.vi.saved)).toBeVisible();
    await expect(basket.getByRole('heading', { level: 2 })).toContainText('đang ẩn');
    const list = await query<{ items: { slug: string }[] }>(page.request, 'product.list', { pageSize: 100 });
    expect(list.items.map((item) => item.slug)).not.toContain(SLUG);
    const detail = await page.request.get(`/api/trpc/product.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: SLUG }))}`);
    expect(detail.status()).toBe(404);
  } finally {
    await mutate(page.request, 'product.update', form(original), asAdmin);
  }
});

test('a member of staff does not see the product console and the API refuses them', async ({ page }) => {
  await signIn(page, staff.email, staff.password);
  await page.goto('/dashboard/products');
  await expect(page.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeVisible();
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  expect((await page.request.get('/api/trpc/product.adminList', { headers })).status()).toBe(403);
  expect((await page.request.post('/api/trpc/product.setVariant', { data: { id: 1, price: 1, onHand: 1 }, headers })).status()).toBe(403);
});
