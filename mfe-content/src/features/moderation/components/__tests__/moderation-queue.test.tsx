import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../../../testing/render';
import { noPendingContent, pendingComments, pendingReview, somePost } from '../../../../testing/rows';
import { ModerationQueue } from '../moderation-queue';

const api = withTestApi();
const staff = { role: 'staff' as const };

beforeEach(() => noPendingContent(api));

describe('ModerationQueue', () => {
  it('approves a comment, which then leaves the queue', async () => {
    const post = await somePost(api);
    const [comment] = await pendingComments(api, [{ name: 'Huy', email: 'huy@example.vn', content: 'Cảnh đẹp quá!', createdAt: new Date('2025-07-01T03:00:00Z') }]);
    await pendingReview(api, { createdAt: new Date('2025-07-01T02:00:00Z') });
    await renderContentStaff(<ModerationQueue />, { api, as: staff });
    expect(await screen.findByRole('heading', { name: 'Bình luận & đánh giá chờ duyệt (2)' })).toBeInTheDocument();
    expect(screen.getByText(`Bài viết: ${post.title.vi}`)).toBeInTheDocument();
    const item = screen.getByText('Cảnh đẹp quá!').closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Duyệt' }));
    expect(await screen.findByRole('heading', { name: 'Bình luận & đánh giá chờ duyệt (1)' })).toBeInTheDocument();
    expect(screen.queryByText('Cảnh đẹp quá!')).not.toBeInTheDocument();
    expect(api.callsTo('moderation.decide')).toEqual([{ kind: 'comment', id: comment!.id, approve: true }]);
    expect(screen.getByText('Sẽ quay lại')).toBeInTheDocument();
    const [stored] = await api.db.select({ status: tables.comments.status }).from(tables.comments).where(eq(tables.comments.id, comment!.id));
    expect(stored?.status).toBe('approved');
  });

  it('rejects a review (en)', async () => {
    const review = await pendingReview(api);
    await renderContentStaff(<ModerationQueue />, { api, as: { role: 'admin' }, locale: 'en' });
    expect(await screen.findByText(/^Review · Chi/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No comments or reviews are waiting.')).toBeInTheDocument();
    expect(api.callsTo('moderation.decide')).toEqual([{ kind: 'review', id: review.id, approve: false }]);
  });

  it('says, in one toast, when another moderator decided the item first (en)', async () => {
    const review = await pendingReview(api);
    await renderContentStaff(<ModerationQueue />, { api, as: staff, locale: 'en' });
    await screen.findByText(/^Review · Chi/);
    await api.db.delete(tables.reviews).where(eq(tables.reviews.id, review.id));
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The item to moderate was not found');
    expect(shownToasts()).toEqual(['The item to moderate was not found']);
  });

  it("shows a review's photo through the link it was given, so staff judge it with the text (en)", async () => {
    await pendingReview(api, { avatarUrl: '/uploads/abc.jpg' });
    await renderContentStaff(<ModerationQueue />, { api, as: staff, locale: 'en' });
    expect(await screen.findByRole('img', { name: 'Photo sent by Chi' })).toHaveAttribute('src', '/uploads/abc.jpg');
  });

  it('says when nothing waits (en)', async () => {
    await renderContentStaff(<ModerationQueue />, { api, as: staff, locale: 'en' });
    expect(await screen.findByText('No comments or reviews are waiting.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages a long queue with Previous and Next, asking for one page at a time', async () => {
    const start = Date.parse('2025-07-01T00:00:00Z');
    // Newest first: comment 1 is the newest.
    await pendingComments(api, Array.from({ length: 45 }, (_, index) => ({ name: 'Huy', content: `Bình luận số ${index + 1}`, createdAt: new Date(start - index * 60_000) })));
    await renderContentStaff(<ModerationQueue />, { api, as: staff });
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
    expect(api.callsTo('moderation.queue')).toEqual(expect.arrayContaining([{ page: 1, pageSize: 20 }, { page: 2, pageSize: 20 }, { page: 3, pageSize: 20 }]));
  });
});
