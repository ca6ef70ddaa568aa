/**
 * Test-only: real orders placed through the test API's router, as a buyer would, for the pages
 * that show or change an order; and order rows written straight into its database, for the staff
 * screens.
 */
import { eq, tables, type TestApi } from '@storefront/shared/testing/test-api';
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

let written = 0;

/**
 * A pay-at-counter order of the seeded cable car ticket for `visitDate`, with one valid ticket per
 * `tickets`, written straight into the test API's database as checkout leaves it, paid unless
 * `paymentStatus` says it still waits for the counter: for screens that need many orders fast, or
 * orders in a state checkout alone does not reach.
 */
export async function counterOrderRows(
  api: TestApi,
  { visitDate, tickets, paymentStatus = 'paid' }: { visitDate: string; tickets: number; paymentStatus?: 'paid' | 'pending' },
) {
  written += 1;
  const [ticketType] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, 'cap-treo-khu-hoi'));
  const lineTotal = tickets * 250_000;
  const [order] = await api.db
    .insert(tables.orders)
    .values({
      code: `SF-TEST${String(written).padStart(4, '0')}-ABCD1234`,
      status: 'confirmed',
      paymentStatus,
      paymentMethod: 'counter',
      totalAmount: lineTotal,
      contactName: 'Trần Minh',
      contactPhone: '0905123456',
      contactEmail: 'lan@example.vn',
      idempotencyKey: `test-counter-order-${written}-${Date.now()}`,
    })
    .returning();
  const [item] = await api.db
    .insert(tables.orderItems)
    .values({ orderId: order!.id, kind: 'ticket', ticketTypeId: ticketType!.id, audience: 'adult', visitDate, title: ticketType!.name, quantity: tickets, unitPrice: 250_000, lineTotal })
    .returning();
  const made = await api.db
    .insert(tables.tickets)
    .values(
      Array.from({ length: tickets }, (_, index) => ({
        orderId: order!.id,
        orderItemId: item!.id,
        ticketTypeId: ticketType!.id,
        audience: 'adult' as const,
        visitDate,
        secret: `secret-${order!.id}-${index}`,
        status: 'valid' as const,
      })),
    )
    .returning();
  return { order: order!, tickets: made };
}
