import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/routes/router';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import CheckoutPage, { redirectTo } from '../pages/checkout-page';
import { FakeApiError, fakeApi } from '../../../testing/fake-api';
import '../../../testing/site';
import { addDays, todayInVietnam } from '../../../lib/dates';
import { cartStore } from '../../cart/stores/cart-store';
import { toastStore } from '@storefront/shared/toast/toast-store';
import { createQueryClient } from '@storefront/shared/api/query-client';

const visitDate = addDays(todayInVietnam(), 2);
const methods = [
  { code: 'vnpay', name: 'Pay with VNPay', description: 'Cards', online: true },
  { code: 'counter', name: 'Pay at the counter', description: 'On the day', online: false },
];

function render(handlers: Record<string, (input: any) => unknown>, locale: 'vi' | 'en' = 'en') {
  const api = fakeApi({ 'checkout.paymentMethods': () => methods, ...handlers });
  renderWithProviders(
    <Routes>
      <Route path="/checkout/ticket" element={<CheckoutPage />} />
      <Route path="/checkout/success" element={<p>success page</p>} />
    </Routes>,
    // The app's own client, so its global error toasts show as they would to a person.
    { locale, route: '/checkout/ticket', trpcClient: api.client, queryClient: createQueryClient() },
  );
  return api;
}

function fillCart() {
  cartStore.getState().addTicket({
    ticketSlug: 've-cap-treo',
    ticketName: 'Cable car return',
    visitDate,
    quantities: { adult: 2, child: 0, infant: 1 },
    prices: { adult: 300_000, child: 200_000, infant: 0 },
  });
}

function addHoney() {
  cartStore.getState().addProduct({ variantId: 7, productSlug: 'mat-ong-hoa-ban', name: 'Mountain honey', variantName: '500 ml', unitPrice: 250_000, quantity: 1 });
}

beforeEach(() => {
  cartStore.getState().clear();
  toastStore.setState({ toasts: [] });
});

