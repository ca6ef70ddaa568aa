/**
 * The editors' gallery console against the real API on the seeded gallery: a photo uploaded and
 * titled in both languages is added at the end of what visitors see; a video
 * link YouTube cannot play is refused at its field before anything is sent, and a YouTube link is
 * stored as the player's address; items move, change and are deleted only after a confirmation.
 */
import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../../testing/render';
import { GalleryConsole } from '../components/gallery-console';

const api = withTestApi();
const editor = { role: 'editor' as const };

/** The stored items in the order visitors see them. */
const inOrder = async () => (await api.db.select().from(tables.galleryItems)).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

/** The console's row of the item titled `title` (its Vietnamese title, the row's heading). */
async function row(title: string) {
  return (await screen.findByRole('heading', { level: 2, name: title })).closest('li')!;
}

/** A photo as POST /api/staff/uploads stores it, and a fetch that answers the upload with it. */
async function acceptedUpload(fetchMock: jest.Mock) {
  const id = randomUUID();
  await api.db.insert(tables.uploads).values({ id, purpose: 'staff', fileName: `${id}.jpg`, mimeType: 'image/jpeg', size: 2048, sha256: '0'.repeat(64), width: 1600, height: 1200 });
  fetchMock.mockResolvedValueOnce({ ok: true, status: 201, json: async () => ({ uploadId: id, url: `/uploads/${id}.jpg`, width: 1600, height: 1200 }) });
  return `/uploads/${id}.jpg`;
}

