/**
 * The reports as CSV files for Excel: UTF-8 with a byte order mark (without it Excel reads the
 * bytes as the Windows code page and Vietnamese turns into mojibake), CRLF line ends, every cell
 * quoted. A cell a spreadsheet would take for a formula (= + - @, or a tab or carriage return
 * before one) gets a leading apostrophe, so a product or gate name typed by someone cannot run
 * in the reader's spreadsheet (CSV injection, OWASP).
 */
import { pick, type Locale } from '../lib/i18n';
import type { RefundsReport, SalesReport, VisitorsReport } from './report-queries';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const BOM = '\uFEFF';

/** A cell as text a spreadsheet shows as it is. Numbers are written by us and never start with a sign. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function csvOf(rows: (string | number)[][]): string {
  return BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const HEADERS = {
  vi: {
    sales: ['Ngày', 'Số đơn', 'Doanh thu (VND)'],
    salesItems: ['Loại', 'Tên', 'Số lượng', 'Doanh thu (VND)'],
    ticket: 'Vé',
    product: 'Sản phẩm',
    total: 'Tổng',
    visitors: ['Ngày', 'Cổng', 'Lượt khách vào'],
    online: 'Trực tuyến (không có cổng)',
    refunds: ['Ngày', 'Số lần hoàn tiền', 'Số tiền hoàn (VND)'],
  },
  en: {
    sales: ['Date', 'Orders', 'Sales (VND)'],
    salesItems: ['Kind', 'Name', 'Quantity', 'Sales (VND)'],
    ticket: 'Ticket',
    product: 'Product',
    total: 'Total',
    visitors: ['Date', 'Gate', 'Visitors admitted'],
    online: 'Online (no gate)',
    refunds: ['Date', 'Refunds', 'Amount refunded (VND)'],
  },
} as const;

export function salesCsv(report: SalesReport, locale: Locale): string {
  const h = HEADERS[locale];
  return csvOf([
    [...h.sales],
    ...report.days.map((day) => [day.date, day.orders, day.amount]),
    [h.total, report.total.orders, report.total.amount],
    [],
    [...h.salesItems],
    ...report.items.map((item) => [h[item.kind], pick(item.name, locale), item.quantity, item.amount]),
  ]);
}

export function visitorsCsv(report: VisitorsReport, locale: Locale): string {
  const h = HEADERS[locale];
  return csvOf([
    [...h.visitors],
    ...report.rows.map((row) => [row.date, row.gate === 'online' ? h.online : row.gate, row.admitted]),
    [h.total, '', report.total],
  ]);
}

export function refundsCsv(report: RefundsReport, locale: Locale): string {
  const h = HEADERS[locale];
  return csvOf([[...h.refunds], ...report.days.map((day) => [day.date, day.refunds, day.amount]), [h.total, report.total.refunds, report.total.amount]]);
}
