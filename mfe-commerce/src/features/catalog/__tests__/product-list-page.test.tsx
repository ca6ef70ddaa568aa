import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { withTestApi } from '@storefront/shared/testing/test-api';
import ProductListPage from '../pages/product-list-page';

const api = withTestApi();

it('pages through products, then searches, filters by category and sorts', async () => {
  await renderWithProviders(<ProductListPage />, { locale: 'vi', route: '/san-pham', api });
  const total = await screen.findByText(/^\d+ sản phẩm$/);
  const pages = Math.ceil(Number.parseInt(total.textContent!, 10) / 12);
  expect(screen.getByText(`Trang 1 / ${pages}`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
  expect(await screen.findByText(`Trang 2 / ${pages}`)).toBeInTheDocument();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'mật ong');
  await userEvent.click(screen.getByRole('button', { name: 'Tìm kiếm' }));
  await userEvent.selectOptions(await screen.findByLabelText('Danh mục'), 'dac-san-vung-cao');
  await userEvent.selectOptions(screen.getByLabelText('Sắp xếp'), 'price-asc');
  expect(await screen.findByText('Mật ong hoa ban')).toBeInTheDocument();
  expect(screen.queryByText('Trà Shan tuyết cổ thụ')).not.toBeInTheDocument();
  expect(screen.getByText('Trang 1 / 1')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('product.list').at(-1)).toEqual({ q: 'mật ong', sort: 'price-asc', page: 1, pageSize: 12, categorySlug: 'dac-san-vung-cao' }));
});
