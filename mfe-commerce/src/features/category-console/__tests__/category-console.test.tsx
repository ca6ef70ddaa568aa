import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderStaff } from '../../../testing/render';
import { CategoryConsole } from '../components/category-console';

const api = withTestApi();
const admin = { role: 'admin' as const };

async function categoryRow(slug: string) {
  const [row] = await api.db.select().from(tables.categories).where(eq(tables.categories.slug, slug));
  return row;
}

/** The list item of a category, its edit form opened. */
async function editCategory(name: string, locale: 'vi' | 'en' = 'vi') {
  const item = (await screen.findByRole('heading', { level: 2, name })).closest('li')!;
  await userEvent.click(within(item).getByRole('button', { name: locale === 'vi' ? 'Sửa danh mục' : 'Edit category' }));
  return item;
}

describe('CategoryConsole', () => {
  it('renames a category in Vietnamese and English side by side: the public list shows the new names', async () => {
    await renderStaff(<CategoryConsole />, { api, as: admin });
    const item = await editCategory('Đồ du lịch');
    const vi = within(item).getByLabelText(/^Tên danh mục \(tiếng Việt\)/);
    const en = within(item).getByLabelText(/^Tên danh mục \(tiếng Anh\)/);
    expect(en).toHaveValue('Travel gear');
    await userEvent.clear(vi);
    await userEvent.type(vi, 'Đồ du lịch và leo núi');
    await userEvent.clear(en);
    await userEvent.type(en, 'Travel and hiking gear');
    await userEvent.click(within(item).getByRole('button', { name: 'Lưu danh mục' }));
    expect(await screen.findByText('Đã lưu danh mục Đồ du lịch và leo núi')).toBeInTheDocument();
    expect(await categoryRow('do-du-lich')).toMatchObject({ name: { vi: 'Đồ du lịch và leo núi', en: 'Travel and hiking gear' } });
    expect((await (await api.caller()).category.list()).find((category) => category.slug === 'do-du-lich')!.name).toBe('Đồ du lịch và leo núi');
    expect(await screen.findByRole('heading', { level: 2, name: 'Đồ du lịch và leo núi' })).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Đã lưu danh mục Đồ du lịch và leo núi']);
  }, 30_000);

  it.each([
    ['vi', 'Quà lưu niệm', 'Thời trang', /^Nằm trong danh mục/, 'Lưu danh mục', 'Không thể đặt danh mục vào bên trong chính nó hoặc một danh mục con của nó'],
    ['en', 'Souvenirs', 'Apparel', /^Inside the category/, 'Save category', 'A category cannot be placed inside itself or one of its subcategories'],
  ] as const)('refuses at the parent field a move under its own subcategory (%s), and changes nothing', async (locale, souvenirs, apparel, parentLabel, save, message) => {
    // Apparel sits inside Souvenirs: Souvenirs cannot then sit inside Apparel.
    const souvenirsRow = (await categoryRow('qua-luu-niem'))!;
    await api.db.update(tables.categories).set({ parentId: souvenirsRow.id }).where(eq(tables.categories.slug, 'thoi-trang'));
    try {
      await renderStaff(<CategoryConsole />, { api, as: admin, locale });
      const item = await editCategory(souvenirs, locale);
      const parent = within(item).getByLabelText(parentLabel);
      await userEvent.selectOptions(parent, apparel);
      await userEvent.click(within(item).getByRole('button', { name: save }));
      await waitFor(() => expect(parent).toHaveAccessibleDescription(message));
      expect(parent).toHaveAttribute('aria-invalid', 'true');
      expect(parent).toHaveFocus();
      expect(await categoryRow('qua-luu-niem')).toEqual(souvenirsRow);
    } finally {
      await api.db.update(tables.categories).set({ parentId: null }).where(eq(tables.categories.slug, 'thoi-trang'));
    }
  }, 30_000);

  it('refuses a blank Vietnamese name at its field and sends nothing', async () => {
    await renderStaff(<CategoryConsole />, { api, as: admin, locale: 'en' });
    const item = await editCategory('Apparel', 'en');
    const vi = within(item).getByLabelText(/^Category name \(Vietnamese\)/);
    await userEvent.clear(vi);
    await userEvent.click(within(item).getByRole('button', { name: 'Save category' }));
    expect(await within(item).findByText('This field is required')).toBeInTheDocument();
    expect(vi).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('category.update')).toEqual([]);
  }, 30_000);

  it('says beside the delete button why a category with products stays, and deletes an empty one', async () => {
    await renderStaff(<CategoryConsole />, { api, as: admin });
    const handicrafts = await editCategory('Đồ thủ công');
    await userEvent.click(within(handicrafts).getByRole('button', { name: 'Xoá danh mục Đồ thủ công' }));
    expect(await within(handicrafts).findByRole('alert')).toHaveTextContent('Không thể xoá danh mục "Đồ thủ công": còn 3 sản phẩm trong đó. Hãy chuyển chúng sang danh mục khác trước');
    expect(await categoryRow('do-thu-cong')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Thêm danh mục mới' }));
    const form = screen.getByRole('form', { name: 'Danh mục mới' });
    await userEvent.type(within(form).getByLabelText(/^Tên danh mục \(tiếng Việt\)/), 'Quà Tết');
    await userEvent.type(within(form).getByLabelText(/^Mô tả \(tiếng Việt\)/), 'Hộp quà dịp Tết');
    await userEvent.type(within(form).getByLabelText(/^Đường dẫn/), 'qua-tet');
    const picture = (await categoryRow('thoi-trang'))!.imageUrl;
    await userEvent.selectOptions(within(form).getByLabelText('Hoặc chọn một ảnh đã có trên trang'), picture);
    await userEvent.click(within(form).getByRole('button', { name: 'Tạo danh mục' }));
    expect(await screen.findByText('Đã tạo danh mục Quà Tết')).toBeInTheDocument();
    expect(await categoryRow('qua-tet')).toMatchObject({ name: { vi: 'Quà Tết' }, parentId: null, imageUrl: picture });

    const fresh = await editCategory('Quà Tết');
    await userEvent.click(within(fresh).getByRole('button', { name: 'Xoá danh mục Quà Tết' }));
    expect(await screen.findByText('Đã xoá danh mục Quà Tết')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Quà Tết' })).not.toBeInTheDocument());
    expect(await categoryRow('qua-tet')).toBeUndefined();
  }, 30_000);
});
