import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { ModerationQueue } from '../moderation-queue';

const comment = { kind: 'comment', id: 3, name: 'Huy', email: 'huy@example.vn', anonymous: false, content: 'Cảnh đẹp quá!', createdAt: '2025-07-01T03:00:00.000Z', postSlug: 'mua-he', postTitle: 'Mùa hè' };
const review = { kind: 'review', id: 8, authorName: 'Chi', profession: 'Giáo viên', avatarUrl: null, rating: 5, title: 'Tuyệt vời', content: 'Sẽ quay lại', serviceType: 'cable-car', visitDate: '2025-06-30', createdAt: '2025-07-01T02:00:00.000Z' };

/** The API's answer for one page of `all`. */
function pageOf(all: unknown[], input: unknown) {
  const { page = 1, pageSize = 20 } = (input ?? {}) as { page?: number; pageSize?: number };
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
}

describe('ModerationQueue', () => {
  it('approves a comment, which then leaves the queue', async () => {
    let pending: unknown[] = [comment, review];
    const api = fakeApi({
      'moderation.queue': (input) => pageOf(pending, input),
      'moderation.decide': (input) => {
        pending = [review];
        return { ...(input as object), status: 'approved' };
      },
    });
    await renderAccount(<ModerationQueue />, { api, user: makeUser({ role: 'staff' }) });
    expect(await screen.findByRole('heading', { name: 'Bình luận & đánh giá chờ duyệt (2)' })).toBeInTheDocument();
    expect(screen.getByText('Bài viết: Mùa hè')).toBeInTheDocument();
    const item = screen.getByText('Cảnh đẹp quá!').closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByRole('heading', { name: 'Bình luận & đánh giá chờ duyệt (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Cảnh đẹp quá!')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'moderation.decide')?.input).toEqual({ kind: 'comment', id: 3, approve: true });
    expect(screen.getByText('Sẽ quay lại')).toBeInTheDocument();
  });

  it('rejects a review (en)', async () => {
    const api = fakeApi({ 'moderation.queue': (input) => pageOf([review], input), 'moderation.decide': (input) => ({ ...(input as object), status: 'rejected' }) });
    await renderAccount(<ModerationQueue />, { api, user: makeUser({ role: 'admin' }), locale: 'en' });
    expect(await screen.findByText(/^Review · Chi/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(api.calls.find((call) => call.path === 'moderation.decide')?.input).toEqual({ kind: 'review', id: 8, approve: false });
  });

  it("shows a review's photo through the signed link it was given, so staff judge it with the text (en)", async () => {
    const withPhoto = { ...review, avatarUrl: '/uploads/abc.jpg?exp=1&sig=x' };
    await renderAccount(<ModerationQueue />, { api: fakeApi({ 'moderation.queue': (input) => pageOf([withPhoto], input) }), user: makeUser({ role: 'staff' }), locale: 'en' });
    expect(await screen.findByRole('img', { name: 'Photo sent by Chi' })).toHaveAttribute('src', '/uploads/abc.jpg?exp=1&sig=x');
  });

  it('says when nothing waits (en)', async () => {
    await renderAccount(<ModerationQueue />, { api: fakeApi({ 'moderation.queue': (input) => pageOf([], input) }), user: makeUser({ role: 'staff' }), locale: 'en' });
    expect(await screen.findByText('No comments or reviews are waiting.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages a long queue with Previous and Next, asking for one page at a time', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({ ...comment, id: index + 1, content: `Bình luận số ${index + 1}` }));
    const api = fakeApi({ 'moderation.queue': (input) => pageOf(many, input) });
    await renderAccount(<ModerationQueue />, { api, user: makeUser({ role: 'staff' }) });
    expect(await screen.findByText('Bình luận số 1')).toBeInTheDocument();
    expect(screen.queryByText('Bình luận số 21')).not.toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Trang nội dung chờ duyệt' });
    expect(within(pager()).getByText('Trang 1/3')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText('Bình luận số 21')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText('Bình luận số 45')).toBeInTheDocument();
    expect(within(pager()).getByText('Trang 3/3')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Trang trước' }));
    expect(await screen.findByText('Bình luận số 40')).toBeInTheDocument();
    const asked = api.calls.filter((call) => call.path === 'moderation.queue').map((call) => call.input);
    expect(asked).toEqual(expect.arrayContaining([{ page: 1, pageSize: 20 }, { page: 2, pageSize: 20 }, { page: 3, pageSize: 20 }]));
  });
});
