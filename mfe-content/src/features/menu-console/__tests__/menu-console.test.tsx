/**
 * The editors' menu console against the real API and the seeded menu: a dish typed in both
 * languages is added to its section and listed; a price out of bounds is refused at its field and
 * nothing is sent; a dish moved to another section is listed there; a section moved down changes
 * the menu's order; a section that still has dishes is not deleted, and the person is told why.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../../testing/render';
import { MenuConsole } from '../components/menu-console';

const api = withTestApi();
const editor = { role: 'editor' as const };

/** A section of the console, by its heading. */
async function section(name: string) {
  return (await screen.findByRole('region', { name })) as HTMLElement;
}

const sectionOrder = async () => (await api.db.select({ slug: tables.menuSections.slug }).from(tables.menuSections).orderBy(tables.menuSections.sortOrder, tables.menuSections.id)).map((row) => row.slug);

describe('MenuConsole', () => {
  it('adds a dish in Vietnamese and English with its tags to a section, which lists it', async () => {
    await renderContentStaff(<MenuConsole />, { api, as: editor });
    const starters = await section('Khai vị');
    await userEvent.click(within(starters).getByRole('button', { name: 'Thêm món vào Khai vị' }));
    const form = within(starters).getByRole('form', { name: 'Thêm món vào Khai vị' });
    await userEvent.type(within(form).getByLabelText(/^Tên món \(tiếng Việt\)/), 'Gỏi cuốn rau rừng');
    await userEvent.type(within(form).getByLabelText(/^Tên món \(tiếng Anh/), 'Forest greens rolls');
    await userEvent.type(within(form).getByLabelText(/^Mô tả \(tiếng Việt\)/), 'Rau rừng cuốn bánh tráng');
    await userEvent.type(within(form).getByLabelText(/^Giá/), '70000');
    await userEvent.type(within(form).getByLabelText(/^Đường dẫn/), 'goi-cuon-rau-rung');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Chay' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Đặc sản' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm món' }));

    expect(await screen.findByText('Đã thêm món Gỏi cuốn rau rừng')).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Đã thêm món Gỏi cuốn rau rừng']);
    const [starter] = await api.db.select({ id: tables.menuSections.id }).from(tables.menuSections).where(eq(tables.menuSections.slug, 'khai-vi'));
    expect(api.callsTo('menu.createDish')).toEqual([
      {
        sectionId: starter!.id,
        slug: 'goi-cuon-rau-rung',
        name: { vi: 'Gỏi cuốn rau rừng', en: 'Forest greens rolls' },
        description: { vi: 'Rau rừng cuốn bánh tráng' },
        price: 70_000,
        tags: ['vegetarian', 'specialty'],
        sortOrder: 4,
      },
    ]);
    const [row] = await api.db.select().from(tables.dishes).where(eq(tables.dishes.slug, 'goi-cuon-rau-rung'));
    expect(row).toMatchObject({ name: { vi: 'Gỏi cuốn rau rừng', en: 'Forest greens rolls' }, description: { vi: 'Rau rừng cuốn bánh tráng' }, imageUrl: null });
    const dishes = within(starters).getByRole('list', { name: 'Các món của mục Khai vị' });
    expect(await within(dishes).findByRole('heading', { name: 'Gỏi cuốn rau rừng' })).toBeInTheDocument();
    expect(within(starters).queryByRole('form')).toBeNull();
  });

  it('refuses a price out of bounds at its field, in the reader\'s language, and sends nothing', async () => {
    await renderContentStaff(<MenuConsole />, { api, as: editor, locale: 'en' });
    const drinks = await section('Drinks');
    await userEvent.click(within(drinks).getByRole('button', { name: 'Edit dish Egg coffee' }));
    const form = within(drinks).getByRole('form', { name: 'Edit dish Cà phê trứng' });
    const price = within(form).getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save dish' }));
    expect(await within(form).findByText('Minimum value is 1000')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('menu.updateDish')).toEqual([]);
  });

  it('moves a dish to another section', async () => {
    await renderContentStaff(<MenuConsole />, { api, as: editor });
    const rice = await section('Cơm và xôi');
    await userEvent.click(within(rice).getByRole('button', { name: 'Sửa món Cơm lam' }));
    const form = within(rice).getByRole('form', { name: 'Sửa món Cơm lam' });
    await userEvent.selectOptions(within(form).getByLabelText(/^Mục thực đơn/), 'Món chính');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu món' }));
    expect(await screen.findByText('Đã lưu món Cơm lam')).toBeInTheDocument();
    const mains = await section('Món chính');
    expect(await within(mains).findByRole('heading', { name: 'Cơm lam' })).toBeInTheDocument();
    await waitFor(() => expect(within(rice).queryByRole('heading', { name: 'Cơm lam' })).toBeNull());
  });

  it('moves a section down the menu', async () => {
    const before = await sectionOrder();
    await renderContentStaff(<MenuConsole />, { api, as: editor });
    await userEvent.click(await screen.findByRole('button', { name: 'Chuyển mục Khai vị xuống' }));
    expect(await screen.findByText('Đã chuyển mục Khai vị đến vị trí 2')).toBeInTheDocument();
    expect(await sectionOrder()).toEqual([before[1], before[0], ...before.slice(2)]);
    // The list is read again after the move's toast.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })[1]).toHaveTextContent('Khai vị'));
  });

  it('does not delete a section that still has dishes, and says why', async () => {
    await renderContentStaff(<MenuConsole />, { api, as: editor });
    const drinks = await section('Đồ uống');
    await userEvent.click(within(drinks).getByRole('button', { name: 'Xoá mục Đồ uống' }));
    const question = within(drinks).getByRole('group', { name: 'Xoá mục Đồ uống' });
    await userEvent.click(within(question).getByRole('button', { name: 'Xoá hẳn' }));
    expect(await screen.findByText(/Mục "Đồ uống" còn \d+ món/)).toBeInTheDocument();
    expect(within(drinks).queryByRole('group', { name: 'Xoá mục Đồ uống' })).toBeNull();
    expect(await api.db.select().from(tables.menuSections).where(eq(tables.menuSections.slug, 'do-uong'))).toHaveLength(1);
  });
});
