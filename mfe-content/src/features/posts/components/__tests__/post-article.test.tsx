import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, shownToasts } from '@storefront/shared/ui/test-render';
import { withTestApi } from '@storefront/shared/testing/test-api';
import '../../../../testing/register-content';
import { PostArticle } from '../post-article';
import { PostSidebar } from '../post-sidebar';

const api = withTestApi();

describe('an article', () => {
  it('shows the post, with its date in the reader’s language', async () => {
    const visitor = await api.caller();
    const post = await visitor.post.bySlug({ slug: 'di-may-ngan-cung-tre-nho' });
    await renderWithProviders(<PostArticle slug="di-may-ngan-cung-tre-nho" />, { api });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText('5 tháng 7, 2025')).toBeInTheDocument();
    // Shown, it counts its view once; reading it did not.
    await waitFor(() => expect(api.callsTo('post.recordView')).toEqual([{ slug: 'di-may-ngan-cung-tre-nho' }]));
  });

  it('says the article does not exist, with the way back to the list and no retry (en)', async () => {
    await renderWithProviders(<PostArticle slug="khong-co-bai-nay" />, { locale: 'en', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the articles' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
    expect(api.callsTo('post.recordView')).not.toContainEqual({ slug: 'khong-co-bai-nay' });
  });

  it('offers a retry when the server cannot reach its database, and shows the article once it can', async () => {
    api.databaseDown(true);
    try {
      await renderWithProviders(<PostArticle slug="di-may-ngan-cung-tre-nho" />, { api });
      expect(await screen.findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút');
      expect(screen.getByRole('heading', { level: 1, name: 'Bài viết' })).toBeInTheDocument();
    } finally {
      api.databaseDown(false);
    }
    expect(shownToasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Đi Mây Ngàn cùng trẻ nhỏ' })).toBeInTheDocument();
  });
});

describe('the posts sidebar', () => {
  it('lists the most read posts', async () => {
    const visitor = await api.caller();
    const { popular } = await visitor.post.sidebar();
    await renderWithProviders(<PostSidebar />, { api });
    expect(await screen.findByRole('link', { name: popular[0]!.title })).toBeInTheDocument();
  });
});
