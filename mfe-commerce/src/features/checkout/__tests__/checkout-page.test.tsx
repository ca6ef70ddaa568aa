// The online method is offered, and its orders paid, through the API's payment sandbox.
process.env.PAYMENT_SANDBOX = '1';

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/routes/router';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { eq, sql, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { toastStore } from '@storefront/shared/toast/toast-store';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import CheckoutPage, { redirectTo } from '../pages/checkout-page';
import '../../../testing/site';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { addDays } from '@storefront/shared/contracts/calendar-month';
import { cartStore } from '../../cart/stores/cart-store';

const api = withTestApi();

const SLUG = 'cap-treo-khu-hoi';
const prices = { adult: 450_000, child: 300_000, infant: 0 };
const visitDate = addDays(todayInVietnam(), 2);

async function render(locale: 'vi' | 'en' = 'en') {
  await renderWithProviders(
    <Routes>
      <Route path="/checkout/ticket" element={<CheckoutPage />} />
      <Route path="/checkout/success" element={<p>success page</p>} />
    </Routes>,
    { locale, route: '/checkout/ticket', api },
  );
}

function fillCart(date = visitDate) {
  cartStore.getState().addTicket({ ticketSlug: SLUG, ticketName: 'Cable car return', visitDate: date, quantities: { adult: 2, child: 0, infant: 1 }, prices });
}

async function addHoney() {
  const [honey] = await api.db.select().from(tables.productVariants).where(eq(tables.productVariants.sku, 'HONEY-500'));
  cartStore.getState().addProduct({ variantId: honey!.id, productSlug: 'mat-ong-hoa-ban', name: 'Mountain honey', variantName: '500 ml', unitPrice: 250_000, quantity: 1 });
  return honey!.id;
}

const placedOrders = () => api.callsTo('checkout.placeOrder') as PlaceOrderInput[];

beforeEach(() => {
  cartStore.getState().clear();
  api.calls.length = 0;
});
afterEach(() => api.unreachable(false));

