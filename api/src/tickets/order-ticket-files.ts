/**
 * The files a buyer keeps for an order's tickets: a PDF with one page per ticket and a calendar
 * event for each visit day. The confirmation mail attaches both and the download routes serve them;
 * each holds the tickets the success page shows, and only while it shows them.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orders, pages, tickets, ticketTypes } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { seedContact } from '../seed/content-site';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { audienceCount, ticketTexts, type Audience } from './ticket-texts';
import { ticketPdf } from './ticket-pdf';
import { visitCalendar } from './visit-calendar-event';
import { successPagePath } from '../commerce/order-access';

type Order = typeof orders.$inferSelect;

/** A pay-at-counter order is confirmed before it is paid: its tickets are scanned at the gate to take the money. */
export function awaitingCounterPayment(order: Order): boolean {
  return order.paymentMethod === 'counter' && order.status === 'confirmed' && order.paymentStatus === 'pending';
}

/** Whether the buyer holds the order's tickets: once it is paid, or while it waits to be paid at the gate. */
export function ticketsIssued(order: Order): boolean {
  return order.paymentStatus === 'paid' || awaitingCounterPayment(order);
}

/** Where the visit happens and how to reach the site: the contact page, in the buyer's language. */
export interface VisitInfo {
  hotline: string;
  address: string;
  openingHours: string;
}

/**
 * The contact page staff keep up to date; a database without one (seeding turned off, tests that
 * seed only the shop) has the seed's contact details, which are the site's own.
 */
export async function visitInfo(db: Db, locale: Locale): Promise<VisitInfo> {
  const [row] = await db.select({ content: pages.content }).from(pages).where(eq(pages.key, 'contact')).limit(1);
  const contact = (row?.content ?? seedContact) as Partial<typeof seedContact>;
  return {
    hotline: typeof contact.hotline === 'string' ? contact.hotline : seedContact.hotline,
    address: pick(contact.address ?? seedContact.address, locale),
    openingHours: pick(contact.openingHours ?? seedContact.openingHours, locale),
  };
}

export interface KeptTicket {
  id: number;
  /** The QR payload, exactly as the success page and the mail draw it. */
  code: string;
  audience: Audience;
  visitDate: string;
  typeName: string;
}

export interface TicketBundle {
  locale: Locale;
  orderCode: string;
  holder: string;
  awaitingPayment: boolean;
  tickets: KeptTicket[];
  visit: VisitInfo;
}

/** Why an order has no ticket files: none were bought, none are issued yet, or they no longer hold. */
export type NoTicketFiles = 'noTickets' | 'notIssued' | 'void';

/** The order's issued tickets (void ones left out) with what their files say, or why there are none. */
export async function ticketBundle(db: Db, order: Order, locale: Locale): Promise<TicketBundle | NoTicketFiles> {
  const [ticketItem] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'ticket')))
    .limit(1);
  if (!ticketItem) return 'noTickets';
  if (!ticketsIssued(order)) return order.status === 'cancelled' || order.paymentStatus === 'refunded' ? 'void' : 'notIssued';
  const rows = await db
    .select({ id: tickets.id, code: tickets.secret, audience: tickets.audience, visitDate: tickets.visitDate, typeName: ticketTypes.name })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(and(eq(tickets.orderId, order.id), ne(tickets.status, 'void')))
    .orderBy(asc(tickets.id));
  // A refund request voids the tickets of a paid order before the money goes back.
  if (rows.length === 0) return 'void';
  return {
    locale,
    orderCode: order.code,
    holder: order.contactName,
    awaitingPayment: awaitingCounterPayment(order),
    tickets: rows.map((row) => ({ ...row, typeName: pick(row.typeName, locale) })),
    visit: await visitInfo(db, locale),
  };
}

export function ticketFileNames(orderCode: string, locale: Locale): { pdf: string; ics: string } {
  return { pdf: ticketTexts[locale].pdfFile(orderCode), ics: ticketTexts[locale].icsFile(orderCode) };
}

export const PDF_TYPE = 'application/pdf';
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

export function ticketPdfOf(bundle: TicketBundle): Promise<Uint8Array> {
  return ticketPdf(bundle);
}

/**
 * One all-day event per visit day of the order (usually one), naming its tickets per audience,
 * with the opening hours, the hotline and the way back to the order.
 */
export async function visitCalendarOf(bundle: TicketBundle, publicUrl: string, now = new Date()): Promise<string> {
  const text = ticketTexts[bundle.locale];
  const days = [...new Set(bundle.tickets.map((ticket) => ticket.visitDate))].sort();
  const link = await successPageUrl(publicUrl, bundle.orderCode);
  return visitCalendar({
    uidDomain: new URL(publicUrl).hostname,
    orderCode: bundle.orderCode,
    location: bundle.visit.address,
    url: link,
    stamp: now,
    days: days.map((date) => {
      const ofDay = bundle.tickets.filter((ticket) => ticket.visitDate === date);
      const names = [...new Set(ofDay.map((ticket) => ticket.typeName))];
      const counts = names.flatMap((name) =>
        (['adult', 'child', 'infant'] as const)
          .map((audience) => ({ audience, quantity: ofDay.filter((ticket) => ticket.typeName === name && ticket.audience === audience).length }))
          .filter(({ quantity }) => quantity > 0)
          .map(({ audience, quantity }) => `${name} — ${audienceCount(audience, quantity, bundle.locale)}`),
      );
      return {
        date,
        summary: text.eventSummary(names.join(', ')),
        description: [
          `${text.orderCode}: ${bundle.orderCode}`,
          text.eventTickets(counts.join('; ')),
          text.validity(formatLongDate(date, bundle.locale)),
          `${text.openingHours}: ${bundle.visit.openingHours}`,
          `${text.address}: ${bundle.visit.address}`,
          `${text.hotline}: ${bundle.visit.hotline}`,
          `${text.viewOrder}: ${link}`,
        ].join('\n'),
      };
    }),
  });
}

export async function successPageUrl(publicUrl: string, orderCode: string): Promise<string> {
  return `${publicUrl}${await successPagePath(orderCode)}`;
}

