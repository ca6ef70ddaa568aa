/**
 * Where a buyer downloads the files of an order's tickets: the PDF (one page per ticket) and the
 * visit's calendar event. The link carries the order's access token (order.byCode gives it to
 * whoever may see the order); `lang` is the language of the page the link is on.
 */
import type { Locale } from '@storefront/shared/federation/remote-description';

export const TICKET_FILES = { pdf: 'tickets.pdf', ics: 'visit.ics' } as const;
export type TicketFile = keyof typeof TICKET_FILES;

export function ticketFileUrl(order: { orderCode: string; access: string }, file: TicketFile, locale: Locale): string {
  return `/api/orders/${encodeURIComponent(order.orderCode)}/${TICKET_FILES[file]}?lang=${locale}&access=${encodeURIComponent(order.access)}`;
}
