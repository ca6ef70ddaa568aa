/** Orders through `npm run serve:prod` (nginx, two API instances on PostgreSQL), steadily and while one instance stops. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib.mjs';
import { PRODUCTION_HTTP, SERVE_PROD_STOP_MS, log, openHotDate, postgresQuery, sleep, startServeProd, stop, table, trpc, vietnamDate } from './lib.mjs';

// The retry rules of the site's client (shared/src/api/fetch-with-retry.ts), kept for the order
// call: each attempt times out after 5 s; network errors, time-outs and the gateway's "try
// again" answers are retried up to 3 times, 500 ms × attempt apart, with the same idempotency key.
const CLIENT_TIMEOUT_MS = 5000;
const CLIENT_RETRIES = 3;
const GATEWAY_RETRY_STATUSES = new Set([502, 503, 504]);
const PRODUCTION_API_PORTS = [8081, 8082];
// Steady loads on dates with more seats than any run sells (their speed), then the stop, at the
// larger load, on a date of the ticket's own capacity (it sells out: nothing may be oversold).
const STEADY_BUYERS = [100, 400];
const STOP_BUYERS = 400;
const nginxAccessLog = path.join(repoRoot, 'data/nginx/access.log');

/**
 * One purchase as the site's client makes it. The attempt number rides in the query string
 * (tRPC ignores it) so that nginx's access log shows which instance answered each retry.
 */
