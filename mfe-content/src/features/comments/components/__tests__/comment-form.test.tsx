import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import '../../../../testing/register-content';
import { untilRefused } from '../../../../testing/screen';
import { CommentForm } from '../comment-form';
import { CommentSection } from '../comment-section';

const api = withTestApi();
// Each test starts a new window of the submission limit and a new list of calls.
beforeEach(async () => {
  api.calls.length = 0;
  await api.db.delete(tables.rateLimits);
});

let posts = 0;
/** A published post of its own for each test, so its comments are the test's alone. */
async function newPost(): Promise<{ id: number; slug: string }> {
  posts += 1;
  const slug = `bai-viet-thu-${posts}`;
  const text = { vi: `Bài viết ${posts}`, en: `Post ${posts}` };
  const [post] = await api.db
    .insert(tables.posts)
    .values({ slug, kind: 'article', title: text, excerpt: text, content: text, coverImageUrl: '/seed-media/post.svg', authorName: { vi: 'Lan Anh' } })
    .returning({ id: tables.posts.id });
  return { id: post!.id, slug };
}

const commentsOf = (postId: number) => api.db.select().from(tables.comments).where(eq(tables.comments.postId, postId));

describe('comment form', () => {
  it.each([
    ['vi', 'Gửi bình luận', 'Vui lòng nhập bình luận', 'Vui lòng nhập tên và email'],
    ['en', 'Post comment', 'Please enter a comment', 'Please enter your name and email'],
  ] as const)('in %s, requires content, then name and email unless anonymous', async (locale, send, contentMessage, identityMessage) => {
    const { slug } = await newPost();
    await renderWithProviders(<CommentForm postSlug={slug} />, { locale, api });
    await userEvent.click(screen.getByRole('button', { name: send }));
    expect(await screen.findByText(contentMessage)).toBeInTheDocument();
    expect(screen.getAllByText(identityMessage)).toHaveLength(2);
    expect(api.callsTo('comment.create')).toEqual([]);
  });

  it('sends an anonymous reply without name or email and says it awaits moderation', async () => {
    const post = await newPost();
    const [parent] = await api.db.insert(tables.comments).values({ postId: post.id, name: 'Minh', content: 'Đẹp quá', status: 'approved' }).returning({ id: tables.comments.id });
    await renderWithProviders(<CommentForm postSlug={post.slug} parentId={parent!.id} />, { locale: 'en', api });
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Lovely view');
    await userEvent.click(screen.getByLabelText('Comment anonymously'));
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await within(screen.getByRole('form')).findByRole('status')).toHaveTextContent('Your comment was sent and is awaiting moderation.');
    expect(shownToasts()).toEqual(['Your comment was sent and is awaiting moderation.']);
    expect(await commentsOf(post.id)).toContainEqual(
      expect.objectContaining({ parentId: parent!.id, content: 'Lovely view', anonymous: true, name: null, email: null, status: 'pending' }),
    );
  });

  it('says why, in the form only, when the comment answered no longer exists', async () => {
    const post = await newPost();
    await renderWithProviders(<CommentForm postSlug={post.slug} parentId={999_999} />, { api });
    await userEvent.type(screen.getByRole('textbox', { name: /^Nội dung bình luận/ }), 'Đồng ý');
    await userEvent.click(screen.getByLabelText('Bình luận ẩn danh'));
    await userEvent.click(screen.getByRole('button', { name: 'Gửi trả lời' }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent('Bình luận được trả lời không tồn tại');
    expect(screen.getByRole('textbox', { name: /^Nội dung bình luận/ })).toHaveValue('Đồng ý');
    expect(shownToasts()).toEqual([]);
    expect(await commentsOf(post.id)).toEqual([]);
  });

  it.each([
    ['vi', /^Nội dung bình luận/, /^Họ tên/, 'Gửi bình luận', 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút'],
    ['en', /^Comment/, /^Name/, 'Post comment', 'Too many submissions. Please try again in 10 minutes'],
  ] as const)('in %s, shows the limit of submissions in the form and keeps what the person typed', async (locale, content, name, send, tooMany) => {
    const { slug } = await newPost();
    const visitor = await api.caller();
    await untilRefused(() => visitor.comment.create({ postSlug: slug, content: 'Hay quá', anonymous: true }));
    await renderWithProviders(<CommentForm postSlug={slug} />, { locale, api });
    await userEvent.type(screen.getByRole('textbox', { name: content }), 'Cảnh đẹp quá');
    await userEvent.type(screen.getByRole('textbox', { name: name }), 'Lan');
    await userEvent.type(screen.getByLabelText(/^Email/), 'lan@example.vn');
    await userEvent.click(screen.getByRole('button', { name: send }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.getByRole('textbox', { name: content })).toHaveValue('Cảnh đẹp quá');
    expect(screen.getByRole('textbox', { name: name })).toHaveValue('Lan');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('lan@example.vn');
    expect(shownToasts()).toEqual([]);
  });

  it('disables the button while sending, so a double click sends once', async () => {
    const post = await newPost();
    await renderWithProviders(<CommentForm postSlug={post.slug} />, { locale: 'en', api });
    await userEvent.type(screen.getByRole('textbox', { name: /^Comment/ }), 'Hi');
    await userEvent.click(screen.getByLabelText('Comment anonymously'));
    const button = screen.getByRole('button', { name: 'Post comment' });
    // A transaction left open holds the database, so the comment waits until it ends.
    let release: () => void = () => {};
    const held = api.db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
    await userEvent.dblClick(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    await held;
    await screen.findByText('Your comment was sent and is awaiting moderation.', { selector: '[role="status"]' });
    expect(api.callsTo('comment.create')).toHaveLength(1);
    expect(await commentsOf(post.id)).toHaveLength(1);
  });
});

describe('comment thread', () => {
  it('shows replies under their comment and markup as plain text', async () => {
    const post = await newPost();
    const [first] = await api.db
      .insert(tables.comments)
      .values({ postId: post.id, name: '<b>Minh</b>', content: '<img src=x onerror=alert(1)><script>alert(2)</script>', status: 'approved' })
      .returning({ id: tables.comments.id });
    await api.db.insert(tables.comments).values([
      { postId: post.id, parentId: first!.id, anonymous: true, content: 'Đồng ý!', status: 'approved' },
      { postId: post.id, name: 'Chờ duyệt', content: 'Chưa được duyệt', status: 'pending' },
    ]);
    const { container } = await renderWithProviders(<CommentSection postSlug={post.slug} />, { api });
    expect(await screen.findByText('<img src=x onerror=alert(1)><script>alert(2)</script>')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bình luận (2)' })).toBeInTheDocument();
    expect(screen.getByText('<b>Minh</b>')).toBeInTheDocument();
    expect(screen.queryByText('Chưa được duyệt')).not.toBeInTheDocument();
    expect(container.querySelector('img, script, b')).toBeNull();
    const reply = screen.getByRole('article', { name: 'Bình luận của Ẩn danh' });
    expect(reply).toHaveTextContent('Đồng ý!');
    expect(screen.getByRole('article', { name: 'Bình luận của <b>Minh</b>' })).toContainElement(reply);
  });

  it('pages a long thread with earlier and later comments (en)', async () => {
    const post = await newPost();
    await api.db.insert(tables.comments).values(
      Array.from({ length: 60 }, (_, index) => ({ postId: post.id, name: `Reader ${index + 1}`, content: `Comment number ${index + 1}`, status: 'approved' as const })),
    );
    await renderWithProviders(<CommentSection postSlug={post.slug} />, { locale: 'en', api });
    expect(await screen.findByText('Comment number 50')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 51')).not.toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Comment pages' });
    expect(within(pager()).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Later comments' }));
    expect(await screen.findByText('Comment number 60')).toBeInTheDocument();
    expect(screen.queryByText('Comment number 50')).not.toBeInTheDocument();
    expect(api.callsTo('comment.list').slice(-2)).toEqual([{ postSlug: post.slug }, { postSlug: post.slug, page: 2 }]);
  });

  it('offers a retry when the comments cannot be loaded', async () => {
    const { slug } = await newPost();
    api.databaseDown(true);
    try {
      await renderWithProviders(<CommentSection postSlug={slug} />, { locale: 'en', api });
      expect(await screen.findByText('Error loading comments.')).toBeInTheDocument();
    } finally {
      api.databaseDown(false);
    }
    expect(shownToasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No comments yet. Be the first!')).toBeInTheDocument();
  });

  it('says the post is gone when its comments are asked for an unknown post', async () => {
    await renderWithProviders(<CommentSection postSlug="khong-co-bai-nay" />, { locale: 'en', api });
    expect(await screen.findByText('Error loading comments.')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });
});
