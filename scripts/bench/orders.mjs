/** Concurrent buyers of one ticket on the embedded server: orders per second, and nothing oversold. */
import { require, rssOf, table, trpc, vietnamDate } from './lib.mjs';

/** 100 concurrent buyers of one ticket type on one visit date; checks held + sold ≤ capacity. */
export async function ordersSuite(site, query) {
  const [ticket] = await trpc(site.url, 'ticket.list');
  const visitDate = vietnamDate(3);
  let n = 0;
  const body = () =>
    JSON.stringify({
      items: [{ kind: 'ticket', ticketSlug: ticket.slug, visitDate, quantities: { adult: 1, child: 0, infant: 0 } }],
      contact: { fullName: 'Khách Đo Tải', phone: '0905123456', email: `bench${n}@example.com` },
      // Online: unpaid counter orders are capped per phone and to a share of the day.
      paymentMethod: 'vnpay',
      idempotencyKey: `bench-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`,
    });
  const autocannon = require('autocannon');
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(site.child.pid))), 1000);
  const result = await autocannon({
    url: `${site.url}/api/trpc/checkout.placeOrder`,
    connections: 100,
    duration: Number(process.env.BENCH_DURATION ?? 20),
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // Buyers from 250 addresses (the server trusts X-Forwarded-For from loopback, as from nginx),
    // so that the per-address order limit, which stays on, is not what this measures.
    requests: [{ setupRequest: (request) => ({ ...request, body: body(), headers: { ...request.headers, 'x-forwarded-for': `10.8.${n % 250}.1` } }) }],
  });
  clearInterval(sampler);
  const inventory = await query(
    'select i.capacity, i.held, i.sold from ticket_inventory i inner join ticket_types t on t.id = i.ticket_type_id where t.slug = $1 and i.visit_date = $2',
    [ticket.slug, visitDate],
  );
  const row = inventory.rows[0] ?? { capacity: 0, held: 0, sold: 0 };
  return {
    ok: result['2xx'],
    rejected: result.non2xx,
    errors: result.errors,
    ordersPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    capacity: row.capacity,
    held: row.held,
    sold: row.sold,
    oversold: row.held + row.sold > row.capacity,
    peakRss,
  };
}

export function ordersSection(results) {
  if (!results.orders) return [];
  const lines = [];
  const o = results.orders;
  lines.push(
    '## Orders (`checkout.placeOrder`, 100 concurrent buyers from 250 addresses, 20 s, one ticket type and visit date, pay at the counter)',
    '',
    table(
      ['database', 'orders/s', 'placed', 'refused (sold out or rate limit)', 'p50 / p99 ms', 'capacity', 'held + sold', 'oversold'],
      [[o.database, o.ordersPerSecond.toFixed(1), String(o.ok), String(o.rejected + o.errors), `${o.p50} / ${o.p99}`, String(o.capacity), String(o.held + o.sold), o.oversold ? '**YES**' : 'no']],
    ),
    '',
  );
  return lines;
}
