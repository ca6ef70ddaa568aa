import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderStaff } from '../../../testing/render';
import { OrderDesk } from '../components/order-desk';

const api = withTestApi();
const tomorrow = () => new Date(Date.parse(`${todayInVietnam()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

let seq = 0;
/** A pay-at-counter order of one adult for tomorrow, placed as a buyer would. */
async function counterOrder(phone: string) {
  seq += 1;
  const caller = await api.caller();
  const [type] = await caller.ticket.list();
  const { orderCode } = await caller.checkout.placeOrder({
    items: [{ kind: 'ticket', ticketSlug: type!.slug, visitDate: tomorrow(), quantities: { adult: 1, child: 0, infant: 0 } }],
    contact: { fullName: 'Khách Quầy', phone, email: `desk-${seq}@example.com` },
    paymentMethod: 'counter',
    idempotencyKey: `order-desk-ui-${seq}-${Math.random().toString(36).slice(2)}`,
  });
  return orderCode;
}

const stored = async (orderCode: string) => (await api.db.select().from(tables.orders).where(eq(tables.orders.code, orderCode)))[0]!;

describe('OrderDesk', () => {
  it('finds an order by its phone written with +84, opens it and takes the money after a confirming click', async () => {
    const orderCode = await counterOrder('0977 222 333');
    await renderStaff(<OrderDesk />, { api, as: { role: 'staff' }, route: '/dashboard/order-desk', path: '/dashboard/order-desk/*' });
    await userEvent.type(await screen.findByLabelText('Mã đơn, email hoặc số điện thoại'), '+84 977 222 333');
    await userEvent.click(screen.getByRole('button', { name: 'Tìm' }));
    // The unfiltered first page (the newest orders) gives way to the search's own results.
    await waitFor(() => expect(api.callsTo('orderDesk.search')).toContainEqual(expect.objectContaining({ query: '+84 977 222 333' })));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Kết quả tìm kiếm' })).toHaveAttribute('aria-busy', 'false'));
    const link = await screen.findByRole('link', { name: `Xem đơn ${orderCode}` });
    expect(within(link.closest('li')!).getByText('Chờ thu tiền tại quầy')).toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 2, name: `Đơn hàng ${orderCode}` }, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Đã thu tiền tại quầy' }));
    expect((await stored(orderCode)).paymentStatus).toBe('pending');
    await userEvent.click(screen.getByRole('button', { name: /^Đã thu / }));
    expect(await screen.findByText(`Đã ghi nhận thanh toán đơn ${orderCode}`)).toBeInTheDocument();
    expect(await screen.findByText('Đã thanh toán')).toBeInTheDocument();
    expect((await stored(orderCode)).paymentStatus).toBe('paid');
    expect(screen.queryByRole('button', { name: 'Đã thu tiền tại quầy' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Thao tác của nhân viên' })).getByText(/^Thu tiền tại quầy cho đơn #/)).toBeInTheDocument();
    await api.mailSent();
  }, 30_000);

  it('refuses a cancel without a reason in the reader\'s language and sends nothing, then cancels with one (en)', async () => {
    const orderCode = await counterOrder('0977 444 555');
    await renderStaff(<OrderDesk />, { api, as: { role: 'staff' }, route: `/dashboard/order-desk/${orderCode}`, path: '/dashboard/order-desk/*', locale: 'en' });
    const form = await screen.findByRole('form', { name: 'Cancel the order' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('orderDesk.cancel')).toEqual([]);
    await userEvent.type(within(form).getByLabelText(/Reason for cancelling/), 'Called to cancel');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText(`Order ${orderCode} cancelled`)).toBeInTheDocument();
    expect((await stored(orderCode)).status).toBe('cancelled');
    expect(await screen.findByText('No action is left for this order.')).toBeInTheDocument();
  }, 30_000);
});
