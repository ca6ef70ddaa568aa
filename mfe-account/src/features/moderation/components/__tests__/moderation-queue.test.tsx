import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { ModerationQueue } from '../moderation-queue';

const comment = { id: 3, name: 'Huy', email: 'huy@example.vn', anonymous: false, content: 'Cảnh đẹp quá!', createdAt: '2025-07-01T03:00:00.000Z', postSlug: 'mua-he', postTitle: 'Mùa hè' };
const review = { id: 8, authorName: 'Chi', profession: 'Giáo viên', avatarUrl: null, rating: 5, title: 'Tuyệt vời', content: 'Sẽ quay lại', serviceType: 'cable-car', visitDate: '2025-06-30', createdAt: '2025-07-01T02:00:00.000Z' };

describe('ModerationQueue', () => {
  it('approves a comment, which then leaves the queue', async () => {
    let pending = [comment];
    const api = fakeApi({
      'moderation.queue': () => ({ comments: pending, reviews: [review] }),
      'moderation.decide': (input) => {
        pending = [];
        return { ...(input as object), status: 'approved' };
      },
    });
    await renderAccount(<ModerationQueue />, { api, user: makeUser({ role: 'staff' }) });
    expect(await screen.findByRole('heading', { name: 'Bình luận chờ duyệt (1)' })).toBeInTheDocument();
    expect(screen.getByText('Bài viết: Mùa hè')).toBeInTheDocument();
    const item = screen.getByText('Cảnh đẹp quá!').closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByText('Không có bình luận nào chờ duyệt.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === 'moderation.decide')?.input).toEqual({ kind: 'comment', id: 3, approve: true });
    expect(screen.getByText('Sẽ quay lại')).toBeInTheDocument();
  });

  it('rejects a review (en)', async () => {
    const api = fakeApi({ 'moderation.queue': () => ({ comments: [], reviews: [review] }), 'moderation.decide': (input) => ({ ...(input as object), status: 'rejected' }) });
    await renderAccount(<ModerationQueue />, { api, user: makeUser({ role: 'admin' }), locale: 'en' });
    expect(await screen.findByText('No comments are waiting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(api.calls.find((call) => call.path === 'moderation.decide')?.input).toEqual({ kind: 'review', id: 8, approve: false });
  });
});
