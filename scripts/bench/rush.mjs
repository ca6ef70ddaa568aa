/**
 * A holiday rush on one API instance on PostgreSQL: the database's own ceiling for an order's
 * writes on one hot date (pgbench running rush-ceiling.sql), then the site's `checkout.placeOrder`
 * with 100 and 400 concurrent buyers of that kind of date, and where an order's time goes (the
 * API's /metrics before and after each load).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../lib.mjs';
import { SITE_PORT, log, openHotDate, outDir, postgresQuery, require, sleep, startSite, stop, table, trpc, vietnamDate } from './lib.mjs';

// PostgreSQL's default max_connections is 100, and the site, this bench and anything else running
// hold some of them: the largest run takes what is free, less a margin.
const CEILING_CLIENTS = [10, 40, 80];
const CONNECTION_MARGIN = 10;
const BUYERS = [100, 400];
// Each size is measured in two rounds, taking turns, so that neither always runs on the larger
// tables and busier autovacuum that the loads before it leave.
const ROUNDS = 2;
const ceilingScript = path.join(repoRoot, 'scripts/bench/rush-ceiling.sql');
const durationSeconds = () => Number(process.env.BENCH_DURATION ?? 15);
const profileFile = path.join(outDir, 'rush-api.cpuprofile');
const PROFILED_BUYERS = 100;
const WARM_UP_SECONDS = 5;

/** Transactions per second of rush-ceiling.sql with `clients` connections on one date. */
function pgbench(databaseUrl, clients, ticketTypeId, visitDate) {
  const output = execFileSync(
    'pgbench',
    ['-n', '-f', ceilingScript, '-c', String(clients), '-j', '2', '-T', String(durationSeconds()), '-D', `ticket=${ticketTypeId}`, '-D', `day=${visitDate.replaceAll('-', '')}`, databaseUrl],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  const latency = /latency average = ([\d.]+) ms/.exec(output);
  if (!tps) throw new Error(`pgbench said nothing of its rate:\n${output}`);
  return { clients, tps: Number(tps[1]), latencyMs: latency ? Number(latency[1]) : NaN };
}

/** The figures of /metrics this bench reads, summed over their labels where it needs no label. */
async function scrape(url) {
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (pattern) => {
    let sum = 0;
    for (const match of text.matchAll(new RegExp(`^${pattern} ([\\d.e+-]+)$`, 'gm'))) sum += Number(match[1]);
    return sum;
  };
  const phases = {};
  const phaseCounts = {};
  for (const match of text.matchAll(/^order_phase_seconds_sum\{phase="([^"]+)"\} ([\d.e+-]+)$/gm)) phases[match[1]] = Number(match[2]);
  for (const match of text.matchAll(/^order_phase_seconds_count\{phase="([^"]+)"\} ([\d.e+-]+)$/gm)) phaseCounts[match[1]] = Number(match[2]);
  return {
    orders: value('orders_placed_total\\{[^}]*\\}'),
    phases,
    phaseCounts,
    statements: value('db_statements_total'),
    checkouts: value('db_pool_checkouts_total'),
    poolWaitSeconds: value('db_pool_wait_seconds_total'),
    requestSeconds: value('http_request_duration_seconds_sum\\{route="/api/trpc/:path",method="POST"\\}'),
    requests: value('http_request_duration_seconds_count\\{route="/api/trpc/:path",method="POST"\\}'),
  };
}

/** Per new order: each phase's mean, statements, pool checkouts and waits, and the whole request's mean time. */
function breakdown(before, after) {
  const orders = after.orders - before.orders;
  const per = (a, b) => (orders ? (a - b) / orders : NaN);
  const phases = Object.fromEntries(Object.entries(after.phases).map(([phase, seconds]) => [phase, per(seconds, before.phases[phase] ?? 0) * 1000]));
  const phaseOrders = Object.fromEntries(Object.entries(after.phaseCounts).map(([phase, count]) => [phase, count - (before.phaseCounts[phase] ?? 0)]));
  const requestMs = after.requests > before.requests ? ((after.requestSeconds - before.requestSeconds) / (after.requests - before.requests)) * 1000 : NaN;
  return {
    orders,
    phasesMs: phases,
    phaseOrders,
    statements: per(after.statements, before.statements),
    checkouts: per(after.checkouts, before.checkouts),
    poolWaitMs: per(after.poolWaitSeconds, before.poolWaitSeconds) * 1000,
    requestMs,
  };
}

/** `buyers` connections each placing one two-adult online order after another for the duration. */
async function buyersLoad(url, { ticketSlug, visitDate, buyers, seconds = durationSeconds() }) {
  const autocannon = require('autocannon');
  let n = 0;
  const body = () =>
    JSON.stringify({
      items: [{ kind: 'ticket', ticketSlug, visitDate, quantities: { adult: 2, child: 0, infant: 0 } }],
      contact: { fullName: 'Khách Đo Tải', phone: '0905123456', email: `rush${n}@example.com` },
      paymentMethod: 'vnpay',
      idempotencyKey: `rush-${visitDate}-${process.pid}-${++n}`,
    });
  // Every order from an address of its own (the server trusts X-Forwarded-For from loopback, as
  // from nginx): the per-address limit stays on and counts, and is not what refuses.
  const address = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const result = await autocannon({
    url: `${url}/api/trpc/checkout.placeOrder`,
    connections: buyers,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: body(), headers: { ...request.headers, 'x-forwarded-for': address() } }) }],
  });
  return { placed: result['2xx'], refused: result.non2xx, errors: result.errors + result.timeouts, ordersPerSecond: result['2xx'] / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Held seats against the orders stored for the date: each placed order holds its two seats, no more. */
async function checkDate(pool, ticketTypeId, visitDate) {
  const { rows } = await pool.query(
    `select i.capacity, i.held + i.sold as taken,
            (select coalesce(sum(oi.quantity), 0)::int from order_items oi join orders o on o.id = oi.order_id
              where oi.ticket_type_id = $1 and oi.visit_date = $2 and o.status <> 'cancelled') as ordered
       from ticket_inventory i where i.ticket_type_id = $1 and i.visit_date = $2`,
    [ticketTypeId, visitDate],
  );
  const row = rows[0];
  return { taken: row.taken, ordered: row.ordered, consistent: row.taken === row.ordered && row.taken <= row.capacity };
}

/** Who took the instance's CPU samples (cpu-profile.mjs): a package, Node's own module, or V8's named states, in per cent. */
function cpuShares(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const samples = new Map();
  for (const id of profile.samples) {
    const { url, functionName } = nodes.get(id);
    const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ?? (url.startsWith('node:') ? 'Node (its own modules)' : url.endsWith('api/dist/main.mjs') ? 'the API’s own code' : url ? path.basename(url) : functionName || '(native)');
    samples.set(owner, (samples.get(owner) ?? 0) + 1);
  }
  return [...samples].map(([owner, count]) => ({ owner, percent: (100 * count) / profile.samples.length })).sort((a, b) => b.percent - a.percent);
}

/** Runs `load` with the instance's profiler on, and returns where its CPU went. */
async function profiled(site, load) {
  rmSync(profileFile, { force: true });
  site.child.kill('SIGUSR2');
  const result = await load();
  site.child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !existsSync(profileFile); i++) await sleep(100);
  await sleep(200);
  return { result, cpu: existsSync(profileFile) ? cpuShares(JSON.parse(readFileSync(profileFile, 'utf8'))) : [] };
}

