import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { eq, sql, tables, withTestApi, type TestApi } from '@storefront/shared/testing/test-api';
import { counterOrderRows } from '../../../../testing/orders';
import { renderStaff } from '../../../../testing/render';
import { RefundQueue } from '../refund-queue';
import { STAFF_PAGE_SIZE } from '@storefront/shared/console/pager';

const api = withTestApi();
const staff = { role: 'staff' as const };
const visitDate = new Date(Date.parse(`${todayInVietnam()}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);

/**
 * An order paid in cash at the counter whose buyer asked for the money back. Paying through the
 * sandbox gateway would issue signed tickets, which needs WebCrypto that jsdom lacks, so the rows
 * are written as payment and the refund request leave them.
 */
async function refundRequested(testApi: TestApi, reason = 'Ốm, không đi được') {
  const { order, tickets } = await counterOrderRows(testApi, { visitDate, tickets: 2 });
  await testApi.db.insert(tables.payments).values({ orderId: order.id, provider: 'counter', amount: order.totalAmount, status: 'paid' });
  const inventory = { ticketTypeId: tickets[0]!.ticketTypeId, visitDate };
  await testApi.db
    .insert(tables.ticketInventory)
    .values({ ...inventory, capacity: 500, sold: tickets.length })
    .onConflictDoUpdate({ target: [tables.ticketInventory.ticketTypeId, tables.ticketInventory.visitDate], set: { sold: sql`${tables.ticketInventory.sold} + ${tickets.length}` } });
  await testApi.db.insert(tables.orderRequests).values({ orderId: order.id, kind: 'refund', reason });
  return order;
}

beforeEach(() => api.db.delete(tables.orderRequests));

describe('RefundQueue', () => {
  it('refunds a request only after a confirming click', async () => {
    const order = await refundRequested(api);
    const amount = order.totalAmount.toLocaleString('vi-VN');
    await renderStaff(<RefundQueue />, { api, as: staff });
    const item = (await screen.findByRole('heading', { name: `Đơn ${order.code} · ${amount} ₫` })).closest('li')!;
    expect(within(item).getByText('Trả tiền mặt tại quầy')).toBeInTheDocument();
    expect(within(item).getByText('Lý do: Ốm, không đi được')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: '0905123456' })).toHaveAttribute('href', 'tel:0905123456');

    await userEvent.click(within(item).getByRole('button', { name: 'Hoàn tiền' }));
    expect(api.callsTo('refund.complete')).toEqual([]);
    expect(within(item).getByText(`Hoàn ${amount} ₫ cho Trần Minh? Đơn hàng sẽ bị huỷ và chỗ được trả lại.`)).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Xác nhận hoàn tiền' }));
    expect(await screen.findByText('Không có yêu cầu hoàn tiền nào đang chờ.')).toBeInTheDocument();
    expect(shownToasts()).toEqual([`Đã hoàn tiền đơn ${order.code}`]);
    expect(api.callsTo('refund.complete')).toHaveLength(1);
    const [refunded] = await api.db.select().from(tables.orders).where(eq(tables.orders.id, order.id));
    expect(refunded?.paymentStatus).toBe('refunded');
  });

  it('keeps the request and says why, in one toast, when the server refuses it (en)', async () => {
    const order = await refundRequested(api);
    await renderStaff(<RefundQueue />, { api, as: staff, locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    // Another member of staff refunded it a moment earlier.
    await api.db.update(tables.orderRequests).set({ status: 'done' }).where(eq(tables.orderRequests.orderId, order.id));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This refund request has already been handled');
    expect(shownToasts()).toEqual(['This refund request has already been handled']);
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('asks for one bounded page at a time and moves between pages', async () => {
    for (let index = 0; index <= STAFF_PAGE_SIZE; index += 1) await refundRequested(api);
    await renderStaff(<RefundQueue />, { api, as: staff, locale: 'en' });
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(STAFF_PAGE_SIZE);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(api.callsTo('refund.queue')).toEqual([
      { page: 1, pageSize: STAFF_PAGE_SIZE },
      { page: 2, pageSize: STAFF_PAGE_SIZE },
    ]);
  }, 60_000);
});
