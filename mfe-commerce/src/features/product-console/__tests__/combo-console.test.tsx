import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateToVietnamLocal } from '@storefront/shared/contracts/vietnam-time';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderStaff } from '../../../testing/render';
import { ComboConsole } from '../components/combo-console';

const api = withTestApi();
const admin = { role: 'admin' as const };
const day = 86_400_000;

/** A `datetime-local` field set as a person's picker sets it: jsdom drops each partly typed value, so typing it key by key leaves it empty. */
const pickTime = (field: HTMLElement, at: Date) => fireEvent.change(field, { target: { value: dateToVietnamLocal(at.toISOString()) } });

async function comboRow(slug: string) {
  const [row] = await api.db.select().from(tables.combos).where(eq(tables.combos.slug, slug));
  return row!;
}

async function comboItem(name: string) {
  return (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).closest('li')!;
}

/** The combos a visitor sees on a product's page. */
async function productPageCombos(slug: string) {
  return (await (await api.caller()).product.bySlug({ slug })).combos;
}

describe('ComboConsole', () => {
  it('makes a combo of two products, named in both languages, which both products\' pages then show', async () => {
    await renderStaff(<ComboConsole />, { api, as: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo combo mới' }));
    const form = screen.getByRole('form', { name: 'Combo mới' });
    await userEvent.type(within(form).getByLabelText(/^Tên combo \(tiếng Việt\)/), 'Bộ quà thủ công');
    await userEvent.type(within(form).getByLabelText(/^Tên combo \(tiếng Anh\)/), 'Handicraft set');
    await userEvent.type(within(form).getByLabelText(/^Mô tả ngắn \(tiếng Việt\)/), 'Giỏ mây và khăn thổ cẩm');
    await userEvent.type(within(form).getByLabelText(/^Đường dẫn/), 'bo-qua-thu-cong');
    await userEvent.selectOptions(within(form).getByLabelText('Sản phẩm 1'), 'Giỏ mây tre đan');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm sản phẩm' }));
    await userEvent.selectOptions(within(form).getByLabelText('Sản phẩm 2'), 'Khăn thổ cẩm');
    const price = within(form).getByLabelText(/^Giá combo/);
    // 150.000 + 280.000 bought separately.
    expect(price).toHaveAccessibleDescription('Mua lẻ: 430.000 ₫. Giá combo phải thấp hơn.');
    await userEvent.type(price, '390000');
    const endsAt = new Date(Date.now() + 3 * day);
    pickTime(within(form).getByLabelText(/^Kết thúc/), endsAt);
    await userEvent.click(within(form).getByRole('button', { name: 'Tạo combo' }));

    expect(await screen.findByText('Đã tạo combo Bộ quà thủ công')).toBeInTheDocument();
    const row = await comboRow('bo-qua-thu-cong');
    expect(row).toMatchObject({ name: { vi: 'Bộ quà thủ công', en: 'Handicraft set' }, price: 390_000, originalPrice: 430_000, saleStartsAt: null, isActive: true });
    // The form's minutes, as Vietnam's clock reads them.
    expect(dateToVietnamLocal(row.saleEndsAt!.toISOString())).toBe(dateToVietnamLocal(endsAt.toISOString()));
    expect(within(await comboItem('Bộ quà thủ công')).getByText(/Giỏ mây tre đan × 1 \+ Khăn thổ cẩm × 1/)).toBeInTheDocument();
    for (const slug of ['gio-may-tre-dan', 'khan-tho-cam']) expect((await productPageCombos(slug)).map((combo) => combo.name)).toContain('Bộ quà thủ công');
    expect(shownToasts()).toEqual(['Đã tạo combo Bộ quà thủ công']);
  }, 30_000);

  it.each([
    ['vi', 'Sửa combo', 'Combo quà tặng Đỉnh Mây', 'Giá combo (₫)', 'Lưu combo', 'Giá combo phải thấp hơn tổng giá các sản phẩm khi mua lẻ'],
    ['en', 'Edit combo', 'Cloud Peak gift set', 'Combo price (₫)', 'Save combo', 'The combo price must be below its products bought separately'],
  ] as const)('refuses at its field a price not below the products bought separately (%s), keeping what was typed', async (locale, edit, name, label, save, message) => {
    const before = await comboRow('combo-qua-tang-dinh-may');
    await renderStaff(<ComboConsole />, { api, as: admin, locale });
    const item = await comboItem(name);
    await userEvent.click(within(item).getByRole('button', { name: edit }));
    const price = within(item).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
    await userEvent.clear(price);
    await userEvent.type(price, '5000000');
    await userEvent.click(within(item).getByRole('button', { name: save }));
    // At the price field itself (the form's failure above repeats the server's words).
    await waitFor(() => expect(price).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveValue(5_000_000);
    expect(api.callsTo('product.updateCombo')).toEqual([expect.objectContaining({ price: 5_000_000 })]);
    expect(await comboRow('combo-qua-tang-dinh-may')).toEqual(before);
  }, 30_000);

  it('refuses an end before the start at the end field and sends nothing', async () => {
    await renderStaff(<ComboConsole />, { api, as: admin, locale: 'en' });
    const item = await comboItem('Trekker set');
    await userEvent.click(within(item).getByRole('button', { name: 'Edit combo' }));
    pickTime(within(item).getByLabelText(/^Starts/), new Date(Date.now() + 5 * day));
    const endsAt = within(item).getByLabelText(/^Ends/);
    pickTime(endsAt, new Date(Date.now() + 4 * day));
    await userEvent.click(within(item).getByRole('button', { name: 'Save combo' }));
    expect(await within(item).findByText('The end must come after the start')).toBeInTheDocument();
    expect(endsAt).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('product.updateCombo')).toEqual([]);
  }, 30_000);

  it('ends a combo now: it says when it ended, and the product page no longer shows it', async () => {
    expect((await productPageCombos('gay-leo-nui-gap')).map((combo) => combo.name)).toContain('Combo nhà leo núi');
    await renderStaff(<ComboConsole />, { api, as: admin });
    const item = await comboItem('Combo nhà leo núi');
    expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent(/Đang bán đến/);
    await userEvent.click(within(item).getByRole('button', { name: 'Kết thúc ngay combo Combo nhà leo núi' }));
    expect(await screen.findByText('Đã kết thúc combo Combo nhà leo núi')).toBeInTheDocument();
    expect(await within(item).findByText(/^Đã kết thúc lúc/)).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /^Kết thúc ngay combo/ })).not.toBeInTheDocument();
    expect((await productPageCombos('gay-leo-nui-gap')).map((combo) => combo.name)).not.toContain('Combo nhà leo núi');
  }, 30_000);
});
