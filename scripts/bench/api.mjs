/** tRPC procedures under load (autocannon) against a plain Fastify route running the same SQL. */
import { API_BASELINE_PORT, log, require, rssOf, table, trpc, vietnamDate } from './lib.mjs';

export async function cannon(url, { connections = 50, duration = Number(process.env.BENCH_DURATION ?? 20), method = 'GET', body, headers, onSample } = {}) {
  const autocannon = require('autocannon');
  const sampler = onSample ? setInterval(onSample, 1000) : null;
  const result = await autocannon({ url, connections, duration, method, body, headers });
  if (sampler) clearInterval(sampler);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total };
}

/** ticket.availability's SQL for the dates from `from` to `to`: the type with its adult price, and its inventory rows. */
function availabilityQueries(slug, from, to) {
  return [
    ["select id from orders where status = 'pending' and hold_expires_at < now() limit 200 for update skip locked", []],
    ["select t.id, t.default_daily_capacity, p.price from ticket_types t left join ticket_prices p on p.ticket_type_id = t.id and p.audience = 'adult' where t.slug = $1 and t.is_active = true limit 1", [slug]],
    ['select i.* from ticket_inventory i inner join ticket_types t on t.id = i.ticket_type_id where t.slug = $1 and i.visit_date between $2 and $3', [slug, from, to]],
  ];
}

/** The SQL of each measured call, hand-written from the routers, run by a plain Fastify route. */
function baselineQueries(slug, from, to, month) {
  return {
    'product.list': [
      [
        `select p.id, p.slug, p.name, p.summary, p.price, p.compare_at_price, p.image_url, p.is_featured, p.is_new, c.slug as category_slug, c.name as category_name
           from products p inner join categories c on c.id = p.category_id
          where p.is_active = true order by p.is_featured desc, p.sort_order asc, p.id asc limit 12 offset 0`,
        [],
      ],
      ['select count(*)::int as total from products p inner join categories c on c.id = p.category_id where p.is_active = true', []],
    ],
    'ticket.availability': availabilityQueries(slug, from, to),
    'ticket.availability.month': availabilityQueries(slug, month.from, month.to),
    'seo.getSeoByPath': [['select * from seo_records where path = $1 limit 1', ['/']]],
  };
}

/** A plain Fastify app running the same SQL on `query(sql, params)`. */
async function startApiBaseline(query, queries) {
  const Fastify = require('fastify');
  const app = Fastify({ logger: false });
  for (const [name, statements] of Object.entries(queries)) {
    app.get(`/baseline/${name}`, async () => {
      const results = [];
      // product.list runs its two statements in parallel, like the router; the rest in order.
      if (name === 'product.list') results.push(...(await Promise.all(statements.map(([sql, params]) => query(sql, params)))));
      else for (const [sql, params] of statements) results.push(await query(sql, params));
      return { result: { data: results.map((r) => r.rows) } };
    });
  }
  await app.listen({ port: API_BASELINE_PORT, host: '127.0.0.1' });
  return app;
}

export async function apiSuite(label, site, query) {
  const tickets = await trpc(site.url, 'ticket.list');
  const slug = tickets[0].slug;
  const from = vietnamDate(1);
  const to = vietnamDate(14);
  // What the order page's calendar asks when a buyer pages to next month: all of its days at once.
  const monthStart = new Date(Date.parse(`${vietnamDate(0).slice(0, 7)}-01T00:00:00Z`) + 32 * 86_400_000).toISOString().slice(0, 7);
  const month = { from: `${monthStart}-01`, to: new Date(Date.UTC(Number(monthStart.slice(0, 4)), Number(monthStart.slice(5, 7)), 0)).toISOString().slice(0, 10) };
  // Each measured call: its name in the report, the procedure and its input.
  const calls = [
    ['product.list', 'product.list', {}],
    ['ticket.availability', 'ticket.availability', { slug, from, to }],
    ['ticket.availability.month', 'ticket.availability', { slug, ...month }],
    ['seo.getSeoByPath', 'seo.getSeoByPath', { path: '/' }],
  ];
  const baseline = await startApiBaseline(query, baselineQueries(slug, from, to, month));
  const rows = [];
  let peakRss = 0;
  const onSample = () => (peakRss = Math.max(peakRss, rssOf(site.child.pid)));
  try {
    for (const [name, procedure, input] of calls) {
      log(`${label}: ${name}`);
      const trpcUrl = `${site.url}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
      const ours = await cannon(trpcUrl, { onSample });
      const base = await cannon(`http://127.0.0.1:${API_BASELINE_PORT}/baseline/${name}`);
      rows.push({ procedure: name, ours, base });
    }
  } finally {
    await baseline.close();
  }
  return { rows, peakRss };
}

export function apiSection(results) {
  if (!results.api) return [];
  const lines = [];
  const rows = [];
  for (const [database, suite] of Object.entries(results.api)) {
    for (const { procedure, ours, base } of suite.rows) {
      rows.push([
        database,
        `\`${procedure}\``,
        ours.rps.toFixed(0),
        `${ours.p50} / ${ours.p99}`,
        base.rps.toFixed(0),
        `${base.p50} / ${base.p99}`,
        `**${(ours.rps / base.rps).toFixed(2)}**`,
        String(ours.errors),
      ]);
    }
  }
  lines.push(
    '## API (autocannon, 50 connections, 20 s each)',
    '',
    'tRPC procedure through the full server vs a plain Fastify route running the same SQL (hand-written from the routers) on the same database. Target ratio ≥ 0.7.',
    '',
    table(['database', 'procedure', 'tRPC req/s', 'p50 / p99 ms', 'baseline req/s', 'p50 / p99 ms', 'ratio', 'tRPC errors'], rows),
    '',
  );
  return lines;
}
