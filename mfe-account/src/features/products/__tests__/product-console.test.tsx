import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderAccount } from '../../../testing/render';
import { ProductConsole } from '../components/product-console';

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
    await renderAccount(<ProductConsole />, { api, as: admin });
    const item = await basketItem();
    await userEvent.type(within(item).getByLabelText(/Giá khuyến mãi/), '999000');
    await userEvent.click(within(item).getByRole('button', { name: 'Lưu sản phẩm' }));
    expect(await within(item).findByText('Giá khuyến mãi phải thấp hơn giá bán')).toBeInTheDocument();
    expect(api.callsTo('product.update')).toEqual([]);
    expect((await basketRow()).compareAtPrice).toBeNull();
  });

  it('saves a price and a sale price: the product sells at the sale price with the price struck through', async () => {
    await renderAccount(<ProductConsole />, { api, as: admin });
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
    await renderAccount(<ProductConsole />, { api, as: admin });
    const item = await basketItem();
    expect(within(item).getByLabelText(/Tồn kho/)).toHaveAccessibleDescription(/0 đang giữ cho đơn chưa thanh toán/);
  });
});
