/**
 * POST /api/field-signals: what visitors' browsers report of the remotes (README "Field signals
 * and metrics", shared/src/contracts/field-signals.ts). A report is at most 16 KB, JSON sent as
 * application/json or text/plain (a beacon's), and answered 204. Only remote versions this server
 * publishes (their folder under dist/remotes/) and pages of the live site are counted; anything
 * else in a report is left out without an error, as a tab may outlive a release.
 *
 * Anyone can send a report, so no one address weighs much: it may send REPORTS_PER_MINUTE reports
 * a minute, and add at most ERRORS_PER_VERSION_PER_MINUTE errors to one remote version, so it
 * cannot push a version's error rate past that (nor a canary over its threshold). Error signals
 * are logged with the request ids the browser names, so the API's lines for them can be found.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldReport, type FieldReportInput } from '@storefront/shared/contracts/field-signals';
import { FIELD_SIGNALS_URL } from '@storefront/shared/federation/field-signals';
import type { Site } from '@storefront/shared/routes/route-table';
import type { Db } from '../db/client';
import { localeFromHeaders, t, type Locale } from '../lib/i18n';
import { clientKey, type RateLimiter } from '../lib/rate-limit';
import { recordFieldCounts, sweepOldFieldCounts, type FieldCount } from './field-store';
import type { Metrics } from './metrics';

export const MAX_REPORT_BYTES = 16 * 1024;
/** A tab sends about one report in 10 s; a tour group behind one address sends many. */
export const REPORTS_PER_MINUTE = 120;
export const ERRORS_PER_VERSION_PER_MINUTE = 10;
/** How long whether a version is published is believed: releases add folders, and rollbacks keep them. */
const PUBLISHED_CHECK_MS = 60_000;

const refusals = {
  vi: { tooLarge: `Báo cáo quá lớn: tối đa ${MAX_REPORT_BYTES / 1024} KB` },
  en: { tooLarge: `The report is too large: at most ${MAX_REPORT_BYTES / 1024} KB` },
} as const;

type ErrorSignal = Extract<FieldReportInput['signals'][number], { kind: 'boundaryError' | 'unhandledError' }>;

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).header('Cache-Control', 'no-store').send({ error: { code, message } });
}

/** Whether `dist/remotes/<remote>/<version>/` exists, remembered for a minute. */
function publishedVersions(distDir: string): (remote: string, version: string) => Promise<boolean> {
  const known = new Map<string, { published: boolean; until: number }>();
  return async (remote, version) => {
    const key = `${remote}/${version}`;
    const kept = known.get(key);
    if (kept && kept.until > Date.now()) return kept.published;
    // Names are checked by the contract (no slash, no leading dot), so this stays inside remotes/.
    const published = await stat(path.join(distDir, 'remotes', remote, version)).then((found) => found.isDirectory(), () => false);
    if (known.size > 1000) known.clear();
    known.set(key, { published, until: Date.now() + PUBLISHED_CHECK_MS });
    return published;
  };
}

export interface FieldSignalsDeps {
  db: Db;
  distDir: string;
  site: () => Promise<Site>;
  rateLimiter: RateLimiter;
  metrics: Metrics;
}

export function registerFieldSignalsRoute(app: FastifyInstance, deps: FieldSignalsDeps): void {
  const published = publishedVersions(deps.distDir);
  const { metrics } = deps;

  /** The report's signals this server counts: published versions, live pages, and errors within the sender's allowance. */
  async function countable(report: FieldReportInput, client: string): Promise<{ counts: FieldCount[]; errors: ErrorSignal[] }> {
    const pages = new Set((await deps.site()).pages.map((page) => page.id));
    const counts: FieldCount[] = [];
    const errors: ErrorSignal[] = [];
    for (const signal of report.signals) {
      if (!pages.has(signal.pageId)) continue;
      if (signal.kind === 'pageView') {
        for (const [remote, version] of Object.entries(signal.versions)) {
          if (await published(remote, version)) counts.push({ kind: 'pageView', remote, version, pageId: signal.pageId });
        }
        continue;
      }
      if (!(await published(signal.remote, signal.version))) continue;
      if (signal.kind === 'vital') {
        counts.push({ kind: 'vital', remote: signal.remote, version: signal.version, pageId: signal.pageId, name: signal.name, value: signal.value });
        continue;
      }
      const allowance = await deps.rateLimiter.hit(`field-errors:${client}:${signal.remote}:${signal.version}`, ERRORS_PER_VERSION_PER_MINUTE, 60);
      if (!allowance.allowed) continue;
      errors.push(signal);
      counts.push({ kind: signal.kind, remote: signal.remote, version: signal.version, pageId: signal.pageId });
    }
    return { counts, errors };
  }

  app.post(
    FIELD_SIGNALS_URL,
    {
      bodyLimit: MAX_REPORT_BYTES,
      // Before the body is read: a flood of reports, well formed or not, stops here.
      onRequest: async (request, reply) => {
        const limit = await deps.rateLimiter.hit(`field-reports:${clientKey(request.ip)}`, REPORTS_PER_MINUTE, 60);
        if (limit.allowed) return;
        reply.header('Retry-After', String(limit.retryAfterSeconds));
        const minutes = Math.ceil(limit.retryAfterSeconds / 60);
        return refuse(reply, 429, 'TOO_MANY_REQUESTS', t(localeFromHeaders(request.headers), 'errors.tooManySubmissions', { minutes }));
      },
      errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        const locale: Locale = localeFromHeaders(request.headers);
        if (error.statusCode === 413) return refuse(reply, 413, 'PAYLOAD_TOO_LARGE', refusals[locale].tooLarge);
        if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return refuse(reply, error.statusCode, 'BAD_REQUEST', t(locale, 'errors.validation'));
        throw error;
      },
    },
    async (request, reply) => {
      const locale = localeFromHeaders(request.headers);
      let body: unknown = request.body;
      // A beacon sent as text/plain carries the JSON as text.
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          return refuse(reply, 400, 'BAD_REQUEST', t(locale, 'errors.validation'));
        }
      }
      const parsed = fieldReport.safeParse(body);
      if (!parsed.success) return refuse(reply, 400, 'BAD_REQUEST', t(locale, 'errors.validation'));

      const { counts, errors } = await countable(parsed.data, clientKey(request.ip));
      await recordFieldCounts(deps.db, counts);
      for (const count of counts) {
        metrics.fieldSignals.inc({ kind: count.kind, remote: count.remote, version: count.version });
        if (count.name && count.value !== undefined) metrics.vitals[count.name].observe({ remote: count.remote, version: count.version }, count.value);
      }
      if (errors.length > 0) {
        // Identifiers and class names only: a report carries nothing else to log.
        request.log.warn({ fieldErrors: errors, browserRequestIds: parsed.data.requestIds ?? [] }, 'remote errors reported by a browser');
      }
      void sweepOldFieldCounts(deps.db);
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
}
