import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import ProductListPage from '../pages/product-list-page';
import { fakeApi } from '../../../testing/fake-api';

const card = (id: number) => ({ id, slug: `sp-${id}`, name: `Sản phẩm ${id}`, summary: '', price: 100_000 * id, compareAtPrice: null, onSale: false, imageUrl: '', isFeatured: false, isNew: false, category: { slug: 'qua', name: 'Quà' } });

it('searches, filters by category, sorts and pages through products', async () => {
  const api = fakeApi({
    'category.list': () => [{ id: 1, slug: 'qua-tang', name: 'Quà tặng', description: '', imageUrl: '', productCount: 30 }],
    'product.list': (input: { page: number }) => ({ items: [card(input.page)], total: 30, page: input.page, pageSize: 12 }),
  });
  renderWithProviders(<ProductListPage />, { locale: 'vi', route: '/san-pham', trpcClient: api.client });
  expect(await screen.findByText('Sản phẩm 1')).toBeInTheDocument();
  expect(screen.getByText('Trang 1 / 3')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'trà');
  await userEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
  await userEvent.selectOptions(screen.getByLabelText('Danh mục'), 'qua-tang');
  await userEvent.selectOptions(screen.getByLabelText('Sắp xếp'), 'price-asc');
  await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
  expect(await screen.findByText('Sản phẩm 2')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('product.list').at(-1)).toEqual({ q: 'trà', sort: 'price-asc', page: 2, pageSize: 12, categorySlug: 'qua-tang' }));
});