describe('checkout', () => {
  it('says no booking data was found when the cart is empty', async () => {
    await render();
    expect(screen.getByText('No booking data found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('shows the booking summary and the total', async () => {
    fillCart();
    await render();
    expect(screen.getByText('Cable car return')).toBeInTheDocument();
    expect(screen.getByText('Adult × 2, Under 3 × 1')).toBeInTheDocument();
    expect(screen.getByText(/^Total/)).toHaveTextContent('VND 900,000');
    expect(await screen.findByRole('radio', { name: /Pay with VNPay/ })).toBeInTheDocument();
  });

  it('says so when the payment methods cannot be fetched', async () => {
    fillCart();
    // The payment methods are read from no database, so no outage of it fails them: the API
    // cannot be reached at all.
    api.unreachable(true);
    await render('vi');
    expect(await screen.findByText('Lỗi khi tải phương thức thanh toán')).toBeInTheDocument();
  });

  it('requires full name, a Vietnamese phone and a payment method; email is optional', async () => {
    fillCart();
    await render();
    await screen.findByRole('radio', { name: /Pay with VNPay/ });
    await userEvent.type(screen.getByLabelText(/Phone number/), '+1 415 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // Full name and payment method are missing; the empty email is fine.
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Phone number must be in the correct format')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Full name/)).toHaveFocus();
    expect(placedOrders()).toHaveLength(0);
  });

  it('places the order and goes to the gateway', async () => {
    fillCart();
    const assign = jest.spyOn(redirectTo, 'assign').mockImplementation(() => {});
    await render();
    await userEvent.click(await screen.findByRole('radio', { name: /Pay with VNPay/ }));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Nguyễn Văn A');
    await userEvent.type(screen.getByLabelText(/Phone number/), '0912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const [sent] = placedOrders();
    // The gateway's page, for the order the API holds.
    const [order] = await api.db.select().from(tables.orders).where(eq(tables.orders.idempotencyKey, sent!.idempotencyKey));
    expect(order).toMatchObject({ paymentMethod: 'vnpay', status: 'pending', totalAmount: 900_000 });
    expect(assign.mock.calls[0]![0]).toContain(order!.code);
    expect(sent).toMatchObject({
      items: [{ kind: 'ticket', ticketSlug: SLUG, visitDate, quantities: { adult: 2, child: 0, infant: 1 } }],
      contact: { fullName: 'Nguyễn Văn A', phone: '0912 345 678' },
      paymentMethod: 'vnpay',
    });
    expect(sent!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(cartStore.getState().lines).toHaveLength(0);
    assign.mockRestore();
  });

  it('goes to the success page for pay-at-counter orders', async () => {
    fillCart();
    await render();
    await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane Doe');
    await userEvent.type(screen.getByLabelText(/Phone number/), '+84 912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    const [order] = await api.db.select().from(tables.orders).where(eq(tables.orders.idempotencyKey, placedOrders()[0]!.idempotencyKey));
    expect(order).toMatchObject({ paymentMethod: 'counter', contactName: 'Jane Doe' });
  });

  it('keeps the cart and tells the person when the order fails', async () => {
    // Every place of that day is sold.
    const soldOut = addDays(todayInVietnam(), 6);
    const [ticket] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, SLUG));
    await api.db.insert(tables.ticketInventory).values({ ticketTypeId: ticket!.id, visitDate: soldOut, capacity: 40, sold: 40 });
    fillCart(soldOut);
    await render();
    await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane Doe');
    await userEvent.type(screen.getByLabelText(/Phone number/), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).not.toBeDisabled());
    expect(cartStore.getState().lines).toHaveLength(1);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Jane Doe');
    expect(screen.getByRole('radio', { name: /Pay at the counter/ })).toBeChecked();
    // Said once: by the site's global error handler, not again by the page.
    expect(screen.getAllByText('No tickets available for the date')).toHaveLength(1);
    expect(toastStore.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'No tickets available for the date']]);
  });

  it('asks the person to try again later once their network has placed too many orders', async () => {
    // The real limiter's counter for this address, at its limit for the current window.
    await api.db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES ('order:ip:127.0.0.1', 1000, now() + interval '10 minutes')
      ON CONFLICT (key) DO UPDATE SET count = EXCLUDED.count, reset_at = EXCLUDED.reset_at`);
    try {
      fillCart();
      await render();
      await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
      await userEvent.type(screen.getByLabelText(/Full name/), 'Jane Doe');
      await userEvent.type(screen.getByLabelText(/Phone number/), '0912345678');
      await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
      const message = 'Too many orders from your network. Please try again in a few minutes';
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(toastStore.getState().toasts.map((toast) => toast.message)).toEqual([message]);
      expect(cartStore.getState().lines).toHaveLength(1);
    } finally {
      await api.db.execute(sql`DELETE FROM rate_limits WHERE key = 'order:ip:127.0.0.1'`);
    }
  });

  it.each([
    ['en', 'At most 10 tickets per order (all categories together)', 'Children under 3 go free only with at least one adult or child ticket in the same order'],
    ['vi', 'Mỗi đơn hàng tối đa 10 vé (tính mọi loại vé)', 'Trẻ dưới 3 tuổi được vào miễn phí khi đi cùng ít nhất một vé người lớn hoặc trẻ em trong cùng đơn'],
  ] as const)('refuses (%s) more than 10 tickets in one order, and infants alone, before sending anything', async (locale, tooMany, infantsAlone) => {
    cartStore.getState().addTicket({ ticketSlug: SLUG, ticketName: 'Cable car return', visitDate, quantities: { adult: 6, child: 4, infant: 1 }, prices });
    await render(locale);
    await userEvent.click(await screen.findByRole('radio', { name: locale === 'en' ? /Pay at the counter/ : /Thanh toán tại quầy/ }));
    await userEvent.type(screen.getByLabelText(locale === 'en' ? /Full name/ : /Họ và tên/), 'Jane Doe');
    await userEvent.type(screen.getByLabelText(locale === 'en' ? /Phone number/ : /Số điện thoại/), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Pay' : 'Thanh toán' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();

    act(() => {
      cartStore.getState().clear();
      cartStore.getState().addTicket({ ticketSlug: SLUG, ticketName: 'Cable car return', visitDate, quantities: { adult: 0, child: 0, infant: 2 }, prices });
    });
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Pay' : 'Thanh toán' }));
    expect(await screen.findByText(infantsAlone)).toBeInTheDocument();
    expect(placedOrders()).toEqual([]);
  });

  it('asks no delivery address for tickets only', async () => {
    fillCart();
    await render();
    await screen.findByRole('radio', { name: /Pay at the counter/ });
    expect(screen.queryByLabelText(/Delivery address/)).not.toBeInTheDocument();
    expect(screen.getByText(/held for 15 minutes/)).toBeInTheDocument();
  });

  it('asks for a delivery address when the cart has products, with the other missing fields', async () => {
    await addHoney();
    await render();
    await screen.findByRole('radio', { name: /Pay with VNPay/ });
    // Products are delivered: no hold of places, and no paying at the counter on a visit day.
    expect(screen.queryByText(/held for 15 minutes/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Pay at the counter/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4); // name, phone, address, method
    expect(screen.getByLabelText(/Delivery address/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/Delivery address/), 'Hanoi');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Minimum length 10 characters')).toBeInTheDocument();
    expect(placedOrders()).toHaveLength(0);
  });

  it('sends the delivery address with the products', async () => {
    const honey = await addHoney();
    fillCart(addDays(todayInVietnam(), 3));
    await render('vi');
    await userEvent.click(await screen.findByRole('radio', { name: /Thanh toán tại quầy/ }));
    await userEvent.type(screen.getByLabelText(/Họ và tên/), 'Trần Thị B');
    await userEvent.type(screen.getByLabelText(/Số điện thoại/), '0912345678');
    await userEvent.type(screen.getByLabelText(/Địa chỉ giao hàng/), '12 Lê Lợi, Bến Nghé, TP Hồ Chí Minh');
    await userEvent.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    const [sent] = placedOrders();
    expect(sent).toMatchObject({
      items: [{ kind: 'product', variantId: honey, quantity: 1 }, { kind: 'ticket', ticketSlug: SLUG }],
      deliveryAddress: '12 Lê Lợi, Bến Nghé, TP Hồ Chí Minh',
      paymentMethod: 'counter',
    });
    const [order] = await api.db.select().from(tables.orders).where(eq(tables.orders.idempotencyKey, sent!.idempotencyKey));
    expect(order!.deliveryAddress).toBe('12 Lê Lợi, Bến Nghé, TP Hồ Chí Minh');
  });
});
