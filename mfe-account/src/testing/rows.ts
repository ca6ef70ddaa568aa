/**
 * Test-only: rows the staff pages read, written straight into the test API's database. Every test
 * of a file shares that database, so a test clears what it counts before it arranges.
 */
import { eq, tables, type TestApi } from '@storefront/shared/testing/test-api';

let orders = 0;

export interface OrderRows {
  code?: string;
  userId?: number | null;
  contactEmail?: string;
  status?: 'pending' | 'confirmed';
  paymentStatus?: 'pending' | 'paid';
  paymentMethod?: 'vnpay' | 'counter';
  visitDate?: string;
  /** Tickets of the seeded return ticket, each `valid` or `used`. */
  tickets?: ('valid' | 'used')[];
  /** A product line instead of tickets. */
  product?: { title: string; unitPrice: number; deliveryAddress: string };
  createdAt?: Date;
}

/** An order as checkout and payment leave it, with its lines and tickets. */
export async function orderRows(api: TestApi, rows: OrderRows = {}) {
  orders += 1;
  const { tickets = [], visitDate = '2025-07-14', product } = rows;
  const [ticketType] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, 'cap-treo-khu-hoi'));
  const lineTotal = product ? product.unitPrice : tickets.length * 250_000;
  const [order] = await api.db
    .insert(tables.orders)
    .values({
      code: rows.code ?? `SF-TEST${String(orders).padStart(4, '0')}-ABCD1234`,
      userId: rows.userId ?? null,
      status: rows.status ?? 'confirmed',
      paymentStatus: rows.paymentStatus ?? 'paid',
      paymentMethod: rows.paymentMethod ?? 'vnpay',
      totalAmount: lineTotal,
      contactName: 'Trần Minh',
      contactPhone: '0905123456',
      contactEmail: rows.contactEmail ?? 'lan@example.vn',
      deliveryAddress: product?.deliveryAddress ?? null,
      idempotencyKey: `test-order-${orders}-${Date.now()}`,
      ...(rows.createdAt && { createdAt: rows.createdAt }),
    })
    .returning();
  const [item] = await api.db
    .insert(tables.orderItems)
    .values(
      product
        ? { orderId: order!.id, kind: 'product', title: { vi: product.title, en: product.title }, quantity: 1, unitPrice: product.unitPrice, lineTotal }
        : { orderId: order!.id, kind: 'ticket', ticketTypeId: ticketType!.id, audience: 'adult', visitDate, title: ticketType!.name, quantity: tickets.length, unitPrice: 250_000, lineTotal },
    )
    .returning();
  const made = tickets.length
    ? await api.db
        .insert(tables.tickets)
        .values(
          tickets.map((status, index) => ({
            orderId: order!.id,
            orderItemId: item!.id,
            ticketTypeId: ticketType!.id,
            audience: 'adult' as const,
            visitDate,
            secret: `secret-${order!.id}-${index}`,
            status,
            redeemedAt: status === 'used' ? new Date() : null,
          })),
        )
        .returning()
    : [];
  return { order: order!, tickets: made, ticketName: ticketType!.name };
}