export async function rushSuite(databaseUrl) {
  const site = await startSite('rush', SITE_PORT, {
    DATABASE_URL: databaseUrl,
    NODE_OPTIONS: `--import ${pathToFileURL(path.join(repoRoot, 'scripts/bench/cpu-profile.mjs'))}`,
    BENCH_CPU_PROFILE: profileFile,
  });
  const pool = await postgresQuery(databaseUrl);
  try {
    const [ticket] = await trpc(site.url, 'ticket.list');
    const { rows } = await pool.query('select id from ticket_types where slug = $1', [ticket.slug]);
    const ticketTypeId = rows[0].id;
    let day = 20;
    const ceiling = [];
    const { rows: free } = await pool.query(
      "select current_setting('max_connections')::int - (select count(*)::int from pg_stat_activity) as n",
    );
    const clientCounts = [...new Set(CEILING_CLIENTS.map((clients) => Math.min(clients, free[0].n - CONNECTION_MARGIN)))].filter((clients) => clients > 0);
    for (const clients of clientCounts) {
      const visitDate = vietnamDate(day++);
      await openHotDate(pool, ticketTypeId, visitDate);
      log(`rush: pgbench, ${clients} clients …`);
      ceiling.push(pgbench(databaseUrl, clients, ticketTypeId, visitDate));
    }
    // A fresh instance compiles its hot path during its first seconds of work: a load of its own
    // warms it, so the first reported load is not measured cold.
    const warmUpDate = vietnamDate(day++);
    await openHotDate(pool, ticketTypeId, warmUpDate);
    log('rush: warming the instance up …');
    await buyersLoad(site.url, { ticketSlug: ticket.slug, visitDate: warmUpDate, buyers: BUYERS[0], seconds: WARM_UP_SECONDS });
    const loads = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const buyers of BUYERS) {
        const visitDate = vietnamDate(day++);
        await openHotDate(pool, ticketTypeId, visitDate);
        log(`rush: ${buyers} buyers on one instance, round ${round} …`);
        const before = await scrape(site.url);
        const load = await buyersLoad(site.url, { ticketSlug: ticket.slug, visitDate, buyers });
        const after = await scrape(site.url);
        loads.push({ buyers, round, ...load, ...(await checkDate(pool, ticketTypeId, visitDate)), breakdown: breakdown(before, after) });
        log(`rush: ${buyers} buyers, round ${round}:`, JSON.stringify(loads.at(-1)));
      }
    }
    // The profiler slows the instance: it samples a load of its own, not one whose figures are reported.
    const visitDate = vietnamDate(day++);
    await openHotDate(pool, ticketTypeId, visitDate);
    log(`rush: ${PROFILED_BUYERS} buyers, profiled …`);
    const { cpu } = await profiled(site, () => buyersLoad(site.url, { ticketSlug: ticket.slug, visitDate, buyers: PROFILED_BUYERS }));
    return { ceiling, loads, cpu };
  } finally {
    await pool.close();
    await stop(site.child);
  }
}

