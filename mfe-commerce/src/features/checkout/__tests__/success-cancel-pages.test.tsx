// Online orders are placed, and retried, through the API's payment sandbox.
process.env.PAYMENT_SANDBOX = '1';

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { toastStore } from '@storefront/shared/toast/toast-store';
import CheckoutSuccessPage from '../pages/checkout-success-page';
import CheckoutCancelPage from '../pages/checkout-cancel-page';
import { redirectTo } from '../pages/checkout-page';
import '../../../testing/site';
import { placeTicketOrder } from '../../../testing/orders';
import { orderAccessToken } from '@storefront/api/commerce/order-access';

const api = withTestApi();

/** The success page as the buyer's own link opens it. */
const buyerLink = (orderCode: string) => `/checkout/success?orderCode=${orderCode}&access=${orderAccessToken(orderCode)}`;

afterEach(() => api.databaseDown(false));

/** Marks an order paid, as the gateway's notification would. */
async function markPaid(orderCode: string) {
  await api.db.update(tables.orders).set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null }).where(eq(tables.orders.code, orderCode));
}

async function ticketIds(orderCode: string): Promise<number[]> {
  const [order] = await api.db.select().from(tables.orders).where(eq(tables.orders.code, orderCode));
  const rows = await api.db.select().from(tables.tickets).where(eq(tables.tickets.orderId, order!.id));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('success page', () => {
  it('says when there is no order code', async () => {
    await renderWithProviders(<CheckoutSuccessPage />, { locale: 'en', route: '/checkout/success' });
    expect(screen.getByText('No order code found')).toBeInTheDocument();
  });

  it('asks for the booking email or phone when the link carries no access token, and then shows the order', async () => {
    const { orderCode } = await placeTicketOrder(api, { quantities: { adult: 1, child: 0, infant: 0 } });
    await renderWithProviders(<CheckoutSuccessPage />, { locale: 'en', route: `/checkout/success?orderCode=${orderCode}`, api });
    expect(api.callsTo('order.byCode')).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Booking email or phone/), '0912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Show order' }));
    expect(await screen.findByTestId('order-code', {}, { timeout: 5000 })).toHaveTextContent(orderCode);
  });

  it('says when the order cannot be fetched', async () => {
    api.databaseDown(true);
    await renderWithProviders(<CheckoutSuccessPage />, { locale: 'en', route: '/checkout/success?orderCode=SF-1&access=x', api });
    expect(await screen.findByText('Could not fetch order details')).toBeInTheDocument();
  });

  it('lists the products and where they are delivered', async () => {
    const [honey] = await api.db.select().from(tables.productVariants).where(eq(tables.productVariants.sku, 'HONEY-500'));
    const { orderCode } = await (await api.caller()).checkout.placeOrder({
      items: [{ kind: 'product', variantId: honey!.id, quantity: 2 }],
      contact: { fullName: 'Trần Thị B', phone: '0912345678' },
      deliveryAddress: '12 Lê Lợi, TP Hồ Chí Minh',
      paymentMethod: 'vnpay',
      idempotencyKey: 'success-page-honey',
    });
    await markPaid(orderCode);
    await renderWithProviders(<CheckoutSuccessPage />, { locale: 'vi', route: buyerLink(orderCode), api });
    expect(await screen.findByRole('heading', { name: 'Sản phẩm' })).toBeInTheDocument();
    expect(screen.getByText('Mật ong hoa ban – Chai 500 ml × 2')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('Giao đến: 12 Lê Lợi, TP Hồ Chí Minh');
    expect(screen.queryByRole('heading', { name: 'Vé của bạn' })).not.toBeInTheDocument();
  });

  it('shows the order and one QR code per paid ticket', async () => {
    const { orderCode } = await placeTicketOrder(api, { quantities: { adult: 1, child: 0, infant: 1 } });
    await markPaid(orderCode);
    const [adult, infant] = await ticketIds(orderCode);
    await renderWithProviders(<CheckoutSuccessPage />, { locale: 'vi', route: `/checkout/success?orderCode=${orderCode.toLowerCase()}&access=${orderAccessToken(orderCode)}`, api });
    expect(await screen.findByTestId('order-code', {}, { timeout: 5000 })).toHaveTextContent(orderCode);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Đã xác nhận');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Đã thanh toán');
    const qr = await screen.findByAltText(`Mã QR của vé ${adult}`);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await screen.findByAltText(`Mã QR của vé ${infant}`)).toBeInTheDocument();
    expect(screen.getAllByText(/Chỉ có giá trị trong ngày/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'In vé' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tải vé (PDF)' })).toHaveAttribute('href', `/api/orders/${orderCode}/tickets.pdf?lang=vi&access=${orderAccessToken(orderCode)}`);
    expect(screen.getByRole('link', { name: 'Thêm vào lịch (.ics)' })).toHaveAttribute('href', `/api/orders/${orderCode}/visit.ics?lang=vi&access=${orderAccessToken(orderCode)}`);
    expect(api.callsTo('order.byCode').at(-1)).toEqual({ orderCode, access: orderAccessToken(orderCode) });
  });

  it.each([
    ['en', (year: string) => new RegExp(`Show these QR codes at the ticket counter and pay there by 08:00 on .*${year}.*\\. Unpaid places are released then`)],
    ['vi', (year: string) => new RegExp(`thanh toán tại quầy vé trước 08:00 ngày .*${year}.*\\. Sau giờ đó, chỗ chưa thanh toán được trả lại`)],
  ] as const)('tells the buyer of a counter order (%s) when to pay, and shows the QR codes to show there', async (locale, cutoff) => {
    const { orderCode, visitDate } = await placeTicketOrder(api, { quantities: { adult: 1, child: 0, infant: 1 } });
    await renderWithProviders(<CheckoutSuccessPage />, { locale, route: buyerLink(orderCode), api });
    expect(await screen.findByText(cutoff(visitDate.slice(0, 4)))).toBeInTheDocument();
    expect(screen.getAllByTestId('ticket-qr')).toHaveLength(2);
    const download = locale === 'en' ? 'Download tickets (PDF)' : 'Tải vé (PDF)';
    expect(screen.getByRole('link', { name: download })).toHaveAttribute('href', `/api/orders/${orderCode}/tickets.pdf?lang=${locale}&access=${orderAccessToken(orderCode)}`);
  });
});

