import { screen, within } from '@testing-library/react';
import { shownToasts } from '@storefront/shared/ui/test-render';
import userEvent from '@testing-library/user-event';
import { eq, ne, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderStaff } from '../../../testing/render';
import { ProductConsole } from '../components/product-console';

// Typing prices into a console of every product, against the real API: seconds each on a machine
// busy with the other suites.
jest.setTimeout(30_000);

const api = withTestApi();
const admin = { role: 'admin' as const };
const SLUG = 'gio-may-tre-dan';

async function basketRow() {
  const [row] = await api.db.select().from(tables.products).where(eq(tables.products.slug, SLUG));
  return row!;
}

async function basketItem(name = 'Giỏ mây tre đan') {
  return (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
}

describe('ProductConsole', () => {
  it('refuses a sale price above the price on its field and sends nothing', async () => {
    await renderStaff(<ProductConsole />, { api, as: admin });
    const item = await basketItem();
    await userEvent.type(within(item).getByLabelText(/Giá khuyến mãi/), '999000');
    await userEvent.click(within(item).getByRole('button', { name: 'Lưu sản phẩm' }));
    expect(await within(item).findByText('Giá khuyến mãi phải thấp hơn giá bán')).toBeInTheDocument();
    expect(api.callsTo('product.update')).toEqual([]);
    expect((await basketRow()).compareAtPrice).toBeNull();
  });

  it('saves a price and a sale price: the product sells at the sale price with the price struck through', async () => {
    await renderStaff(<ProductConsole />, { api, as: admin });
    const item = await basketItem();
    const price = within(item).getByLabelText(/Giá bán/);
    await userEvent.clear(price);
    await userEvent.type(price, '200000');
    await userEvent.type(within(item).getByLabelText(/Giá khuyến mãi/), '170000');
    await userEvent.click(within(item).getByRole('button', { name: 'Lưu sản phẩm' }));
    expect(await screen.findByText('Đã lưu Giỏ mây tre đan')).toBeInTheDocument();
    expect(api.callsTo('product.update')).toEqual([expect.objectContaining({ slug: SLUG, price: 200_000, salePrice: 170_000, name: { vi: 'Giỏ mây tre đan', en: 'Woven rattan basket' } })]);
    expect(await basketRow()).toMatchObject({ price: 170_000, compareAtPrice: 200_000 });
  });

  it('shows the units held by open checkouts beside each option\'s stock', async () => {
    await renderStaff(<ProductConsole />, { api, as: admin });
    const item = await basketItem();
    expect(within(item).getByLabelText(/Tồn kho/)).toHaveAccessibleDescription(/0 đang giữ cho đơn chưa thanh toán/);
  });

  describe('related and cross-sell products', () => {
    const names = {
      vi: { open: /^Sản phẩm liên quan và mua kèm/, form: 'Sản phẩm liên quan và mua kèm của Giỏ mây tre đan', related: 'Sản phẩm liên quan', crossSell: 'Thường được mua cùng', save: 'Lưu sản phẩm liên quan' },
      en: { open: /^Related and cross-sell products/, form: 'Related and cross-sell products of Giỏ mây tre đan', related: 'Related products', crossSell: 'Frequently bought together', save: 'Save related products' },
    } as const;

    async function openRelations(locale: 'vi' | 'en') {
      const item = await basketItem(locale === 'vi' ? 'Giỏ mây tre đan' : 'Woven rattan basket');
      await userEvent.click(within(item).getByRole('button', { name: names[locale].open }));
      return within(item).getByRole('form', { name: names[locale].form });
    }

    async function add(form: HTMLElement, locale: 'vi' | 'en', list: 'related' | 'crossSell', product: string) {
      const title = names[locale][list];
      await userEvent.selectOptions(within(form).getByLabelText(locale === 'vi' ? `Thêm vào “${title}”` : `Add to “${title}”`), product);
      await userEvent.click(within(form).getByRole('button', { name: locale === 'vi' ? `Thêm sản phẩm đã chọn vào “${title}”` : `Add the chosen product to “${title}”` }));
    }

    async function relationsOfBasket() {
      const [basket] = await api.db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.slug, SLUG));
      return api.db.select({ relatedProductId: tables.productRelations.relatedProductId, kind: tables.productRelations.kind }).from(tables.productRelations).where(eq(tables.productRelations.productId, basket!.id));
    }

    afterEach(async () => {
      const [basket] = await api.db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.slug, SLUG));
      await api.db.delete(tables.productRelations).where(eq(tables.productRelations.productId, basket!.id));
    });

    it('adds a cross-sell product and removes a related one, saved together as the product page lists them', async () => {
      await renderStaff(<ProductConsole />, { api, as: admin });
      const form = await openRelations('vi');
      expect(within(form).getAllByText('Chưa chọn sản phẩm nào.')).toHaveLength(2);
      await add(form, 'vi', 'crossSell', 'Khăn thổ cẩm');
      await add(form, 'vi', 'related', 'Vòng bạc chạm hoa văn');
      expect(within(form).getByRole('list', { name: 'Sản phẩm liên quan' })).toHaveTextContent('Vòng bạc chạm hoa văn');
      await userEvent.click(within(form).getByRole('button', { name: 'Bỏ Vòng bạc chạm hoa văn khỏi “Sản phẩm liên quan”' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Lưu sản phẩm liên quan' }));
      expect(await screen.findByText('Đã lưu sản phẩm liên quan của Giỏ mây tre đan')).toBeInTheDocument();
      const [scarf] = await api.db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.slug, 'khan-tho-cam'));
      expect(api.callsTo('product.setRelations')).toEqual([expect.objectContaining({ related: [], crossSell: [scarf!.id] })]);
      expect(await relationsOfBasket()).toEqual([{ relatedProductId: scarf!.id, kind: 'cross_sell' }]);
      expect(shownToasts()).toEqual(['Đã lưu sản phẩm liên quan của Giỏ mây tre đan']);
      // The button counts what was saved. Looked for within the product: naming every button of the
      // whole console on each try is slow enough on a busy machine to outlast the wait.
      expect(await within(await basketItem()).findByRole('button', { name: 'Sản phẩm liên quan và mua kèm (1)' })).toBeInTheDocument();
    }, 30_000);

    it.each([
      ['vi', 'Tối đa 8 mục'],
      ['en', 'At most 8 items'],
    ] as const)('refuses a ninth related product at its list (%s) and sends nothing', async (locale, message) => {
      const [basket] = await api.db.select({ id: tables.products.id }).from(tables.products).where(eq(tables.products.slug, SLUG));
      const others = await api.db.select({ id: tables.products.id, name: tables.products.name }).from(tables.products).where(ne(tables.products.id, basket!.id)).orderBy(tables.products.id);
      await api.db.insert(tables.productRelations).values(others.slice(0, 8).map((other) => ({ productId: basket!.id, relatedProductId: other.id, kind: 'related' as const })));
      await renderStaff(<ProductConsole />, { api, as: admin, locale });
      const form = await openRelations(locale);
      await add(form, locale, 'related', locale === 'vi' ? others[8]!.name.vi : others[8]!.name.en!);
      await userEvent.click(within(form).getByRole('button', { name: names[locale].save }));
      const related = within(form).getByRole('group', { name: names[locale].related });
      expect(await within(related).findByRole('alert')).toHaveTextContent(message);
      expect(api.callsTo('product.setRelations')).toEqual([]);
      expect(await relationsOfBasket()).toHaveLength(8);
    }, 30_000);
  });
});
