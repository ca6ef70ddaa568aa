import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderStaff } from '../../../testing/render';
import { ServiceConsole } from '../components/service-console';

const api = withTestApi();
const admin = { role: 'admin' as const };

async function serviceRow(slug: string) {
  const [row] = await api.db.select().from(tables.services).where(eq(tables.services.slug, slug));
  return row;
}

/** The list item of a service, its edit form opened. */
async function editService(name: string, locale: 'vi' | 'en' = 'vi') {
  const item = (await screen.findByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).closest('li')!;
  await userEvent.click(within(item).getByRole('button', { name: locale === 'vi' ? 'Sửa dịch vụ' : 'Edit service' }));
  return item;
}

const publicSlugs = async () => (await (await api.caller()).service.list()).map((service) => service.slug);

describe('ServiceConsole', () => {
  it('changes a service\'s texts in both languages and its price, and hides it from visitors', async () => {
    await renderStaff(<ServiceConsole />, { api, as: admin });
    const item = await editService('Show "Huyền thoại Mây"');
    const summaryEn = within(item).getByLabelText(/^Mô tả ngắn \(tiếng Anh\)/);
    await userEvent.clear(summaryEn);
    await userEvent.type(summaryEn, 'A live show on Moon Lake at 8 pm');
    const price = within(item).getByLabelText(/^Giá từ/);
    await userEvent.clear(price);
    await userEvent.type(price, '380000');
    await userEvent.click(within(item).getByRole('checkbox', { name: 'Hiện với khách' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Lưu dịch vụ' }));
    expect(await screen.findByText('Đã lưu dịch vụ Show "Huyền thoại Mây"')).toBeInTheDocument();
    expect(await serviceRow('show-huyen-thoai-may')).toMatchObject({ summary: { vi: 'Show thực cảnh trên hồ Vọng Nguyệt mỗi tối.', en: 'A live show on Moon Lake at 8 pm' }, priceFrom: 380_000, isActive: false });
    expect(await publicSlugs()).not.toContain('show-huyen-thoai-may');
    expect(await within(await screen.findByRole('heading', { level: 2, name: /^Show "Huyền thoại Mây"/ })).findByText('đang ẩn')).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Đã lưu dịch vụ Show "Huyền thoại Mây"']);
    await api.db.update(tables.services).set({ isActive: true }).where(eq(tables.services.slug, 'show-huyen-thoai-may'));
  }, 30_000);

  it.each([
    ['vi', 'Tour bản làng và ruộng bậc thang', /^Thời lượng hoặc giờ mở cửa \(tiếng Việt\)/, /^Thời lượng hoặc giờ mở cửa \(tiếng Anh\)/, 'Lưu dịch vụ', 'Trường này là bắt buộc'],
    ['en', 'Village and rice terrace tour', /^Duration or opening hours \(Vietnamese\)/, /^Duration or opening hours \(English\)/, 'Save service', 'This field is required'],
  ] as const)('refuses a duration in English alone at the Vietnamese field (%s) and sends nothing', async (locale, name, viLabel, enLabel, save, message) => {
    await renderStaff(<ServiceConsole />, { api, as: admin, locale });
    const item = await editService(name, locale);
    const vi = within(item).getByLabelText(viLabel);
    await userEvent.clear(vi);
    await userEvent.clear(within(item).getByLabelText(enLabel));
    await userEvent.type(within(item).getByLabelText(enLabel), '3 hours');
    await userEvent.click(within(item).getByRole('button', { name: save }));
    await waitFor(() => expect(vi).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(vi).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('service.update')).toEqual([]);
  }, 30_000);

  it('makes a service with its highlights, the duration left empty, shown at the end of the public list', async () => {
    await renderStaff(<ServiceConsole />, { api, as: admin, locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a service' }));
    const form = screen.getByRole('form', { name: 'New service' });
    await userEvent.type(within(form).getByLabelText(/^Service name \(Vietnamese\)/), 'Thuê áo ấm');
    await userEvent.type(within(form).getByLabelText(/^Service name \(English\)/), 'Warm coat rental');
    await userEvent.type(within(form).getByLabelText(/^Short description \(Vietnamese\)/), 'Áo khoác tại ga');
    await userEvent.type(within(form).getByLabelText(/^Page content \(Vietnamese\)/), '<p>Áo ấm</p>');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a highlight' }));
    await userEvent.type(within(form).getByLabelText(/^Highlight 1 \(Vietnamese\)/), 'Nhiều cỡ');
    await userEvent.type(within(form).getByLabelText(/^Link/), 'thue-ao-am');
    const picture = (await serviceRow('show-huyen-thoai-may'))!.imageUrl;
    await userEvent.selectOptions(within(form).getByLabelText('Or choose an image the site already shows'), picture);
    await userEvent.click(within(form).getByRole('button', { name: 'Create service' }));
    expect(await screen.findByText('Created the service Thuê áo ấm')).toBeInTheDocument();
    expect(await serviceRow('thue-ao-am')).toMatchObject({
      name: { vi: 'Thuê áo ấm', en: 'Warm coat rental' },
      serviceType: 'other',
      priceFrom: null,
      duration: null,
      features: [{ vi: 'Nhiều cỡ' }],
      imageUrl: picture,
      isActive: true,
    });
    expect((await publicSlugs()).at(-1)).toBe('thue-ao-am');
    expect(await screen.findByRole('heading', { level: 2, name: 'Warm coat rental' })).toBeInTheDocument();
  }, 30_000);
});
