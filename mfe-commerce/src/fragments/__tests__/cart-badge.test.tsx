import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { emit } from '@storefront/shared/events/events';
import CartBadge from '../cart-badge';
import { CART_STORAGE_KEY, cartStore } from '../../features/cart/stores/cart-store';
import '../../testing/site';

beforeEach(() => cartStore.getState().clear());

describe('CartBadge', () => {
  it('links to checkout with the persisted count', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { lines: [{ kind: 'product', variantId: 1, productSlug: 'a', name: 'A', unitPrice: 1, quantity: 3 }] }, version: 1 }),
    );
    await renderWithProviders(<CartBadge />, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/checkout/ticket');
  });

  it('follows commerce:cart-updated live', async () => {
    await renderWithProviders(<CartBadge />, { locale: 'vi' });
    expect(screen.getByRole('link', { name: 'Giỏ hàng, 0 sản phẩm' })).toBeInTheDocument();
    act(() => emit('commerce:cart-updated', { count: 5 }));
    expect(screen.getByRole('link', { name: 'Giỏ hàng, 5 sản phẩm' })).toBeInTheDocument();
  });

  it('changes when the cart store changes', async () => {
    await renderWithProviders(<CartBadge />, { locale: 'en' });
    act(() => cartStore.getState().addProduct({ variantId: 2, productSlug: 'b', name: 'B', unitPrice: 1, quantity: 2 }));
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
  });
});
