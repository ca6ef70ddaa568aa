import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import CheckoutSuccessPage from '../pages/checkout-success-page';
import CheckoutCancelPage from '../pages/checkout-cancel-page';
import { redirectTo } from '../pages/checkout-page';
import { FakeApiError, fakeApi } from '../../../testing/fake-api';
import '../../../testing/site';
import { toastStore } from '@storefront/shared/toast/toast-store';
import { createQueryClient } from '@storefront/shared/api/query-client';

const paidOrder = {
  orderCode: 'SF-ABC123',
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'vnpay',
  totalAmount: 600000,
  currency: 'VND',
  items: [],
  tickets: [
    { id: 11, qrSecret: 'secret-one-aaaaaaaaaaaaaaaaaaaaaa', visitDate: '2099-01-02', audience: 'adult', status: 'valid', name: 'Cable car', validity: { from: '2099-01-02', to: '2099-01-02' } },
    { id: 12, qrSecret: 'secret-two-bbbbbbbbbbbbbbbbbbbbbb', visitDate: '2099-01-02', audience: 'infant', status: 'valid', name: 'Cable car', validity: { from: '2099-01-02', to: '2099-01-02' } },
  ],
};

describe('success page', () => {
  it('says when there is no order code', () => {
    renderWithProviders(<CheckoutSuccessPage />, { locale: 'en', route: '/checkout/success' });
    expect(screen.getByText('No order code found')).toBeInTheDocument();
  });

  it('says when the order cannot be fetched', async () => {
    const api = fakeApi({ 'order.byCode': () => { throw new FakeApiError('INTERNAL_SERVER_ERROR', 'x', 500); } });
    renderWithProviders(<CheckoutSuccessPage />, { locale: 'en', route: '/checkout/success?orderCode=SF-1', trpcClient: api.client });
    expect(await screen.findByText('Could not fetch order details')).toBeInTheDocument();
  });

  it('lists the products and where they are delivered', async () => {
    const honey = { id: 5, kind: 'product', title: 'Mật ong hoa ban — Chai 500 ml', audience: null, visitDate: null, quantity: 2, unitPrice: 250000, lineTotal: 500000 };
    const api = fakeApi({ 'order.byCode': () => ({ ...paidOrder, tickets: [], items: [honey], deliveryAddress: '12 Lê Lợi, TP Hồ Chí Minh' }) });
    renderWithProviders(<CheckoutSuccessPage />, { locale: 'vi', route: '/checkout/success?orderCode=SF-ABC123', trpcClient: api.client });
    expect(await screen.findByRole('heading', { name: 'Sản phẩm' })).toBeInTheDocument();
    expect(screen.getByText('Mật ong hoa ban — Chai 500 ml × 2')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('Giao đến: 12 Lê Lợi, TP Hồ Chí Minh');
    expect(screen.queryByRole('heading', { name: 'Vé của bạn' })).not.toBeInTheDocument();
  });

  it('shows the order and one QR code per paid ticket', async () => {
    const api = fakeApi({ 'order.byCode': () => paidOrder });
    renderWithProviders(<CheckoutSuccessPage />, { locale: 'vi', route: '/checkout/success?orderCode=sf-abc123', trpcClient: api.client });
    expect(await screen.findByTestId('order-code')).toHaveTextContent('SF-ABC123');
    expect(screen.getByTestId('order-status')).toHaveTextContent('Đã xác nhận');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Đã thanh toán');
    const qr = await screen.findByAltText('Mã QR của vé 11');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await screen.findByAltText('Mã QR của vé 12')).toBeInTheDocument();
    expect(screen.getAllByText(/Chỉ có giá trị trong ngày/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'In vé' })).toBeInTheDocument();
    expect(api.callsTo('order.byCode')[0]).toEqual({ orderCode: 'SF-ABC123' });
  });

  it.each([
    ['en', /Show these QR codes at the ticket counter and pay there by 08:00 on .*2099.*\. Unpaid places are released then/],
    ['vi', /thanh toán tại quầy vé trước 08:00 ngày .*2099.*\. Sau giờ đó, chỗ chưa thanh toán được trả lại/],
  ] as const)('tells the buyer of a counter order (%s) when to pay, and shows the QR codes to show there', async (locale, cutoff) => {
    const counterOrder = { ...paidOrder, paymentStatus: 'pending', paymentMethod: 'counter', payBy: '2099-01-02T01:00:00.000Z' };
    const api = fakeApi({ 'order.byCode': () => counterOrder });
    renderWithProviders(<CheckoutSuccessPage />, { locale, route: '/checkout/success?orderCode=SF-ABC123', trpcClient: api.client });
    expect(await screen.findByText(cutoff)).toBeInTheDocument();
    expect(screen.getAllByTestId('ticket-qr')).toHaveLength(2);
  });
});

describe('a payment taken after the order was cancelled', () => {
  const cancelledButPaid = { ...paidOrder, status: 'cancelled', paymentStatus: 'failed', tickets: [], paidAfterCancellation: true };

  it('says in English that the money will be refunded, not that the order succeeded', async () => {
    const api = fakeApi({ 'order.byCode': () => cancelledButPaid });
    renderWithProviders(<CheckoutSuccessPage />, { locale: 'en', route: '/checkout/success?orderCode=SF-ABC123', trpcClient: api.client });
    expect(await screen.findByRole('heading', { name: 'We will refund you' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-after-cancellation')).toHaveTextContent('We received your payment after the order was cancelled');
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();
  });

  it('says it in Vietnamese', async () => {
    const api = fakeApi({ 'order.byCode': () => cancelledButPaid });
    renderWithProviders(<CheckoutSuccessPage />, { locale: 'vi', route: '/checkout/success?orderCode=SF-ABC123', trpcClient: api.client });
    expect(await screen.findByRole('heading', { name: 'Chúng tôi sẽ hoàn tiền cho bạn' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-after-cancellation')).toHaveTextContent('Chúng tôi đã nhận khoản thanh toán của bạn sau khi đơn hàng đã bị hủy');
  });
});

describe('cancel page', () => {
  it('offers retry and back to tickets, and says when the payment failed', async () => {
    const assign = jest.spyOn(redirectTo, 'assign').mockImplementation(() => {});
    const api = fakeApi({ 'checkout.retryPayment': () => ({ orderCode: 'SF-ABC123', redirectUrl: 'http://gateway/pay' }) });
    renderWithProviders(<CheckoutCancelPage />, { locale: 'en', route: '/checkout/cancel?orderCode=SF-ABC123&reason=failed', trpcClient: api.client });
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/tickets');
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://gateway/pay'));
    assign.mockRestore();
  });

  it('says once, in one toast, when the retry itself fails', async () => {
    toastStore.setState({ toasts: [] });
    const api = fakeApi({ 'checkout.retryPayment': () => { throw new FakeApiError('CONFLICT', 'This order can no longer be paid', 409); } });
    // The app's own client, so its global error toasts show as they would to a person.
    renderWithProviders(<CheckoutCancelPage />, { locale: 'en', route: '/checkout/cancel?orderCode=SF-ABC123&reason=failed', trpcClient: api.client, queryClient: createQueryClient() });
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(toastStore.getState().toasts).not.toHaveLength(0));
    expect(toastStore.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'This order can no longer be paid']]);
  });

  it('does not claim a failure when the buyer cancelled', () => {
    renderWithProviders(<CheckoutCancelPage />, { locale: 'en', route: '/checkout/cancel?orderCode=SF-ABC123' });
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(screen.getByText('Order cancelled')).toBeInTheDocument();
  });
});
