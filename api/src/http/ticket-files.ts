/**
 * GET /api/orders/<code>/tickets.pdf?access=… and /api/orders/<code>/visit.ics?access=…: the ticket
 * files of an order, for the links of its buyer (success page, mails, their account), which carry
 * the order's access token (commerce/order-access.ts); the code alone opens nothing, nor does a
 * session or a ticket id. Each address may ask
 * DOWNLOADS_PER_WINDOW times per window, counted before the order is looked up, so codes cannot be
 * tried in bulk. A file exists only while the success page shows the tickets (paid, or a counter
 * order waiting to be paid at the gate); otherwise a localised refusal. Nothing is stored by a
 * shared cache, and reading twice at once reads the same rows twice.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { orderByCodeInput } from '@storefront/shared/contracts/order';
import { TICKET_FILES } from '@storefront/shared/contracts/ticket-files';
import type { Db } from '../db/client';
import { orders } from '../db/schema';
import { releaseExpiredHolds, releaseUnpaidCounterOrders } from '../commerce/holds';
import { hasOrderAccess } from '../commerce/order-access';
import { asLocale, localeFromHeaders, t, type Locale, type MessageKey } from '../lib/i18n';
import { clientKey, type RateLimiter } from '../lib/rate-limit';
import { CALENDAR_TYPE, PDF_TYPE, ticketBundle, ticketFileNames, ticketPdfOf, visitCalendarOf, type NoTicketFiles } from '../tickets/order-ticket-files';

export const DOWNLOADS_PER_WINDOW = 30;
export const DOWNLOAD_WINDOW_SECONDS = 10 * 60;

const refusals: Record<NoTicketFiles, MessageKey> = {
  noTickets: 'errors.orderWithoutTickets',
  notIssued: 'errors.ticketsNotIssued',
  void: 'errors.ticketsVoid',
};

/** A private answer: the browser keeps nothing either, since the file stops being valid with the order. */
function privately(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
}

export function registerTicketFileRoutes(app: FastifyInstance, deps: { db: Db; rateLimiter: RateLimiter; publicUrl: string }) {
  for (const file of Object.keys(TICKET_FILES) as (keyof typeof TICKET_FILES)[]) {
    app.get<{ Params: { orderCode: string }; Querystring: { lang?: string; access?: string } }>(`/api/orders/:orderCode/${TICKET_FILES[file]}`, async (request, reply) => {
      // The language of the page the link is on, else the one the site remembers for the visitor.
      const locale: Locale = asLocale(request.query.lang) ?? localeFromHeaders(request.headers);
      const refuse = (status: number, code: string, message: string) => privately(reply).code(status).send({ error: { code, message } });

      const limit = await deps.rateLimiter.hit(`ticket-files:${clientKey(request.ip)}`, DOWNLOADS_PER_WINDOW, DOWNLOAD_WINDOW_SECONDS);
      if (!limit.allowed) {
        reply.header('Retry-After', String(limit.retryAfterSeconds));
        return refuse(429, 'TOO_MANY_REQUESTS', t(locale, 'errors.tooManyAttempts', { minutes: Math.ceil(limit.retryAfterSeconds / 60) }));
      }
      const input = orderByCodeInput.safeParse({ orderCode: request.params.orderCode });
      if (!input.success || !hasOrderAccess(input.data.orderCode, request.query.access)) return refuse(404, 'NOT_FOUND', t(locale, 'errors.orderNotFound'));

      // As order.byCode: holds that ran out are released first, so no file outlives its places.
      await releaseExpiredHolds(deps.db);
      await releaseUnpaidCounterOrders(deps.db);
      const [order] = await deps.db.select().from(orders).where(eq(orders.code, input.data.orderCode)).limit(1);
      if (!order) return refuse(404, 'NOT_FOUND', t(locale, 'errors.orderNotFound'));
      const bundle = await ticketBundle(deps.db, order, locale);
      if (typeof bundle === 'string') return refuse(409, 'CONFLICT', t(locale, refusals[bundle]));

      const names = ticketFileNames(order.code, locale);
      privately(reply).header('Content-Disposition', `attachment; filename="${names[file]}"`);
      if (file === 'pdf') return reply.header('Content-Type', PDF_TYPE).send(Buffer.from(await ticketPdfOf(bundle)));
      return reply.header('Content-Type', CALENDAR_TYPE).send(await visitCalendarOf(bundle, deps.publicUrl));
    });
  }
}
