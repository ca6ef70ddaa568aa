import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { toastStore } from '@storefront/shared/toast/toast-store';
import OrderRefundPage from '../pages/order-refund-page';
import TicketExchangePage from '../pages/ticket-exchange-page';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { addDays } from '@storefront/shared/contracts/calendar-month';
import { placeTicketOrder } from '../../../testing/orders';

const api = withTestApi();

/** Order codes are long: a person pastes theirs from the confirmation. */
async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function sendRefund(orderCode: string, contact: string, reason: string) {
  await pasteInto(screen.getByLabelText(/Order code/), orderCode);
  await userEvent.type(screen.getByLabelText(/Email or phone/), contact);
  await userEvent.type(screen.getByLabelText(/Reason/), reason);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
}

describe('refund page', () => {
  it('validates, sends the request and confirms it', async () => {
    const { orderCode } = await placeTicketOrder(api, { contact: { fullName: 'A', phone: '0912345678', email: 'a@b.vn' } });
    await renderWithProviders(<OrderRefundPage />, { locale: 'en', api });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    await sendRefund(orderCode.toLowerCase(), 'a@b.vn', 'Plans changed');
    expect(await screen.findByText(`Refund request recorded for order ${orderCode}`)).toBeInTheDocument();
    expect(api.callsTo('order.requestRefund')).toEqual([{ orderCode, contactEmailOrPhone: 'a@b.vn', reason: 'Plans changed' }]);
    const [order] = await api.db.select().from(tables.orders).where(eq(tables.orders.code, orderCode));
    expect(order!.status).toBe('cancelled');
  });

  it("shows the server's refusal once, in the form", async () => {
    // A paid order whose visit day is today: too late to refund.
    const { orderCode } = await placeTicketOrder(api);
    const [order] = await api.db.update(tables.orders).set({ status: 'confirmed', paymentStatus: 'paid', holdExpiresAt: null }).where(eq(tables.orders.code, orderCode)).returning();
    await api.db.update(tables.orderItems).set({ visitDate: todayInVietnam() }).where(eq(tables.orderItems.orderId, order!.id));
    await renderWithProviders(<OrderRefundPage />, { locale: 'en', api });
    await sendRefund(orderCode, '0912345678', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Refunds are possible only before the visit day');
    expect(screen.getAllByText('Refunds are possible only before the visit day')).toHaveLength(1);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('says when no order has that code and contact, and keeps what was typed', async () => {
    // The server checks the pair only: a wrong contact is "not found", never a field of its own.
    const { orderCode } = await placeTicketOrder(api);
    await renderWithProviders(<OrderRefundPage />, { locale: 'en', api });
    await sendRefund(orderCode, 'x@y.vn', 'Plans changed');
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.getAllByText('Order not found')).toHaveLength(1);
    expect(screen.getByLabelText(/Email or phone/)).toHaveValue('x@y.vn');
    expect(screen.getByLabelText(/Order code/)).toHaveValue(orderCode);
    expect(screen.getByLabelText(/Order code/)).not.toHaveAttribute('aria-invalid');
    expect(toastStore.getState().toasts).toEqual([]);
  });
});

describe('exchange page', () => {
  it('refuses a past date and moves the order to a valid one', async () => {
    const { orderCode } = await placeTicketOrder(api, { inDays: 8 });
    const newDate = addDays(todayInVietnam(), 4);
    await renderWithProviders(<TicketExchangePage />, { locale: 'vi', api });
    await pasteInto(screen.getByLabelText(/Mã đơn hàng/), orderCode);
    await userEvent.type(screen.getByLabelText(/Email hoặc số điện thoại/), '0912345678');
    await userEvent.type(screen.getByLabelText(/Ngày tham quan mới/), addDays(todayInVietnam(), -2));
    await userEvent.click(screen.getByRole('button', { name: 'Đổi vé' }));
    expect(await screen.findByText('Ngày khởi hành không được ở quá khứ')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Ngày tham quan mới/));
    await userEvent.type(screen.getByLabelText(/Ngày tham quan mới/), newDate);
    await userEvent.click(screen.getByRole('button', { name: 'Đổi vé' }));
    // Moving an order issues (and signs) new tickets: give it the time a busy machine needs.
    expect(await screen.findByText(new RegExp(`Đã đổi đơn ${orderCode} sang ngày`), {}, { timeout: 5000 })).toBeInTheDocument();
    const [order] = await api.db.select().from(tables.orders).where(eq(tables.orders.code, orderCode));
    const items = await api.db.select().from(tables.orderItems).where(eq(tables.orderItems.orderId, order!.id));
    expect(items.map((item) => item.visitDate)).toEqual(items.map(() => newDate));
  });
});
