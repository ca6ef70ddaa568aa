/**
 * GET /api/reports/<sales|visitors|refunds>.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: a report as a CSV
 * download. The same rule as the console's report procedures: a session (the bearer token the
 * tRPC calls send) whose role may use the staff area `reports`; a visitor is told to sign in
 * (401), any other role is refused (403), before anything is read. The range is checked with the
 * procedures' contract. Each staff account may download DOWNLOADS_PER_WINDOW files per window,
 * so a stolen session cannot make the database sum a year over and over. Nothing is cached: the
 * figures are private and change with every payment.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mayUse } from '@storefront/shared/contracts/staff-roles';
import { REPORT_KINDS, reportCsvInput, reportFileName } from '@storefront/shared/contracts/reports';
import { translateValidationMessage } from '@storefront/shared/contracts/validation-messages';
import { bearerToken, findSession } from '../auth/sessions';
import type { Db } from '../db/client';
import { localeFromHeaders, t } from '../lib/i18n';
import type { RateLimiter } from '../lib/rate-limit';
import { CSV_TYPE, refundsCsv, salesCsv, visitorsCsv } from './csv';
import { refundsReport, salesReport, visitorsReport } from './report-queries';

export const DOWNLOADS_PER_WINDOW = 60;
export const DOWNLOAD_WINDOW_SECONDS = 10 * 60;

function privately(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
}

export function registerReportCsvRoutes(app: FastifyInstance, deps: { db: Db; rateLimiter: RateLimiter }) {
  for (const report of REPORT_KINDS) {
    app.get<{ Querystring: Record<string, string | undefined> }>(`/api/reports/${report}.csv`, async (request, reply) => {
      const locale = localeFromHeaders(request.headers);
      const refuse = (status: number, code: string, message: string) => privately(reply).code(status).send({ error: { code, message } });

      const token = bearerToken(request.headers.authorization);
      const session = token ? await findSession(deps.db, token) : null;
      if (!session) return refuse(401, 'UNAUTHORIZED', t(locale, 'errors.unauthorized'));
      if (!mayUse(session.user.role, 'reports')) return refuse(403, 'FORBIDDEN', t(locale, 'errors.forbidden'));

      const limit = await deps.rateLimiter.hit(`report-csv:${session.user.id}`, DOWNLOADS_PER_WINDOW, DOWNLOAD_WINDOW_SECONDS);
      if (!limit.allowed) {
        reply.header('Retry-After', String(limit.retryAfterSeconds));
        return refuse(429, 'TOO_MANY_REQUESTS', t(locale, 'errors.tooManyAttempts', { minutes: Math.ceil(limit.retryAfterSeconds / 60) }));
      }
      const input = reportCsvInput.safeParse({ report, from: request.query.from, to: request.query.to });
      if (!input.success) {
        const first = input.error.issues[0];
        const message = first?.message.startsWith('validation.') ? translateValidationMessage(first.message, locale) : t(locale, 'errors.validation');
        return refuse(400, 'BAD_REQUEST', message);
      }
      const range = { from: input.data.from, to: input.data.to };
      const body =
        report === 'sales'
          ? salesCsv(await salesReport(deps.db, range), locale)
          : report === 'visitors'
            ? visitorsCsv(await visitorsReport(deps.db, range), locale)
            : refundsCsv(await refundsReport(deps.db, range), locale);
      return privately(reply)
        .header('Content-Type', CSV_TYPE)
        .header('Content-Disposition', `attachment; filename="${reportFileName(report, range)}"`)
        .send(body);
    });
  }
}
