import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../../testing/render';
import { ArticleConsole } from '../components/article-console';

const api = withTestApi();
const editor = { role: 'editor' as const };

describe('ArticleConsole', () => {
  it('lists the seeded articles with their state', async () => {
    await renderContentStaff(<ArticleConsole />, { api, as: editor });
    const row = (await screen.findByRole('heading', { name: 'Kinh nghiệm đi cáp treo Mây Ngàn lần đầu' })).closest('li')!;
    expect(row).toHaveTextContent('Đã đăng');
  });

  it('refuses an empty form at its fields in the reader\'s language and sends nothing', async () => {
    await renderContentStaff(<ArticleConsole />, { api, as: editor, locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Write a new article' }));
    const form = await screen.findByRole('form', { name: 'Write a new article' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save article' }));
    expect(await within(form).findAllByText('This field is required')).not.toHaveLength(0);
    expect(within(form).getByLabelText(/Title \(Vietnamese\)/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('post.create')).toEqual([]);
  });

  it('writes a draft in both languages with a translated tag, and shows the server\'s sanitised preview', async () => {
    await renderContentStaff(<ArticleConsole />, { api, as: editor });
    await userEvent.click(await screen.findByRole('button', { name: 'Viết bài mới' }));
    const form = await screen.findByRole('form', { name: 'Viết bài mới' });
    await userEvent.type(within(form).getByLabelText(/Tiêu đề \(tiếng Việt\)/), 'Mùa mây');
    await userEvent.type(within(form).getByLabelText(/Tiêu đề \(tiếng Anh/), 'Cloud season');
    await userEvent.type(within(form).getByLabelText(/^Đường dẫn/), 'mua-may-thu-nghiem');
    await userEvent.type(within(form).getByLabelText(/Tóm tắt \(tiếng Việt\)/), 'Tóm tắt');
    await userEvent.type(within(form).getByLabelText(/Tác giả \(tiếng Việt\)/), 'Lan Anh');
    await userEvent.click(within(form).getByLabelText(/Nội dung \(tiếng Việt\)/));
    await userEvent.paste('<p onclick="x()">Chữ <strong>đậm</strong></p><script>alert(1)</script>');
    await userEvent.click(within(form).getByRole('button', { name: 'Thêm thẻ' }));
    await userEvent.type(within(form).getByLabelText(/Thẻ 1 \(tiếng Việt\)/), 'mây');
    await userEvent.type(within(form).getByLabelText(/Thẻ 1 \(tiếng Anh/), 'clouds');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu bài viết' }));

    expect(await screen.findByText('Đã lưu bản nháp /mua-may-thu-nghiem')).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Đã lưu bản nháp /mua-may-thu-nghiem']);
    expect(api.callsTo('post.create')).toEqual([
      expect.objectContaining({ slug: 'mua-may-thu-nghiem', status: 'draft', title: { vi: 'Mùa mây', en: 'Cloud season' }, tags: [{ vi: 'mây', en: 'clouds' }] }),
    ]);
    const [row] = await api.db.select().from(tables.posts).where(eq(tables.posts.slug, 'mua-may-thu-nghiem'));
    expect(row).toMatchObject({ isPublished: false, tags: [{ vi: 'mây', en: 'clouds' }] });
    const preview = await screen.findByRole('region', { name: 'Xem trước bản đã lưu' });
    const english = within(preview).getByRole('article', { name: 'Bản tiếng Anh' });
    expect(within(english).getByRole('heading', { name: 'Cloud season' })).toBeInTheDocument();
    expect(english).toHaveTextContent('clouds');
    expect(preview.querySelector('script, [onclick]')).toBeNull();
  });
});
