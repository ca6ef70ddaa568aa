/**
 * What the ticket files (PDF and calendar event) and the confirmation mail say about tickets, in
 * the buyer's language. The audience names are the ones the order page shows.
 */
import type { Locale } from '../lib/i18n';

export type Audience = 'adult' | 'child' | 'infant';

export const ticketTexts = {
  vi: {
    audience: { adult: 'Người lớn', child: 'Trẻ em', infant: 'Trẻ dưới 3 tuổi' } satisfies Record<Audience, string>,
    eTicket: 'Vé điện tử',
    ticketOf: (n: number, total: number) => `Vé ${n}/${total}`,
    ticketNumber: (id: number) => `Mã vé #${id}`,
    visitDate: 'Ngày tham quan',
    holder: 'Người giữ vé',
    orderCode: 'Mã đơn hàng',
    validity: (date: string) => `Vé chỉ có giá trị trong ngày tham quan (${date}).`,
    showAtGate: 'Xuất trình mã QR này tại cổng soát vé, trên điện thoại hoặc bản in.',
    payAtCounter: 'Vé chưa thanh toán: vui lòng thanh toán tại quầy vé trước khi qua cổng.',
    openingHours: 'Giờ mở cửa',
    address: 'Địa chỉ',
    hotline: 'Đường dây nóng',
    documentTitle: (code: string) => `Vé của đơn hàng ${code}`,
    eventSummary: (names: string) => `Tham quan: ${names}`,
    eventTickets: (lines: string) => `Vé: ${lines}`,
    viewOrder: 'Xem đơn hàng',
    pdfFile: (code: string) => `ve-${code}.pdf`,
    icsFile: (code: string) => `lich-tham-quan-${code}.ics`,
  },
  en: {
    audience: { adult: 'Adult', child: 'Child', infant: 'Under 3' } satisfies Record<Audience, string>,
    eTicket: 'E-ticket',
    ticketOf: (n: number, total: number) => `Ticket ${n} of ${total}`,
    ticketNumber: (id: number) => `Ticket #${id}`,
    visitDate: 'Visit date',
    holder: 'Ticket holder',
    orderCode: 'Order code',
    validity: (date: string) => `Valid only on the visit day (${date}).`,
    showAtGate: 'Show this QR code at the gate, on your phone or printed.',
    payAtCounter: 'Not paid yet: please pay at the ticket counter before the gate.',
    openingHours: 'Opening hours',
    address: 'Address',
    hotline: 'Hotline',
    documentTitle: (code: string) => `Tickets of order ${code}`,
    eventSummary: (names: string) => `Visit: ${names}`,
    eventTickets: (lines: string) => `Tickets: ${lines}`,
    viewOrder: 'View your order',
    pdfFile: (code: string) => `tickets-${code}.pdf`,
    icsFile: (code: string) => `visit-${code}.ics`,
  },
} satisfies Record<Locale, unknown>;

/** "Người lớn × 2": how many tickets of one audience, as mail lines and the calendar event list them. */
export function audienceCount(audience: Audience, quantity: number, locale: Locale): string {
  return `${ticketTexts[locale].audience[audience]} × ${quantity}`;
}
