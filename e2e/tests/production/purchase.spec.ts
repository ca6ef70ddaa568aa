/** Buying through nginx with two API instances: the requests spread over both, nothing oversells. */
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { query } from '../../support/api';
import { useLocale } from '../../support/locale';
import { bookToGateway, expectPaidTickets, texts, vietnamDate, type TicketType } from '../../support/purchase';
import { productionDatabaseUrl, productionURL } from '../../support/site';

test('the whole ticket purchase works with requests spread over both API instances', async ({ page, context, request }) => {
  await useLocale(context, 'vi');
  // Each instance names itself in X-Served-By; nginx passes it through.
  const servedBy = new Set<string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) servedBy.add(response.headers()['x-served-by'] ?? 'nginx itself');
  });
  const [ticket] = await query<TicketType[]>(request, 'ticket.list');
  await bookToGateway(page, 'vi', ticket!.slug, vietnamDate(25));
  await page.getByRole('button', { name: texts.vi.sandboxPay, exact: true }).click();
  await expectPaidTickets(page, request, 'vi');

  expect(servedBy).toEqual(new Set(['api-8081', 'api-8082']));
});

test('200 buyers on two instances for 50 seats: exactly 50 sold', async ({ request }) => {
  const [ticket] = await query<TicketType[]>(request, 'ticket.list');
  const visitDate = vietnamDate(90);
  const db = new pg.Client({ connectionString: productionDatabaseUrl() });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM ticket_types WHERE slug = $1', [ticket!.slug]);
    await db.query(
      `INSERT INTO ticket_inventory (ticket_type_id, visit_date, capacity) VALUES ($1, $2, 50)
       ON CONFLICT (ticket_type_id, visit_date) DO UPDATE SET capacity = 50, held = 0, sold = 0, unpaid = 0`,
      [rows[0]!.id, visitDate],
    );

    // Each buyer comes from an address of their own (the API trusts X-Forwarded-For only from
    // loopback, as from nginx): one address may place only ORDER_LIMIT_PER_IP orders. They pay
    // online: unpaid counter orders are capped per phone and to a share of the day.
    const buyers = Array.from({ length: 200 }, (_, buyer) =>
      fetch(`${productionURL}/api/trpc/checkout.placeOrder`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${buyer}` },
        body: JSON.stringify({
          items: [{ kind: 'ticket', ticketSlug: ticket!.slug, visitDate, quantities: { adult: 1, child: 0, infant: 0 } }],
          contact: { fullName: `Buyer ${buyer}`, phone: '0905123456' },
          paymentMethod: 'vnpay',
          idempotencyKey: `oversell-${visitDate}-${buyer}`,
        }),
      }).then((response) => response.status),
    );
    const statuses = await Promise.all(buyers);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(150);

    const inventory = await db.query<{ taken: number }>('SELECT held + sold AS taken FROM ticket_inventory WHERE ticket_type_id = $1 AND visit_date = $2', [rows[0]!.id, visitDate]);
    expect(Number(inventory.rows[0]!.taken)).toBe(50);
  } finally {
    await db.end();
  }
});
