import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import OrderRefundPage from '../pages/order-refund-page';
import TicketExchangePage from '../pages/ticket-exchange-page';
import { fakeApi, FakeApiError } from '../../../testing/fake-api';
import { addDays, todayInVietnam } from '../../../lib/dates';

async function sendRefund(orderCode: string, contact: string, reason: string) {
  await userEvent.type(screen.getByLabelText(/Order code/), orderCode);
  await userEvent.type(screen.getByLabelText(/Email or phone/), contact);
  await userEvent.type(screen.getByLabelText(/Reason/), reason);
  await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
}

describe('refund page', () => {
  it('validates, sends the request and confirms it', async () => {
    const api = fakeApi({ 'order.requestRefund': (input: { orderCode: string }) => ({ id: 1, orderCode: input.orderCode, status: 'pending', outcome: 'refund_pending' }) });
    renderWithProviders(<OrderRefundPage />, { locale: 'en', trpcClient: api.client });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    await sendRefund('sf-abc', 'a@b.vn', 'Plans changed');
    expect(await screen.findByText('Refund request recorded for order SF-ABC')).toBeInTheDocument();
    expect(api.callsTo('order.requestRefund')).toEqual([{ orderCode: 'SF-ABC', contactEmailOrPhone: 'a@b.vn', reason: 'Plans changed' }]);
  });

  it("shows the server's refusal", async () => {
    const api = fakeApi({ 'order.requestRefund': () => { throw new FakeApiError('BAD_REQUEST', 'Refunds are possible only before the visit day'); } });
    renderWithProviders(<OrderRefundPage />, { locale: 'en', trpcClient: api.client });
    await sendRefund('SF-ABC', 'a@b.vn', 'x');
    expect(await screen.findByText('Refunds are possible only before the visit day')).toBeInTheDocument();
  });

  it("puts the server's field errors under their fields and keeps what was typed", async () => {
    const api = fakeApi({
      'order.requestRefund': () => {
        throw new FakeApiError('BAD_REQUEST', 'Check the highlighted fields', 400, { contactEmailOrPhone: ['Not the email or phone of this order'] });
      },
    });
    renderWithProviders(<OrderRefundPage />, { locale: 'en', trpcClient: api.client });
    await sendRefund('SF-ABC', 'x@y.vn', 'Plans changed');
    expect(await screen.findByText('Check the highlighted fields')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email or phone/)).toHaveAccessibleDescription('Not the email or phone of this order');
    expect(screen.getByLabelText(/Email or phone/)).toHaveValue('x@y.vn');
    expect(screen.getByLabelText(/Order code/)).not.toHaveAttribute('aria-invalid');
  });
});

describe('exchange page', () => {
  it('refuses a past date and moves the order to a valid one', async () => {
    const api = fakeApi({ 'order.requestExchange': () => ({ id: 1, status: 'done' }) });
    renderWithProviders(<TicketExchangePage />, { locale: 'vi', trpcClient: api.client });
    await userEvent.type(screen.getByLabelText(/Mã đơn hàng/), 'SF-ABC');
    await userEvent.type(screen.getByLabelText(/Email hoặc số điện thoại/), '0912345678');
    await userEvent.type(screen.getByLabelText(/Ngày tham quan mới/), addDays(todayInVietnam(), -2));
    await userEvent.click(screen.getByRole('button', { name: 'Đổi vé' }));
    expect(await screen.findByText('Ngày khởi hành không được ở quá khứ')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/Ngày tham quan mới/));
    await userEvent.type(screen.getByLabelText(/Ngày tham quan mới/), addDays(todayInVietnam(), 4));
    await userEvent.click(screen.getByRole('button', { name: 'Đổi vé' }));
    expect(await screen.findByText(/Đã đổi đơn SF-ABC sang ngày/)).toBeInTheDocument();
  });
});
