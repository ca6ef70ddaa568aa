import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { toastStore } from '@storefront/shared/toast/toast-store';
import '../../../../testing/register-content';
import { ApiRefusal, mockApi } from '../../../../testing/mock-api';
import { CommentForm } from '../comment-form';
import { CommentSection } from '../comment-section';

describe('comment form', () => {
  it.each([
    ['vi', 'Gửi bình luận', 'Vui lòng nhập bình luận', 'Vui lòng nhập tên và email'],
    ['en', 'Post comment', 'Please enter a comment', 'Please enter your name and email'],
  ] as const)('in %s, requires content, then name and email unless anonymous', async (locale, send, contentMessage, identityMessage) => {
    const api = mockApi({ 'comment.create': { id: 1, status: 'pending' } });
    renderWithProviders(<CommentForm postSlug="hello" />, { locale, trpcClient: api.client });
    await userEvent.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText(contentMessage)).toBeInTheDocument();
    expect(screen.getAllByText(identityMessage)).toHaveLength(2);
    expect(api.calls['comment.create']).toBeUndefined();
  });

  it('sends an anonymous comment without name or email and says it awaits moderation', async () => {
    const api = mockApi({ 'comment.create': { id: 7, status: 'pending' } });
    renderWithProviders(<CommentForm postSlug="hello" parentId={3} />, { locale: 'en', trpcClient: api.client });
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Lovely view');
    await userEvent.click(screen.getByLabelText('Comment anonymously'));
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText('Your comment was sent and is awaiting moderation.')).toBeInTheDocument();
    expect(api.calls['comment.create']).toEqual([{ postSlug: 'hello', parentId: 3, content: 'Lovely view', anonymous: true }]);
  });

  it.each([
    ['vi', /^Nội dung bình luận/, /^Họ tên/, 'Gửi bình luận', 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút'],
    ['en', /^Comment/, /^Name/, 'Post comment', 'Too many submissions. Please try again in 10 minutes'],
  ] as const)('in %s, shows the limit of submissions in the form and keeps what the person typed', async (locale, content, name, send, tooMany) => {
    const api = mockApi({
      'comment.create': () => {
        throw new ApiRefusal('TOO_MANY_REQUESTS', tooMany, {}, 429);
      },
    });
    renderWithProviders(<CommentForm postSlug="hello" />, { locale, trpcClient: api.client });
    await userEvent.type(screen.getByRole('textbox', { name: content }), 'Cảnh đẹp quá');
    await userEvent.type(screen.getByRole('textbox', { name: name }), 'Lan');
    await userEvent.type(screen.getByLabelText(/^Email/), 'lan@example.vn');
    await userEvent.click(screen.getByRole('button', { name: send }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('textbox', { name: content })).toHaveValue('Cảnh đẹp quá');
    expect(screen.getByRole('textbox', { name: name })).toHaveValue('Lan');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('lan@example.vn');
    expect(toastStore.getState().toasts.map((toast) => toast.message)).not.toContain(tooMany);
  });

  it('disables the button while sending, so a double click sends once', async () => {
    let release: () => void = () => {};
    const api = mockApi({ 'comment.create': () => new Promise((resolve) => (release = () => resolve({ id: 1, status: 'pending' }))) });
    renderWithProviders(<CommentForm postSlug="hello" />, { locale: 'en', trpcClient: api.client });
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Hi');
    await userEvent.click(screen.getByLabelText('Comment anonymously'));
    const button = screen.getByRole('button', { name: 'Post comment' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    await screen.findByText('Your comment was sent and is awaiting moderation.');
    expect(api.calls['comment.create']).toHaveLength(1);
  });
});

describe('comment thread', () => {
  it('shows replies under their comment and markup as plain text', async () => {
    const api = mockApi({
      'comment.list': {
        total: 2,
        items: [
          {
            id: 1,
            parentId: null,
            name: '<b>Minh</b>',
            anonymous: false,
            content: '<img src=x onerror=alert(1)><script>alert(2)</script>',
            createdAt: '2025-01-02T03:00:00.000Z',
            replies: [{ id: 2, parentId: 1, name: null, anonymous: true, content: 'Đồng ý!', createdAt: '2025-01-03T03:00:00.000Z', replies: [] }],
          },
        ],
      },
    });
    const { container } = renderWithProviders(<CommentSection postSlug="hello" />, { trpcClient: api.client });
    expect(await screen.findByText('<img src=x onerror=alert(1)><script>alert(2)</script>')).toBeInTheDocument();
    expect(screen.getByText('<b>Minh</b>')).toBeInTheDocument();
    expect(container.querySelector('img, script, b')).toBeNull();
    const reply = screen.getByRole('article', { name: 'Bình luận của Ẩn danh' });
    expect(reply).toHaveTextContent('Đồng ý!');
    expect(screen.getByRole('article', { name: 'Bình luận của <b>Minh</b>' })).toContainElement(reply);
  });

  it('pages a long thread with earlier and later comments (en)', async () => {
    const all = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, parentId: null, name: `Reader ${index + 1}`, anonymous: false, content: `Comment number ${index + 1}`, createdAt: '2025-01-02T03:00:00.000Z', replies: [] }));
    const api = mockApi({
      'comment.list': (input: unknown) => {
        const page = (input as { page?: number }).page ?? 1;
        return { items: all.slice((page - 1) * 50, page * 50), total: all.length };
      },
    });
    renderWithProviders(<CommentSection postSlug="hello" />, { locale: 'en', trpcClient: api.client });
    expect(await screen.findByText('Comment number 50')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 51')).not.toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Comment pages' });
    expect(within(pager()).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Later comments' }));
    expect(await screen.findByText('Comment number 60')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 50')).not.toBeInTheDocument();
    expect(api.calls['comment.list']).toEqual([{ postSlug: 'hello' }, { postSlug: 'hello', page: 2 }]);
  });

  it('offers a retry when the comments cannot be loaded', async () => {
    let fail = true;
    const api = mockApi({
      'comment.list': () => {
        if (fail) throw new ApiRefusal('INTERNAL_SERVER_ERROR', 'boom', {}, 500);
        return { total: 0, items: [] };
      },
    });
    renderWithProviders(<CommentSection postSlug="hello" />, { locale: 'en', trpcClient: api.client });
    expect(await screen.findByText('Error loading comments.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No comments yet. Be the first!')).toBeInTheDocument();
  });
});