const PHASE_NAMES = {
  turn: 'waiting for a turn at the date’s seat row',
  sweep: 'giving back expired holds first',
  pricing: 'prices and the order’s rules',
  oneStatement: 'storing it in one statement (with its address counted)',
  oneStatementRefused: 'one statement refused (seats), before the transaction',
  transaction: 'storing it in a transaction',
  seatLock: 'of which the seat row may be locked (the one statement, or a transaction from its seat UPDATE to COMMIT)',
  answer: 'the answer (payment URL)',
};

export function rushSection(results) {
  if (!results.rush) return [];
  const { ceiling, loads, cpu = [] } = results.rush;
  const best = Math.max(...ceiling.map((row) => row.tps));
  const phases = [...new Set(loads.flatMap((load) => Object.keys(load.breakdown.phasesMs)))];
  return [
    '## Rush: orders on one hot date, one instance on PostgreSQL',
    '',
    `The database's ceiling: pgbench running \`scripts/bench/rush-ceiling.sql\` (the rows of a two-adult online order and the conditional UPDATE of the date's seat row, one transaction) for ${durationSeconds()} s. Then one API instance (\`api/dist/main.mjs\`, pool of 10 connections) on the same database, with 100 and 400 connections each placing one two-adult VNPay order after another on one date for ${durationSeconds()} s (autocannon), in ${ROUNDS} rounds taking turns, after a ${WARM_UP_SECONDS} s load of 100 that warms the instance up, every order from an address of its own so the per-address limit counts but does not refuse. Ratio: the site's orders/s over the best pgbench rate of this run. Seats: held seats of the date against the seats of its stored orders.`,
    '',
    table(
      ['pgbench clients', 'transactions/s', 'mean latency ms'],
      ceiling.map((row) => [String(row.clients), row.tps.toFixed(0), row.latencyMs.toFixed(1)]),
    ),
    '',
    table(
      ['buyers', 'round', 'orders/s', 'ratio to ceiling', 'placed', 'refused / errors', 'p50 / p99 ms', 'seats held = ordered'],
      loads.map((load) => [String(load.buyers), String(load.round ?? 1), load.ordersPerSecond.toFixed(0), (load.ordersPerSecond / best).toFixed(2), String(load.placed), `${load.refused} / ${load.errors}`, `${load.p50} / ${load.p99}`, load.consistent ? `yes (${load.taken})` : `**NO** (${load.taken} held, ${load.ordered} ordered)`]),
    ),
    '',
    `Over the rounds: ${[...new Set(loads.map((load) => load.buyers))]
      .map((buyers) => {
        const ofSize = loads.filter((load) => load.buyers === buyers);
        const mean = ofSize.reduce((sum, load) => sum + load.ordersPerSecond, 0) / ofSize.length;
        return `${buyers} buyers ${mean.toFixed(0)} orders/s (ratio ${(mean / best).toFixed(2)}, worst p99 ${Math.max(...ofSize.map((load) => load.p99))} ms)`;
      })
      .join('; ')}.`,
    '',
    'Where a new order\'s time goes, per order (means from the API\'s /metrics over each load: `order_phase_seconds`, `db_statements_total`, `db_pool_*`, `http_request_duration_seconds`).',
    '',
    table(
      ['per order', ...loads.map((load) => `${load.buyers} buyers, round ${load.round ?? 1}`)],
      [
        ...phases.map((phase) => [
          `${PHASE_NAMES[phase] ?? phase} (ms)`,
          ...loads.map((load) => {
            const orders = load.breakdown.phaseOrders[phase] ?? 0;
            const mean = (load.breakdown.phasesMs[phase] ?? NaN).toFixed(2);
            return orders && orders !== load.breakdown.orders ? `${mean} (${orders} orders)` : mean;
          }),
        ]),
        ['whole request (ms)', ...loads.map((load) => load.breakdown.requestMs.toFixed(2))],
        ['statements (round trips)', ...loads.map((load) => load.breakdown.statements.toFixed(1))],
        ['pool checkouts', ...loads.map((load) => load.breakdown.checkouts.toFixed(1))],
        ['waiting for a pooled connection (ms)', ...loads.map((load) => load.breakdown.poolWaitMs.toFixed(2))],
      ],
    ),
    '',
    ...(cpu.length
      ? [
          `Where the instance's CPU went during a ${PROFILED_BUYERS}-buyer load of its own, after those above (V8's sampling profiler, \`scripts/bench/cpu-profile.mjs\`; self time by package, the ten largest). "(idle)" is the instance waiting for PostgreSQL or the network; \`writev\` is the system call that sends a statement or an answer.`,
          '',
          table(['who', 'share of samples'], cpu.slice(0, 10).map((row) => [row.owner, `${row.percent.toFixed(1)} %`])),
          '',
        ]
      : []),
  ];
}
