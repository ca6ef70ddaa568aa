import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/routes/router';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { featureFlagStore } from '@storefront/shared/feature-flags/feature-flags';
import ProductDetailPage from '../pages/product-detail-page';
import { matchVariant, optionGroups, timeLeft } from '../variants';
import { fakeApi, FakeApiError } from '../../../testing/fake-api';
import { cartStore } from '../../cart/stores/cart-store';

const variant = (id: number, size: string, color: string, stock = 5) => ({ id, sku: `S${id}`, name: `${size} / ${color}`, options: { size, color }, price: 150_000 + id, stock, inStock: stock > 0 });
const product = {
  id: 1,
  slug: 'ao-thun',
  name: 'Áo thun Mây Ngàn',
  summary: 'Áo cotton',
  price: 150_000,
  compareAtPrice: 200_000,
  onSale: true,
  imageUrl: '',
  isFeatured: false,
  isNew: true,
  category: { slug: 'qua-tang', name: 'Quà tặng' },
  description: '<p>Mô tả</p>',
  images: [],
  videoUrl: 'https://www.youtube.com/watch?v=abcdefgh',
  specifications: [{ name: 'Chất liệu', value: 'Cotton' }],
  variants: [variant(1, 'M', 'Đỏ'), variant(2, 'L', 'Đỏ'), variant(3, 'M', 'Xanh')],
  related: [{ id: 5, slug: 'mu', name: 'Mũ', summary: '', price: 90_000, compareAtPrice: null, onSale: false, imageUrl: '', isFeatured: false, isNew: false, category: { slug: 'x', name: 'x' } }],
  crossSell: [],
  combos: [
    { id: 9, slug: 'combo', name: 'Combo quà', description: '', price: 200_000, originalPrice: 240_000, savings: 40_000, saleEndsAt: new Date(Date.now() + 3_600_000).toISOString(), imageUrl: '', items: [{ slug: 'ao-thun', name: 'Áo', quantity: 1, price: 150_000, imageUrl: '' }] },
  ],
};

function render(handlers = {}, locale: 'vi' | 'en' = 'vi') {
  const api = fakeApi({ 'product.bySlug': () => product, 'featureFlags.isFeatureEnabled': () => ({ enabled: true }), ...handlers });
  renderWithProviders(
    <Routes>
      <Route path="/san-pham/:slug" element={<ProductDetailPage />} />
    </Routes>,
    { locale, route: '/san-pham/ao-thun', trpcClient: api.client },
  );
}

beforeEach(() => {
  cartStore.getState().clear();
  featureFlagStore.setState({ flags: { enable_add_to_cart: true } });
});

describe('variants', () => {
  it('groups option values and finds the exact combination', () => {
    expect(optionGroups(product.variants)).toEqual([
      { name: 'size', values: ['M', 'L'] },
      { name: 'color', values: ['Đỏ', 'Xanh'] },
    ]);
    expect(matchVariant(product.variants, { size: 'L', color: 'Đỏ' })?.id).toBe(2);
    expect(matchVariant(product.variants, { size: 'L', color: 'Xanh' })).toBeUndefined();
  });

  it('counts down to the sale end', () => {
    expect(timeLeft('2026-01-01T01:01:01Z', Date.parse('2026-01-01T00:00:00Z'))).toEqual({ days: 0, hours: 1, minutes: 1, seconds: 1 });
    expect(timeLeft('2026-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:01Z'))).toBeNull();
  });
});

describe('product detail', () => {
  it('says "no matching variant" for a combination that does not exist and blocks add to cart', async () => {
    featureFlagStore.setState({ flags: { enable_add_to_cart: true } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xanh' }));
    expect(screen.getByText('Không có phiên bản phù hợp với lựa chọn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Đỏ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(cartStore.getState().lines).toEqual([expect.objectContaining({ kind: 'product', variantId: 2, quantity: 1 })]);
  });

  it('shows specifications, video review, related products, combos with savings and a countdown, and the shop texts', async () => {
    render();
    expect(await screen.findByText('Chất liệu')).toBeInTheDocument();
    // The review is YouTube's player only once asked for: until then nothing of YouTube's loads.
    expect(screen.queryByTitle('Video đánh giá')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Phát video đánh giá' }));
    expect(screen.getByTitle('Video đánh giá')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefgh?autoplay=1');
    expect(screen.getByTitle('Video đánh giá')).toHaveFocus();
    expect(screen.getByText('Mũ')).toBeInTheDocument();
    expect(screen.getByText('Tiết kiệm 40.000 ₫')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Kết thúc sau 0(0|1):/);
    expect(screen.getByText('Miễn phí vận chuyển cho đơn hàng từ 500.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Bảo hành 12 tháng')).toBeInTheDocument();
  });

  it('writes the shop texts in English units', async () => {
    render({}, 'en');
    expect(await screen.findByText('Free shipping on orders over $50')).toBeInTheDocument();
    expect(screen.getByText('Returns within 7 days for manufacturer defects')).toBeInTheDocument();
  });

  it('hides add to cart when enable_add_to_cart is off', async () => {
    featureFlagStore.setState({ flags: { enable_add_to_cart: false } });
    render();
    await screen.findByText('Chất liệu');
    expect(screen.queryByRole('button', { name: 'Thêm vào giỏ hàng' })).not.toBeInTheDocument();
  });

  it('says when the product does not exist', async () => {
    render({ 'product.bySlug': () => { throw new FakeApiError('NOT_FOUND', 'x', 404); } });
    expect(await screen.findByText('Không tìm thấy sản phẩm')).toBeInTheDocument();
  });
});