async function buyWithRetries(run, body) {
  const started = performance.now();
  let outcome = 'network';
  for (let attempt = 1; attempt <= CLIENT_RETRIES + 1; attempt++) {
    if (attempt > 1) await sleep(500 * (attempt - 1));
    try {
      const response = await fetch(`${PRODUCTION_HTTP}/api/trpc/checkout.placeOrder?bench=${run}&attempt=${attempt}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      outcome = response.status;
      if (GATEWAY_RETRY_STATUSES.has(response.status)) {
        await response.body?.cancel();
        continue;
      }
      // The time-out covers the answer's body too: one cut off is retried like a lost answer.
      const text = await response.text();
      const answer = (() => {
        try {
          return JSON.parse(text);
        } catch {
          return null;
        }
      })();
      return { status: response.status, attempts: attempt, ms: performance.now() - started, orderCode: answer?.result?.data?.orderCode, message: response.ok ? undefined : (answer?.error?.message ?? text.slice(0, 80)) };
    } catch (error) {
      outcome = error.name === 'TimeoutError' ? 'timeout' : 'network';
    }
  }
  return { status: outcome, attempts: CLIENT_RETRIES + 1, ms: performance.now() - started };
}

/**
 * `buyers` concurrent buyers of one ticket (online payment: a pending order holding its seat) on
 * one visit date, until the date is sold out or the duration is over. `during(purchases, elapsedMs)`
 * is called every 100 ms with the purchases so far (the fault injection).
 */
async function orderLoad(run, { ticketSlug, visitDate, buyers = 100, durationMs, during }) {
  const purchases = [];
  const started = performance.now();
  let stopped = false;
  let n = 0;
  const buyer = async () => {
    while (!stopped && performance.now() - started < durationMs) {
      const key = `bench-${run}-${process.pid}-${++n}`;
      const body = JSON.stringify({
        items: [{ kind: 'ticket', ticketSlug, visitDate, quantities: { adult: 1, child: 0, infant: 0 } }],
        contact: { fullName: 'Khách Đo Tải', phone: '0905123456', email: `bench${n}@example.com` },
        paymentMethod: 'vnpay',
        idempotencyKey: key,
      });
      const purchase = { key, ...(await buyWithRetries(run, body)), at: performance.now() - started };
      purchases.push(purchase);
      // Refused: the date is sold out (checked against the inventory afterwards).
      if (purchase.status === 409) stopped = true;
    }
  };
  const watcher = during
    ? (async () => {
        while (!stopped && performance.now() - started < durationMs) {
          await during(purchases, performance.now() - started);
          await sleep(100);
        }
      })()
    : Promise.resolve();
  await Promise.all([...Array.from({ length: buyers }, buyer), watcher]);
  const placed = purchases.filter((p) => p.status === 200);
  const refused = purchases.filter((p) => p.status === 409);
  const failed = purchases.filter((p) => p.status !== 200 && p.status !== 409);
  const latencies = placed.map((p) => p.ms).sort((a, b) => a - b);
  const percentile = (q) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]) : NaN);
  const lastPlaced = Math.max(0, ...placed.map((p) => p.at));
  return {
    purchases,
    placed: placed.length,
    refused: refused.length,
    refusals: [...new Set(refused.map((p) => p.message))],
    failed: failed.length,
    // How the failed purchases ended: { network: 12, '500 …': 1 }.
    failures: failed.reduce((counts, p) => {
      const how = `${p.status} ${p.message ?? ''}`.trim();
      return { ...counts, [how]: (counts[how] ?? 0) + 1 };
    }, {}),
    retried: purchases.filter((p) => p.attempts > 1).length,
    ordersPerSecond: lastPlaced ? placed.length / (lastPlaced / 1000) : 0,
    p50: percentile(0.5),
    p99: percentile(0.99),
  };
}

/** Stored orders and seats of one load: every placed key made exactly one order, the one its buyer was told; nothing oversold. */
async function checkOrders(pool, run, load, ticketSlug, visitDate) {
  const stored = await pool.query("select idempotency_key as key, code from orders where idempotency_key like $1", [`bench-${run}-%`]);
  const byKey = new Map();
  for (const row of stored.rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.code]);
  const placedKeys = load.purchases.filter((p) => p.status === 200);
  const mismatches = placedKeys.filter((p) => byKey.get(p.key)?.length !== 1 || byKey.get(p.key)[0] !== p.orderCode);
  if (mismatches.length > 0) log(`${run}: placed keys whose stored order differs:`, JSON.stringify(mismatches.slice(0, 5).map((p) => ({ ...p, stored: byKey.get(p.key) }))));
  const duplicates = [...byKey.values()].filter((codes) => codes.length > 1).length;
  const placedKeySet = new Set(placedKeys.map((p) => p.key));
  const strays = stored.rows.filter((row) => !placedKeySet.has(row.key)).length;
  const inventory = await pool.query(
    'select i.capacity, i.held, i.sold from ticket_inventory i inner join ticket_types t on t.id = i.ticket_type_id where t.slug = $1 and i.visit_date = $2',
    [ticketSlug, visitDate],
  );
  const overAnywhere = await pool.query('select count(*)::int as n from ticket_inventory where held + sold > capacity');
  const row = inventory.rows[0] ?? { capacity: 0, held: 0, sold: 0 };
  return {
    orders: stored.rows.length,
    duplicates,
    mismatched: mismatches.length,
    strays,
    capacity: row.capacity,
    heldAndSold: row.held + row.sold,
    oversold: row.held + row.sold > row.capacity || overAnywhere.rows[0].n > 0,
  };
}

/**
 * Which instance answered each retried order attempt of `run`, from nginx's access log (the part
 * written after `offset`); attempts nginx could not get answered (5xx) count as "none".
 */
function retriesByUpstream(offset, run) {
  const text = existsSync(nginxAccessLog) ? readFileSync(nginxAccessLog).subarray(offset).toString('utf8') : '';
  const retry = new RegExp(`checkout\\.placeOrder\\?bench=${run}&attempt=[2-9] [^"]*" (\\d{3}) \\d+ upstream=(.+) rt=`);
  const counts = {};
  for (const line of text.split('\n')) {
    const match = retry.exec(line);
    if (!match) continue;
    // nginx lists every instance it tried, the one that answered last.
    const answeredBy = Number(match[1]) >= 500 ? 'none' : match[2].split(', ').at(-1);
    counts[answeredBy] = (counts[answeredBy] ?? 0) + 1;
  }
  return counts;
}

function apiPid(port) {
  const pid = Number(readFileSync(path.join(repoRoot, `data/nginx/api-${port}.pid`), 'utf8'));
  // The pid file could be stale: make sure it is the API instance itself.
  if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('api/dist/main.mjs')) throw new Error(`pid ${pid} of api:${port} is not an API instance`);
  return pid;
}

const alive = (pid) => existsSync(`/proc/${pid}`);

/** What serve:prod and its instances said about stopping and exiting (instances log JSON lines). */
function stopsAndExits(output) {
  return output
    .join('')
    .split('\n')
    .filter((line) => /stopped|shut|exit/i.test(line))
    .map((line) => {
      try {
        const entry = JSON.parse(line);
        return `api (pid ${entry.pid}): ${entry.msg}`;
      } catch {
        return line.trim();
      }
    });
}

/**
 * Orders through `npm run serve:prod` (nginx in front of two API instances on PostgreSQL), with the
 * per-address order limit off (ORDER_LIMIT_PER_IP=0: every buyer comes from this one address):
 * steady loads of 100 and 400 buyers, then 400 buyers during which one instance is stopped with SIGTERM.
 */
export async function productionOrdersSuite(databaseUrl) {
  const logOffset = existsSync(nginxAccessLog) ? readFileSync(nginxAccessLog).length : 0;
  const production = await startServeProd(databaseUrl, { ORDER_LIMIT_PER_IP: '0' });
  const pool = await postgresQuery(databaseUrl);
  const durationMs = Number(process.env.BENCH_DURATION ?? 20) * 1000;
  const strip = ({ purchases: _purchases, ...rest }) => rest;
  try {
    const [ticket] = await trpc(PRODUCTION_HTTP, 'ticket.list');
    const { rows } = await pool.query('select id from ticket_types where slug = $1', [ticket.slug]);
    const steady = [];
    for (const [i, buyers] of STEADY_BUYERS.entries()) {
      const run = `steady${buyers}`;
      const visitDate = vietnamDate(3 + i);
      await openHotDate(pool, rows[0].id, visitDate);
      log(`orders through nginx (PostgreSQL, two instances), ${buyers} buyers …`);
      const load = await orderLoad(run, { ticketSlug: ticket.slug, visitDate, buyers, durationMs });
      steady.push({ buyers, ...strip(load), ...(await checkOrders(pool, run, load, ticket.slug, visitDate)) });
      log(`${run}:`, JSON.stringify(steady.at(-1)));
    }

    log('orders through nginx while one instance stops …');
    const [stoppedPort, survivorPort] = PRODUCTION_API_PORTS;
    const pid = apiPid(stoppedPort);
    const failoverDate = vietnamDate(3 + STEADY_BUYERS.length);
    let stoppedAt = null;
    let exitedAt = null;
    // Mid-load: once a third of the date's seats are taken, or a third of the time has passed.
    const during = async (purchases, elapsed) => {
      if (stoppedAt === null && (purchases.filter((p) => p.status === 200).length >= ticket.defaultDailyCapacity / 3 || elapsed >= durationMs / 3)) {
        process.kill(pid, 'SIGTERM');
        stoppedAt = elapsed;
        log(`SIGTERM to api:${stoppedPort} (pid ${pid}) at ${(elapsed / 1000).toFixed(1)} s`);
      }
      if (stoppedAt !== null && exitedAt === null && !alive(pid)) exitedAt = elapsed;
    };
    const failover = await orderLoad('failover', { ticketSlug: ticket.slug, visitDate: failoverDate, buyers: STOP_BUYERS, durationMs, during });
    for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
    const failoverCheck = await checkOrders(pool, 'failover', failover, ticket.slug, failoverDate);
    const topologyServing = production.exitCode === null && (await fetch(`${PRODUCTION_HTTP}/healthz`).then((response) => response.ok, () => false));
    const byUpstream = retriesByUpstream(logOffset, 'failover');
    log('failover:', JSON.stringify({ ...strip(failover), ...failoverCheck, byUpstream }));
    const topologyLog = stopsAndExits(production.output);
    log('serve:prod said:', topologyLog.join(' | '));
    return {
      steady,
      failover: {
        buyers: STOP_BUYERS,
        ...strip(failover),
        ...failoverCheck,
        stoppedPort,
        survivorPort,
        stoppedAt,
        exitedAt,
        exited: !alive(pid),
        retriesOnSurvivor: byUpstream[`127.0.0.1:${survivorPort}`] ?? 0,
        retriesElsewhere: Object.entries(byUpstream).filter(([upstream]) => upstream !== `127.0.0.1:${survivorPort}`).reduce((sum, [, count]) => sum + count, 0),
        topologyServing,
        topologyLog,
      },
    };
  } finally {
    await pool.close();
    await stop(production, SERVE_PROD_STOP_MS);
  }
}

/** " Failed purchases (steady) ended with: network ×12."; nothing when none failed. */
function failedHow(failures, run) {
  const entries = Object.entries(failures);
  return entries.length ? ` Failed purchases (${run}) ended with: ${entries.map(([how, count]) => `${how} ×${count}`).join(', ')}.` : '';
}


export function ordersProductionSection(results) {
  if (!results.ordersProduction) return [];
  const lines = [];
  const { steady, failover } = results.ordersProduction;
  const row = (label, r) => [
    label,
    String(r.buyers),
    r.ordersPerSecond.toFixed(1),
    String(r.placed),
    String(r.refused),
    r.failed ? `**${r.failed}**` : '0',
    String(r.retried),
    `${r.p50} / ${r.p99}`,
    String(r.capacity),
    String(r.heldAndSold),
    r.oversold ? '**YES**' : 'no',
    r.duplicates || r.mismatched || r.strays ? `**${r.duplicates} / ${r.mismatched} / ${r.strays}**` : '0',
  ];
  const stoppedAt = failover.stoppedAt === null ? 'never (the date sold out first)' : `${(failover.stoppedAt / 1000).toFixed(1)} s into the load`;
  const exited = failover.exitedAt === null ? (failover.exited ? 'after the load' : '**it did not exit**') : `${((failover.exitedAt - failover.stoppedAt) / 1000).toFixed(1)} s later`;
  const said = failover.topologyLog.length ? ` What serve:prod and the instance said: ${failover.topologyLog.map((line) => `\`${line}\``).join('; ')}.` : '';
  lines.push(
    '## Orders through nginx, two API instances on PostgreSQL (`checkout.placeOrder`, 100 and 400 concurrent buyers, one ticket type and visit date each run, online payment)',
    '',
    `The production topology of \`npm run serve:prod\` on a fresh PostgreSQL database, its instances started with \`ORDER_LIMIT_PER_IP=0\` (every buyer comes from the bench's one address). Each buyer places one order after another (one adult ticket, VNPay: a pending order holding its seat) as the site's client does: every attempt times out after ${CLIENT_TIMEOUT_MS / 1000} s, and network errors, time-outs and 502 / 503 / 504 are retried up to ${CLIENT_RETRIES} times with the same idempotency key. The steady runs' dates have more seats than they can sell; the stop's date has the ticket's own daily capacity, so it sells out. A run ends when the date is sold out (refused with 409) or after ${Number(process.env.BENCH_DURATION ?? 20)} s. Orders/s: placed orders over the time to the last one placed; p50 / p99: from a purchase's first attempt to its answer, placed orders only. Failed: purchases that got no order and no "sold out" after every retry. Keys: stored orders per idempotency key, checked in the database afterwards (keys with more than one order / placed keys whose stored order is not the one the buyer was told / orders of keys that were never answered); all must be 0.`,
    '',
    table(
      ['run', 'buyers', 'orders/s', 'placed', 'refused: sold out', 'failed', 'needed a retry', 'p50 / p99 ms', 'capacity', 'held + sold', 'oversold', 'key problems'],
      [...steady.map((run) => row('steady', run)), row(`api:${failover.stoppedPort} stopped mid-load`, failover)],
    ),
    '',
    `Stopping an instance: SIGTERM to api:${failover.stoppedPort}'s pid (from serve:prod's \`data/nginx/api-${failover.stoppedPort}.pid\`), ${stoppedAt}; it exited ${exited}. An instance stopped with SIGTERM should finish its requests and exit 0, and serve:prod then keeps the other serving; an instance that exits otherwise (a crash, or a shutdown that overruns its limit) makes serve:prod stop the whole topology.${said} Retried attempts answered by the survivor api:${failover.survivorPort}: ${failover.retriesOnSurvivor} (by the stopped one, or by none: ${failover.retriesElsewhere}; from nginx's access log, which names the instance that answered each attempt). The topology still served afterwards: ${failover.topologyServing ? 'yes' : '**no**'}.${steady.map((run) => failedHow(run.failures, `steady, ${run.buyers} buyers`)).join('')}${failedHow(failover.failures, 'with the stop')}${failover.refusals.length ? ` Refusals said: ${[...new Set([...steady.flatMap((run) => run.refusals), ...failover.refusals])].map((m) => `“${m}”`).join(', ')}.` : ''}`,
    '',
  );
  return lines;
}
