// The texts a visit to `/` downloads are the routes module's alone (locales/vi-home.ts): render the
// home page with those, and no other page's part, and look for a text key shown in its place.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { mockApi } from '../../../testing/mock-api';
import '../../routes';
import HomePage from '../home-page';

const photo = (id: number, title: string) => ({ id, kind: 'photo', title, description: null, imageUrl: `/seed-media/${id}.svg`, videoUrl: null });

const api = () =>
  mockApi({
    'post.list': {
      items: [
        {
          id: 8,
          slug: 'di-may-ngan-cung-tre-nho',
          kind: 'article',
          title: 'Đi Mây Ngàn cùng trẻ nhỏ',
          excerpt: 'Trẻ dưới 3 tuổi miễn phí.',
          coverImageUrl: '/seed-media/post.svg',
          authorName: 'Thu Hà',
          tags: ['gia đình'],
          viewCount: 870,
          publishedAt: '2025-07-05T01:00:00.000Z',
          category: { slug: 'kinh-nghiem-du-lich', name: 'Kinh nghiệm du lịch' },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 3,
    },
    'review.list': {
      items: [
        {
          id: 8,
          authorName: 'Vũ Hải Đăng',
          profession: 'Doanh nhân',
          avatarUrl: null,
          rating: 5,
          title: 'Khách sạn ấm cúng',
          content: 'Phòng gỗ thông có lò sưởi.',
          serviceType: 'hotel',
          visitDate: '2025-02-08',
          createdAt: '2026-11-25T08:56:47.691Z',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 3,
      summary: { average: 5, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } },
    },
    'gallery.list': [photo(1, 'Biển mây buổi sớm'), photo(2, 'Cabin trong hoàng hôn')],
    'service.list': [
      {
        id: 1,
        slug: 'nha-hang-dinh-may',
        name: 'Nhà hàng Đỉnh Mây',
        summary: 'Nhà hàng 500 chỗ.',
        imageUrl: '/seed-media/service.svg',
        priceFrom: 250000,
        duration: '11:00 – 20:00',
        serviceType: 'restaurant',
        features: ['Tầm nhìn toàn cảnh'],
      },
    ],
    'page.contact': { lat: 22.3364, lng: 103.8438, email: 'lienhe@mayngan.vn', address: 'Ga Thung Lũng', hotline: '1900 6868', socials: [], openingHours: '7:00 – 17:30' },
  });

/** Text keys of this team shown instead of their text: in the page's words or its attributes. */
function shownKeys(): string[] {
  const key = /\b(?:home|posts|reviews|gallery|contact|pagination)\.[\w.]+/g;
  const attributes = [...document.body.querySelectorAll('*')].flatMap((element) => [...element.attributes].map((attribute) => attribute.value));
  return [document.body.textContent ?? '', ...attributes].flatMap((text) => text.match(key) ?? []);
}

describe('the home page', () => {
  it('shows every text of its own and of the parts it embeds with only the texts that come with it', async () => {
    // The commerce fragment on it needs the shell's federation runtime: its box shows the failure.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<HomePage />, { trpcClient: api().client });

    await screen.findByText('Khách sạn ấm cúng'); // the last section's data: everything has rendered
    await screen.findByText('Nhà hàng Đỉnh Mây');
    await screen.findByText('1900 6868');
    await userEvent.click(await screen.findByRole('button', { name: 'Xem Biển mây buổi sớm' }));
    await screen.findByRole('dialog');

    await waitFor(() => expect(shownKeys()).toEqual([]));
  });
});