describe('GalleryConsole', () => {
  it('lists every item in the public order with its thumbnail, kind and place', async () => {
    const items = await inOrder();
    await renderContentStaff(<GalleryConsole />, { api, as: editor });
    const list = await screen.findByRole('list', { name: 'Ảnh và video trong thư viện' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(items.map((item) => item.title.vi));
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', items[0]!.imageUrl);
    expect(rows[0]).toHaveTextContent(`Vị trí 1/${items.length}`);
    expect(within(rows.at(-1)!).getByText('Video')).toBeInTheDocument();
    // The first can go no higher, the last no lower.
    expect(within(rows[0]!).getByRole('button', { name: /^Đưa .* lên trước$/ })).toBeDisabled();
    expect(within(rows.at(-1)!).getByRole('button', { name: /^Đưa .* xuống sau$/ })).toBeDisabled();
  });

  it('adds an uploaded photo titled in Vietnamese and English at the end of what visitors see', async () => {
    const fetchMock = jest.fn();
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      await renderContentStaff(<GalleryConsole />, { api, as: editor });
      const user = userEvent.setup({ applyAccept: false });
      await user.click(await screen.findByRole('button', { name: 'Thêm ảnh hoặc video' }));
      const form = screen.getByRole('form', { name: 'Thêm ảnh hoặc video' });
      // Nothing typed: the Vietnamese title and the photo are asked for, and nothing is sent.
      await user.click(within(form).getByRole('button', { name: 'Thêm vào thư viện' }));
      expect(await within(form).findAllByText('Trường này là bắt buộc')).toHaveLength(2);
      expect(api.callsTo('gallery.create')).toEqual([]);

      await user.type(within(form).getByLabelText(/^Tiêu đề \(tiếng Việt\)/), 'Bình minh trên Đỉnh Mây');
      await user.type(within(form).getByLabelText('Tiêu đề (tiếng Anh, không bắt buộc)'), 'Sunrise on Cloud Peak');
      await user.type(within(form).getByLabelText(/^Mô tả \(tiếng Việt\)/), 'Chụp lúc 5 giờ sáng');
      const photo = await acceptedUpload(fetchMock);
      await user.upload(within(form).getByLabelText(/^Ảnh/), new File(['jpeg bytes'], 'binh-minh.jpg', { type: 'image/jpeg' }));
      await waitFor(() => expect(within(form).getByRole('img', { name: 'Ảnh hiện tại' })).toHaveAttribute('src', photo));
      await user.click(within(form).getByRole('button', { name: 'Thêm vào thư viện' }));

      expect(await screen.findByText('Đã thêm Bình minh trên Đỉnh Mây vào thư viện')).toBeInTheDocument();
      expect(await row('Bình minh trên Đỉnh Mây')).toHaveTextContent('Tiếng Anh: Sunrise on Cloud Peak');
      expect(screen.queryByRole('form', { name: 'Thêm ảnh hoặc video' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Thêm ảnh hoặc video' })).toHaveFocus();
      const visitor = await api.caller();
      expect((await visitor.gallery.list()).at(-1)).toMatchObject({ title: 'Bình minh trên Đỉnh Mây', description: 'Chụp lúc 5 giờ sáng', imageUrl: photo, kind: 'photo' });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('refuses a video link YouTube cannot play at its field before sending, in English too, and stores a YouTube link as the player\'s address', async () => {
    const [poster] = await inOrder();
    await renderContentStaff(<GalleryConsole />, { api, as: editor, locale: 'en' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a photo or video' }));
    const form = screen.getByRole('form', { name: 'Add a photo or video' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'video');
    await user.type(within(form).getByLabelText(/^Title \(Vietnamese\)/), 'Cáp treo trong mây');
    await user.selectOptions(within(form).getByLabelText('Or choose an image the site already shows'), poster!.imageUrl);
    expect(within(form).getByText('Video poster')).toBeInTheDocument();
    const link = within(form).getByLabelText(/^YouTube video link/);
    await user.type(link, 'https://vimeo.com/76979871');
    await user.click(within(form).getByRole('button', { name: 'Add to the gallery' }));
    expect(await within(form).findByText('Paste the link of a YouTube video (youtube.com/watch?v=…, youtu.be/… or youtube.com/shorts/…)')).toBeInTheDocument();
    expect(link).toHaveFocus();
    expect(api.callsTo('gallery.create')).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://youtu.be/LXb3EKWsInQ?si=share');
    await user.click(within(form).getByRole('button', { name: 'Add to the gallery' }));
    expect(await screen.findByText('Added Cáp treo trong mây to the gallery')).toBeInTheDocument();
    const added = (await inOrder()).at(-1)!;
    expect(added).toMatchObject({ kind: 'video', title: { vi: 'Cáp treo trong mây' }, imageUrl: poster!.imageUrl, videoUrl: 'https://www.youtube-nocookie.com/embed/LXb3EKWsInQ' });
    expect(await row('Cáp treo trong mây')).toHaveTextContent('No English yet: readers of English see the Vietnamese title');
  });

  it('moves an item up a place, keeping the focus on its button', async () => {
    const before = await inOrder();
    const second = before[1]!;
    await renderContentStaff(<GalleryConsole />, { api, as: editor });
    const item = await row(second.title.vi);
    const up = within(item).getByRole('button', { name: `Đưa ${second.title.vi} lên trước` });
    await userEvent.click(up);
    expect(await screen.findByText(`Đã chuyển ${second.title.vi} đến vị trí 1`)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(second.title.vi));
    // At the top now: its "up" button is disabled, so the focus is on "down".
    await waitFor(() => expect(within(item).getByRole('button', { name: `Đưa ${second.title.vi} xuống sau` })).toHaveFocus());
    expect((await inOrder()).slice(0, 2).map((entry) => entry.id)).toEqual([second.id, before[0]!.id]);
    await userEvent.click(within(item).getByRole('button', { name: `Đưa ${second.title.vi} xuống sau` }));
    await waitFor(async () => expect((await inOrder()).slice(0, 2).map((entry) => entry.id)).toEqual([before[0]!.id, second.id]));
  });

  it('changes an item\'s English title in place', async () => {
    const [first] = await inOrder();
    await renderContentStaff(<GalleryConsole />, { api, as: editor });
    const item = await row(first!.title.vi);
    await userEvent.click(within(item).getByRole('button', { name: `Sửa ${first!.title.vi}` }));
    const form = within(item).getByRole('form', { name: `Sửa ${first!.title.vi}` });
    const english = within(form).getByLabelText('Tiêu đề (tiếng Anh, không bắt buộc)');
    expect(english).toHaveValue(first!.title.en);
    await userEvent.clear(english);
    await userEvent.type(english, 'Clouds at dawn');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText(`Đã lưu ${first!.title.vi}`)).toBeInTheDocument();
    await waitFor(() => expect(within(item).queryByRole('form')).toBeNull());
    expect(within(item).getByRole('button', { name: `Sửa ${first!.title.vi}` })).toHaveFocus();
    const [stored] = await api.db.select().from(tables.galleryItems).where(eq(tables.galleryItems.id, first!.id));
    expect(stored!.title).toEqual({ vi: first!.title.vi, en: 'Clouds at dawn' });
  });

  it('deletes only after a confirmation, which can be declined', async () => {
    const last = (await inOrder()).at(-1)!;
    await renderContentStaff(<GalleryConsole />, { api, as: editor });
    const item = await row(last.title.vi);
    await userEvent.click(within(item).getByRole('button', { name: `Xoá ${last.title.vi}` }));
    const question = within(item).getByRole('group', { name: `Xoá ${last.title.vi}` });
    expect(question).toHaveTextContent('tệp ảnh vẫn được giữ cho các trang khác đang dùng nó');
    expect(within(question).getByRole('button', { name: 'Giữ lại' })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Giữ lại' }));
    expect(within(item).getByRole('button', { name: `Xoá ${last.title.vi}` })).toHaveFocus();
    expect(api.callsTo('gallery.delete')).toEqual([]);

    await userEvent.click(within(item).getByRole('button', { name: `Xoá ${last.title.vi}` }));
    await userEvent.click(within(item).getByRole('button', { name: 'Xoá hẳn' }));
    expect(await screen.findByText(`Đã xoá ${last.title.vi} khỏi thư viện`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: last.title.vi })).toBeNull());
    expect((await inOrder()).map((entry) => entry.id)).not.toContain(last.id);
  });
});
