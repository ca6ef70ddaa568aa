import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/routes/router';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { featureFlagStore } from '@storefront/shared/feature-flags/feature-flags';
import ProductDetailPage from '../pages/product-detail-page';
import { matchVariant, optionGroups, timeLeft } from '../variants';
import { cartStore } from '../../cart/stores/cart-store';

const api = withTestApi();

const both = (text: string) => ({ vi: text, en: text });
const variant = (id: number, size: string, color: string) => ({ id, sku: `S${id}`, name: `${size} / ${color}`, options: { size, color }, price: 150_000, stock: 5, inStock: true });
const variants = [variant(1, 'M', 'Đỏ'), variant(2, 'L', 'Đỏ'), variant(3, 'M', 'Xanh')];

/** A jacket in sizes M and L and colours red and blue, of which L in blue does not exist. */
async function addJacket(): Promise<number> {
  const [category] = await api.db.select().from(tables.categories).where(eq(tables.categories.slug, 'thoi-trang'));
  const [jacket] = await api.db
    .insert(tables.products)
    .values({ slug: 'ao-khoac-gio', categoryId: category!.id, name: { vi: 'Áo khoác gió', en: 'Windbreaker' }, summary: both(''), description: both('<p>Áo</p>'), price: 400_000, imageUrl: '' })
    .returning();
  await api.db.insert(tables.productVariants).values(
    [['M', 'Đỏ'], ['L', 'Đỏ'], ['M', 'Xanh']].map(([size, color], index) => ({
      productId: jacket!.id,
      sku: `JACKET-${size}-${index}`,
      name: both(`${size} / ${color}`),
      options: { size: both(size!), color: both(color!) },
      price: 400_000,
      stock: 5,
      sortOrder: index,
    })),
  );
  return jacket!.id;
}

async function render(slug: string, locale: 'vi' | 'en' = 'vi') {
  await renderWithProviders(
    <Routes>
      <Route path="/san-pham/:slug" element={<ProductDetailPage />} />
    </Routes>,
    { locale, route: `/san-pham/${slug}`, api },
  );
}

beforeEach(() => {
  cartStore.getState().clear();
  featureFlagStore.setState({ flags: { enable_add_to_cart: true } });
});

describe('variants', () => {
  it('groups option values and finds the exact combination', () => {
    expect(optionGroups(variants)).toEqual([
      { name: 'size', values: ['M', 'L'] },
      { name: 'color', values: ['Đỏ', 'Xanh'] },
    ]);
    expect(matchVariant(variants, { size: 'L', color: 'Đỏ' })?.id).toBe(2);
    expect(matchVariant(variants, { size: 'L', color: 'Xanh' })).toBeUndefined();
  });

  it('counts down to the sale end', () => {
    expect(timeLeft('2026-01-01T01:01:01Z', Date.parse('2026-01-01T00:00:00Z'))).toEqual({ days: 0, hours: 1, minutes: 1, seconds: 1 });
    expect(timeLeft('2026-01-01T00:00:00Z', Date.parse('2026-01-01T00:00:01Z'))).toBeNull();
  });
});

describe('product detail', () => {
  it('says "no matching variant" for a combination that does not exist and blocks add to cart', async () => {
    const jacketId = await addJacket();
    const [large] = await api.db.select().from(tables.productVariants).where(eq(tables.productVariants.sku, 'JACKET-L-1'));
    await render('ao-khoac-gio');
    await userEvent.click(await screen.findByRole('button', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xanh' }));
    expect(screen.getByText('Không có phiên bản phù hợp với lựa chọn')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Đỏ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào giỏ hàng' }));
    expect(cartStore.getState().lines).toEqual([expect.objectContaining({ kind: 'product', productSlug: 'ao-khoac-gio', variantId: large!.id, quantity: 1 })]);
    expect(large!.productId).toBe(jacketId);
  });

  it('shows specifications, video review, related products, combos with their description, savings and a countdown, and the shop texts', async () => {
    // The seeded family keepsake set holds the cabin model; its sale ends in an hour.
    await api.db.update(tables.combos).set({ saleEndsAt: new Date(Date.now() + 3_600_000) }).where(eq(tables.combos.slug, 'combo-ky-niem-gia-dinh'));
    await render('mo-hinh-cabin-cap-treo');
    expect(await screen.findByText('Chất liệu')).toBeInTheDocument();
    // The review is YouTube's player only once asked for: until then nothing of YouTube's loads.
    expect(screen.queryByTitle('Video đánh giá')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Phát video đánh giá' }));
    expect(screen.getByTitle('Video đánh giá')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(screen.getByTitle('Video đánh giá')).toHaveFocus();
    expect(screen.getByText('Móc khóa Đỉnh Mây')).toBeInTheDocument();
    // 320.000 + 2 × 60.000 + 90.000 for 469.000.
    expect(screen.getByText('Tiết kiệm 61.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Mô hình cabin, 2 móc khóa và bộ bưu thiếp.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Kết thúc sau 0(0|1):/);
    expect(screen.getByText('Miễn phí vận chuyển cho đơn hàng từ 500.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Bảo hành 12 tháng')).toBeInTheDocument();
  });

  it('writes the shop texts in English units', async () => {
    await render('mo-hinh-cabin-cap-treo', 'en');
    expect(await screen.findByText('Free shipping on orders over $50')).toBeInTheDocument();
    expect(screen.getByText('Returns within 7 days for manufacturer defects')).toBeInTheDocument();
  });

  it('hides add to cart when enable_add_to_cart is off', async () => {
    featureFlagStore.setState({ flags: { enable_add_to_cart: false } });
    await render('mo-hinh-cabin-cap-treo');
    await screen.findByText('Chất liệu');
    expect(screen.queryByRole('button', { name: 'Thêm vào giỏ hàng' })).not.toBeInTheDocument();
  });

  it('says when the product does not exist', async () => {
    await render('khong-co-san-pham-nay');
    expect(await screen.findByText('Không tìm thấy sản phẩm')).toBeInTheDocument();
  });
});