describe('a payment taken after the order was cancelled', () => {
  /** An online order cancelled before the gateway's payment came in, which is to go back. */
  async function cancelledButPaid(): Promise<string> {
    const { orderCode } = await placeTicketOrder(api, { paymentMethod: 'vnpay', quantities: { adult: 2, child: 0, infant: 0 } });
    const [order] = await api.db.update(tables.orders).set({ status: 'cancelled', paymentStatus: 'failed', holdExpiresAt: null }).where(eq(tables.orders.code, orderCode)).returning();
    const [payment] = await api.db.insert(tables.payments).values({ orderId: order!.id, provider: 'vnpay', amount: order!.totalAmount, status: 'paid' }).returning();
    await api.db.insert(tables.orderRequests).values({ orderId: order!.id, kind: 'refund', reason: 'paid_after_cancellation', paymentId: payment!.id });
    return orderCode;
  }

  it('says in English that the money will be refunded, not that the order succeeded', async () => {
    const orderCode = await cancelledButPaid();
    await renderWithProviders(<CheckoutSuccessPage />, { locale: 'en', route: buyerLink(orderCode), api });
    expect(await screen.findByRole('heading', { name: 'We will refund you' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-after-cancellation')).toHaveTextContent('We received your payment after the order was cancelled');
    expect(screen.queryByRole('heading', { name: 'Order placed' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download tickets (PDF)' })).not.toBeInTheDocument();
  });

  it('says it in Vietnamese', async () => {
    const orderCode = await cancelledButPaid();
    await renderWithProviders(<CheckoutSuccessPage />, { locale: 'vi', route: buyerLink(orderCode), api });
    expect(await screen.findByRole('heading', { name: 'Chúng tôi sẽ hoàn tiền cho bạn' })).toBeInTheDocument();
    expect(screen.getByTestId('paid-after-cancellation')).toHaveTextContent('Chúng tôi đã nhận khoản thanh toán của bạn sau khi đơn hàng đã bị hủy');
  });
});

describe('cancel page', () => {
  it('offers retry and back to tickets, and says when the payment failed', async () => {
    const { orderCode } = await placeTicketOrder(api, { paymentMethod: 'vnpay' });
    const assign = jest.spyOn(redirectTo, 'assign').mockImplementation(() => {});
    await renderWithProviders(<CheckoutCancelPage />, { locale: 'en', route: `/checkout/cancel?orderCode=${orderCode}&reason=failed`, api });
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to tickets' })).toHaveAttribute('href', '/tickets');
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // A new attempt at the gateway, for this order.
    expect(assign.mock.calls[0]![0]).toContain(orderCode);
    assign.mockRestore();
  });

  it('says once, in one toast, when the retry itself fails', async () => {
    // An order paid at the counter cannot be paid online again.
    const { orderCode } = await placeTicketOrder(api, { paymentMethod: 'counter' });
    await renderWithProviders(<CheckoutCancelPage />, { locale: 'en', route: `/checkout/cancel?orderCode=${orderCode}&reason=failed`, api });
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    expect(await screen.findByText('This order cannot be paid again')).toBeInTheDocument();
    expect(toastStore.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([['error', 'This order cannot be paid again']]);
  });

  it('does not claim a failure when the buyer cancelled', async () => {
    await renderWithProviders(<CheckoutCancelPage />, { locale: 'en', route: '/checkout/cancel?orderCode=SF-ABC123' });
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(screen.getByText('Order cancelled')).toBeInTheDocument();
  });
});
