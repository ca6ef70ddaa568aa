import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import OrderRefundPage from '../pages/order-refund-page';
import TicketExchangePage from '../pages/ticket-exchange-page';
import { fakeApi, FakeApiError } from '../../../testing/fake-api';
import { addDays, todayInVietnam } from '../../../lib/dates';

describe('refund page', () => {
  it('validates, sends the request and confirms it', async () => {
    const api = fakeApi({ 'order.requestRefund': (input: { orderCode: string }) => ({ id: 1, orderCode: input.orderCode, status: 'pending', outcome: 'refund_pending' }) });
    renderWithProviders(<OrderRefundPage />, { locale: 'en', trpcClient: api.client });
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(3);
    await userEvent.type(screen.getByLabelText(/Order code/), 'sf-abc');
    await userEvent.type(screen.getByLabelText(/Email or phone/), 'a@b.vn');
    await userEvent.type(screen.getByLabelText(/Reason/), 'Plans changed');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Refund request recorded for order SF-ABC')).toBeInTheDocument();
    expect(api.callsTo('order.requestRefund')).toEqual([{ orderCode: 'SF-ABC', contactEmailOrPhone: 'a@b.vn', reason: 'Plans changed' }]);
  });

  it("shows the server's refusal", async () => {
    const api = fakeApi({ 'order.requestRefund': () => { throw new FakeApiError('BAD_REQUEST', 'Refunds are possible only before the visit day'); } });
    renderWithProviders(<OrderRefundPage />, { locale: 'en', trpcClient: api.client });
    await userEvent.type(screen.getByLabelText(/Order code/), 'SF-ABC');
    await userEvent.type(screen.getByLabelText(/Email or phone/), 'a@b.vn');
    await userEvent.type(screen.getByLabelText(/Reason/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Refunds are possible only before the visit day')).toBeInTheDocument();
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
