/**
 * The editors' SEO console against the real API: a record typed in both languages is previewed as
 * typed (markup as text, English falling back to Vietnamese) and saved; a too long title is
 * refused on its field in Vietnamese.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeSite, setSite } from '@storefront/shared/routes/route-table';
import { publishedPage } from '@storefront/shared/testing/published-page';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../../testing/render';
import { SeoConsole } from '../components/seo-console';

const api = withTestApi();
const editor = { role: 'editor' as const };

beforeAll(() => {
  setSite(
    composeSite([
      {
        remote: 'content',
        pages: [
          publishedPage({ id: 'home', remote: 'content', paths: { en: '/', vi: '/' } }),
          publishedPage({ id: 'menu', remote: 'content', paths: { en: '/menu', vi: '/thuc-don' } }),
          publishedPage({ id: 'postDetail', remote: 'content', paths: { en: '/posts/:slug', vi: '/bai-viet/:slug' }, seo: 'entity', slugOf: 'post' }),
        ],
        navigation: [],
        fragments: [],
      },
    ]),
  );
});

describe('SeoConsole', () => {
  it('previews what is typed in both languages and saves it', async () => {
    await renderContentStaff(<SeoConsole />, { api, as: editor });
    await userEvent.selectOptions(await screen.findByLabelText(/^Trang/), '/menu');
    const form = screen.getByRole('form', { name: 'SEO của trang /thuc-don' });
    const title = within(form).getByRole('group', { name: 'Tiêu đề' });
    await userEvent.clear(within(title).getByLabelText(/^Tiếng Việt/));
    await userEvent.type(within(title).getByLabelText(/^Tiếng Việt/), 'Thực đơn <b>Đỉnh Mây</b>');
    await userEvent.clear(within(title).getByLabelText(/^Tiếng Anh/));
    // Markup shows as typed; English left empty reads as the Vietnamese.
    expect(within(screen.getByRole('region', { name: 'Xem trước bằng tiếng Việt' })).getAllByText('Thực đơn <b>Đỉnh Mây</b>')).not.toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Xem trước bằng tiếng Anh' })).getAllByText('Thực đơn <b>Đỉnh Mây</b>')).not.toHaveLength(0);
    expect(document.querySelector('b')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Lưu SEO' }));
    expect(await screen.findByText('Đã lưu SEO của trang /thuc-don')).toBeInTheDocument();
    const [row] = await api.db.select().from(tables.seoRecords).where(eq(tables.seoRecords.path, '/menu'));
    expect(row?.title).toEqual({ vi: 'Thực đơn <b>Đỉnh Mây</b>' });
    // Detail pages take their head from their entity: they are not listed.
    expect(screen.queryByRole('option', { name: /bai-viet/ })).toBeNull();
  });

  it('refuses a too long title on its field, in Vietnamese, and saves nothing', async () => {
    await renderContentStaff(<SeoConsole />, { api, as: editor });
    await userEvent.selectOptions(await screen.findByLabelText(/^Trang/), '/');
    const form = screen.getByRole('form', { name: 'SEO của trang /' });
    const title = within(form).getByRole('group', { name: 'Tiêu đề' });
    await userEvent.clear(within(title).getByLabelText(/^Tiếng Việt/));
    await userEvent.click(within(title).getByLabelText(/^Tiếng Việt/));
    await userEvent.paste('a'.repeat(121));
    const before = api.callsTo('seo.saveRecord').length;
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu SEO' }));
    expect(await within(title).findByText('Tối đa 120 ký tự')).toBeInTheDocument();
    expect(api.callsTo('seo.saveRecord')).toHaveLength(before);
  });
});
