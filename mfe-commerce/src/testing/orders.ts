/**
 * Test-only: real orders placed through the test API's router, as a buyer would, for the pages
 * that show or change an order.
 */
import type { TestApi } from '@storefront/shared/testing/test-api';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { addDays } from '@storefront/shared/contracts/calendar-month';

let placed = 0;

interface OrderOptions {
  /** Days from today in Vietnam. */
  inDays?: number;
  quantities?: { adult: number; child: number; infant: number };
  paymentMethod?: 'counter' | 'vnpay';
  contact?: { fullName: string; phone: string; email?: string };
}

/** Places an order of the seeded cable car ticket; returns its code and visit date. */
export async function placeTicketOrder(api: TestApi, options: OrderOptions = {}): Promise<{ orderCode: string; visitDate: string }> {
  const visitDate = addDays(todayInVietnam(), options.inDays ?? 7);
  placed += 1;
  const caller = await api.caller();
  const { orderCode } = await caller.checkout.placeOrder({
    items: [{ kind: 'ticket', ticketSlug: 'cap-treo-khu-hoi', visitDate, quantities: options.quantities ?? { adult: 1, child: 0, infant: 1 } }],
    contact: options.contact ?? { fullName: 'Nguyễn Văn A', phone: '0912345678', email: 'a@example.vn' },
    paymentMethod: options.paymentMethod ?? 'counter',
    idempotencyKey: `test-order-${placed}-${Date.now()}`,
  });
  // A counter order's confirmation, with its QR images, is written in the background; the test
  // starts once it is, not while it still holds the thread.
  await api.mailSent();
  return { orderCode, visitDate };
}