describe('checkout', () => {
  it('says no booking data was found when the cart is empty', () => {
    render({});
    expect(screen.getByText('No booking data found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/tickets');
  });

  it('shows the booking summary and the total', async () => {
    fillCart();
    render({});
    expect(screen.getByText('Cable car return')).toBeInTheDocument();
    expect(screen.getByText('Adult × 2, Under 3 × 1')).toBeInTheDocument();
    expect(screen.getByText(/^Total/)).toHaveTextContent('VND 600,000');
    expect(await screen.findByRole('radio', { name: /Pay with VNPay/ })).toBeInTheDocument();
  });

  it('says so when the payment methods cannot be fetched', async () => {
    fillCart();
    render({ 'checkout.paymentMethods': () => { throw new FakeApiError('INTERNAL_SERVER_ERROR', 'boom', 500); } }, 'vi');
    expect(await screen.findByText('Lỗi khi tải phương thức thanh toán')).toBeInTheDocument();
  });

  it('requires full name, a Vietnamese phone and a payment method; email is optional', async () => {
    fillCart();
    const api = render({});
    await screen.findByRole('radio', { name: /Pay with VNPay/ });
    await userEvent.type(screen.getByLabelText(/Phone number/), '+1 415 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    // Full name and payment method are missing; the empty email is fine.
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Phone number must be in the correct format')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('checkout.placeOrder')).toHaveLength(0);
  });

  it('places the order and goes to the gateway', async () => {
    fillCart();
    const assign = jest.spyOn(redirectTo, 'assign').mockImplementation(() => {});
    const api = render({ 'checkout.placeOrder': () => ({ orderCode: 'SF-ABC123', redirectUrl: 'http://127.0.0.1/sandbox/vnpay/pay?x=1' }) });
    await userEvent.click(await screen.findByRole('radio', { name: /Pay with VNPay/ }));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Nguyễn Văn A');
    await userEvent.type(screen.getByLabelText(/Phone number/), '0912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/sandbox/vnpay/pay?x=1'));
    const [sent] = api.callsTo('checkout.placeOrder');
    expect(sent).toMatchObject({
      items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 2, child: 0, infant: 1 } }],
      contact: { fullName: 'Nguyễn Văn A', phone: '0912 345 678' },
      paymentMethod: 'vnpay',
    });
    expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(cartStore.getState().lines).toHaveLength(0);
    assign.mockRestore();
  });

  it('goes to the success page for pay-at-counter orders', async () => {
    fillCart();
    render({ 'checkout.placeOrder': () => ({ orderCode: 'SF-XYZ' }) });
    await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane Doe');
    await userEvent.type(screen.getByLabelText(/Phone number/), '+84 912 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
  });

  it('keeps the cart and tells the person when the order fails', async () => {
    fillCart();
    render({ 'checkout.placeOrder': () => { throw new FakeApiError('CONFLICT', 'No tickets available for the date', 409); } });
    await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
    await userEvent.type(screen.getByLabelText(/Full name/), 'Jane Doe');
    await userEvent.type(screen.getByLabelText(/Phone number/), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).not.toBeDisabled());
    expect(cartStore.getState().lines).toHaveLength(1);
    // The page says it, and the app's global error handler (the real query client) stays quiet.
    expect(toastStore.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'No tickets available for the date']]);
  });

  it.each([
    ['en', 'At most 10 tickets per order (all categories together)', 'Children under 3 go free only with at least one adult or child ticket in the same order'],
    ['vi', 'Mỗi đơn hàng tối đa 10 vé (tính mọi loại vé)', 'Trẻ dưới 3 tuổi được vào miễn phí khi đi cùng ít nhất một vé người lớn hoặc trẻ em trong cùng đơn'],
  ] as const)('refuses (%s) more than 10 tickets in one order, and infants alone, before sending anything', async (locale, tooMany, infantsAlone) => {
    const prices = { adult: 300_000, child: 200_000, infant: 0 };
    cartStore.getState().addTicket({ ticketSlug: 've-cap-treo', ticketName: 'Cable car return', visitDate, quantities: { adult: 6, child: 4, infant: 1 }, prices });
    const api = render({}, locale);
    await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
    await userEvent.type(screen.getByLabelText(locale === 'en' ? /Full name/ : /Họ và tên/), 'Jane Doe');
    await userEvent.type(screen.getByLabelText(locale === 'en' ? /Phone number/ : /Số điện thoại/), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Pay' : 'Thanh toán' }));
    expect(await screen.findByText(tooMany)).toBeInTheDocument();

    act(() => {
      cartStore.getState().clear();
      cartStore.getState().addTicket({ ticketSlug: 've-cap-treo', ticketName: 'Cable car return', visitDate, quantities: { adult: 0, child: 0, infant: 2 }, prices });
    });
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Pay' : 'Thanh toán' }));
    expect(await screen.findByText(infantsAlone)).toBeInTheDocument();
    expect(api.callsTo('checkout.placeOrder')).toEqual([]);
  });

  it('asks no delivery address for tickets only', async () => {
    fillCart();
    render({});
    await screen.findByRole('radio', { name: /Pay at the counter/ });
    expect(screen.queryByLabelText(/Delivery address/)).not.toBeInTheDocument();
    expect(screen.getByText(/held for 15 minutes/)).toBeInTheDocument();
  });

  it('asks for a delivery address when the cart has products, with the other missing fields', async () => {
    addHoney();
    const api = render({});
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
    expect(api.callsTo('checkout.placeOrder')).toHaveLength(0);
  });

  it('sends the delivery address with the products', async () => {
    addHoney();
    fillCart();
    const api = render({ 'checkout.placeOrder': () => ({ orderCode: 'SF-HONEY' }) }, 'vi');
    await userEvent.click(await screen.findByRole('radio', { name: /Pay at the counter/ }));
    await userEvent.type(screen.getByLabelText(/Họ và tên/), 'Trần Thị B');
    await userEvent.type(screen.getByLabelText(/Số điện thoại/), '0912345678');
    await userEvent.type(screen.getByLabelText(/Địa chỉ giao hàng/), '12 Lê Lợi, Bến Nghé, TP Hồ Chí Minh');
    await userEvent.click(screen.getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByText('success page')).toBeInTheDocument();
    expect(api.callsTo('checkout.placeOrder')[0]).toMatchObject({
      items: [{ kind: 'product', variantId: 7, quantity: 1 }, { kind: 'ticket', ticketSlug: 've-cap-treo' }],
      deliveryAddress: '12 Lê Lợi, Bến Nghé, TP Hồ Chí Minh',
      paymentMethod: 'counter',
    });
  });
});
