/**
 * The operators' metrics in Prometheus' text format at GET /metrics: HTTP requests by route,
 * documents by how they were made, orders and payment results, and what browsers report of each
 * remote version (./field-signals-route.ts). One registry per server (tests run several servers
 * in one process); the process' own figures (memory, CPU, event loop) once per process.
 *
 * /metrics is no visitor's: with METRICS_TOKEN set it answers only `Authorization: Bearer <token>`,
 * else only a client on this machine (request.ip, after the trusted proxy's X-Forwarded-For, so a
 * visitor coming through nginx is not one); anyone else gets the 404 of an address that is not there.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseUsage } from '../db/client';
import type { VitalName } from '@storefront/shared/federation/field-signals';
import { listenToBusiness } from '../lib/business-events';
import { VITAL_BOUNDS } from './vital-buckets';

export const METRICS_PATH = '/metrics';

/** How a document request was answered. */
export type DocumentOutcome = 'cached' | 'rendered' | 'fallback' | 'client' | 'redirect' | 'not_found';

let processRegistry: Registry | undefined;

/** The process' own figures, collected once however many servers run in it. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const vital = (name: VitalName, metric: string, help: string) =>
    new Histogram({ name: metric, help, labelNames: ['remote', 'version'], buckets: [...VITAL_BOUNDS[name]], registers });
  return {
    registry,
    httpRequests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'], registers }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and method',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    documents: new Counter({ name: 'documents_total', help: 'Page documents, by how they were made', labelNames: ['outcome'], registers }),
    orders: new Counter({ name: 'orders_placed_total', help: 'Orders placed, by payment method', labelNames: ['payment_method'], registers }),
    orderPhases: new Histogram({
      name: 'order_phase_seconds',
      help: 'Time a new order spent in each step of placing it (place-order.ts names them)',
      labelNames: ['phase'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    payments: new Counter({ name: 'payment_results_total', help: "The payment gateway's results, as its IPN calls told them", labelNames: ['result'], registers }),
    fieldSignals: new Counter({
      name: 'field_signals_total',
      help: "Signals from visitors' browsers that were counted, by kind and remote version (a page view once per remote in the visitor's map)",
      labelNames: ['kind', 'remote', 'version'],
      registers,
    }),
    vitals: {
      LCP: vital('LCP', 'field_vital_lcp_milliseconds', "Largest contentful paint of visitors' pages, by the page's remote version"),
      INP: vital('INP', 'field_vital_inp_milliseconds', "Interaction to next paint of visitors' pages, by the page's remote version"),
      CLS: vital('CLS', 'field_vital_cls', "Cumulative layout shift of visitors' pages, by the page's remote version"),
    } satisfies Record<VitalName, Histogram>,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** Equal secrets, compared in a time that does not tell how much of them matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function isOperator(authorization: string | undefined, ip: string, token: string | undefined): boolean {
  if (!token) return LOOPBACK.test(ip);
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  return given !== undefined && sameSecret(given, token);
}

/** The database connection's figures, read when /metrics is asked. */
function databaseMetrics(usage: () => DatabaseUsage, registers: Registry[]): void {
  const counted = (name: string, help: string, read: (figures: DatabaseUsage) => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read(usage()));
      },
    });
  counted('db_statements_total', 'Statements sent to the database', (figures) => figures.statements);
  counted('db_pool_checkouts_total', 'Connections taken from the pool', (figures) => figures.checkouts);
  counted('db_pool_wait_seconds_total', 'Time spent waiting for a pooled connection', (figures) => figures.checkoutWaitSeconds);
  const gauge = (name: string, help: string, read: (figures: DatabaseUsage) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(usage()));
      },
    });
  gauge('db_pool_connections', 'Open database connections', (figures) => figures.connections);
  gauge('db_pool_waiting', 'Callers waiting for a pooled connection', (figures) => figures.waiting);
}

/** Counts every request, listens to the business events, and answers GET /metrics to operators. */
export function registerMetrics(app: FastifyInstance, options: { token?: string; databaseUsage?: () => DatabaseUsage }): Metrics {
  const metrics = createMetrics();
  if (options.databaseUsage) databaseMetrics(options.databaseUsage, [metrics.registry]);
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the address asked for: one series per route, whatever the visitors ask.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ route, method: request.method, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
  });
  const stopListening = listenToBusiness((event) => {
    if (event.kind === 'orderPlaced') {
      metrics.orders.inc({ payment_method: event.paymentMethod });
      for (const [phase, seconds] of Object.entries(event.phases)) metrics.orderPhases.observe({ phase }, seconds);
    } else metrics.payments.inc({ result: event.result });
  });
  app.addHook('onClose', async () => stopListening());
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!isOperator(request.headers.authorization, request.ip, options.token)) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not Found' } });
    const text = `${await processMetrics().metrics()}\n${await metrics.registry.metrics()}`;
    return reply.type(metrics.registry.contentType).send(text);
  });
  return metrics;
}
