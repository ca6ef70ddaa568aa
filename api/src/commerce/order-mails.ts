/**
 * What the order mails say: the confirmation with the QR tickets, their PDF and the visit's
 * calendar event, the refund notice and the late payment notice. They leave through
 * mail/delivery.ts, like every mail of the API.
 */
import type { SendMailOptions } from 'nodemailer';
import QRCode from 'qrcode';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, orderMails, orders, payments } from '../db/schema';
import { pick, type Locale } from '../lib/i18n';
import { escapeHtml } from '../lib/html';
import { formatLongDate, formatTime } from '@storefront/shared/i18n/format-date';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { TICKET_QR_OPTIONS } from '@storefront/shared/contracts/ticket-qr';
import { CALENDAR_TYPE, PDF_TYPE, successPageUrl, ticketBundle, ticketFileNames, ticketPdfOf, visitCalendarOf, visitInfo } from '../tickets/order-ticket-files';
import { audienceCount, ticketTexts } from '../tickets/ticket-texts';
import { deliver, type MailSettings } from '../mail/delivery';

const texts = {
  vi: {
    subject: (code: string) => `Xác nhận đơn hàng ${code}`,
    hello: (name: string) => `Xin chào ${name},`,
    confirmed: 'Đơn hàng của bạn đã được xác nhận.',
    counter: 'Vui lòng thanh toán tại quầy vé trong ngày tham quan.',
    payBy: (time: string, date: string) => `Vui lòng xuất trình mã QR và thanh toán tại quầy vé trước ${time} ngày ${date}. Sau giờ đó, chỗ chưa thanh toán được trả lại và vé hết hiệu lực.`,
    ticket: (n: number, name: string, date: string) => `Vé ${n}: ${name} — chỉ có giá trị trong ngày ${date}`,
    total: 'Tổng tiền',
    delivery: (address: string) => `Giao hàng đến: ${address} (24 giờ trong khu vực, 2–5 ngày toàn quốc)`,
    keep: 'Vé của bạn được đính kèm dưới dạng PDF (mỗi trang một vé, để lưu hoặc in) cùng một sự kiện lịch cho ngày tham quan.',
    view: 'Xem đơn hàng',
    refundSubject: (code: string) => `Hoàn tiền đơn hàng ${code}`,
    refunded: (amount: string, code: string) => `Chúng tôi đã hoàn ${amount} cho đơn hàng ${code}. Đơn hàng đã được huỷ.`,
    refundVnpay: 'Tiền được trả về tài khoản hoặc thẻ bạn đã dùng để thanh toán, thường trong vài ngày làm việc.',
    lateSubject: (code: string) => `Đã nhận thanh toán cho đơn hàng đã huỷ ${code}`,
    latePayment: (amount: string, code: string) =>
      `Chúng tôi đã nhận khoản thanh toán ${amount} cho đơn hàng ${code} sau khi đơn hàng đã bị huỷ (hết thời gian giữ chỗ, đã yêu cầu huỷ hoặc đã thanh toán bằng lần khác). Vé không được phát hành cho khoản này. Chúng tôi sẽ hoàn lại toàn bộ số tiền cho bạn.`,
  },
  en: {
    subject: (code: string) => `Order confirmation ${code}`,
    hello: (name: string) => `Hello ${name},`,
    confirmed: 'Your order is confirmed.',
    counter: 'Please pay at the ticket counter on your visit day.',
    payBy: (time: string, date: string) => `Please show your QR codes and pay at the ticket counter by ${time} on ${date}. Unpaid places are released then and the tickets stop working.`,
    ticket: (n: number, name: string, date: string) => `Ticket ${n}: ${name} — valid only on ${date}`,
    total: 'Total',
    delivery: (address: string) => `Delivery to: ${address} (24 h locally, 2–5 days nationwide)`,
    keep: 'Your tickets are attached as a PDF (one page per ticket, to save or print) with a calendar event for your visit day.',
    view: 'View your order',
    refundSubject: (code: string) => `Refund for order ${code}`,
    refunded: (amount: string, code: string) => `We have refunded ${amount} for order ${code}. The order is cancelled.`,
    refundVnpay: 'The money goes back to the account or card you paid with, usually within a few working days.',
    lateSubject: (code: string) => `Payment received for cancelled order ${code}`,
    latePayment: (amount: string, code: string) =>
      `We received your payment of ${amount} for order ${code} after the order was cancelled (its places were no longer held, you asked to cancel, or it was already paid another time). No tickets are issued for this payment. We will refund you the whole amount.`,
  },
};


/**
 * A ticket's QR code as a PNG of whole-pixel modules (4 px each, 276 px across for a signed
 * ticket); the mail shows it at 240 px, so each module prints at about 0.9 mm.
 */
export function ticketQrPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(token, { type: 'png', ...TICKET_QR_OPTIONS, scale: 4 });
}

/**
 * One line of the order: a ticket line names its audience ("Vé cáp treo khứ hồi — Người lớn × 2"),
 * since an order holds one line per audience of the same ticket type.
 */
function itemLine(item: typeof orderItems.$inferSelect, locale: Locale): string {
  const what = item.audience ? `${pick(item.title, locale)} — ${audienceCount(item.audience, item.quantity, locale)}` : `${pick(item.title, locale)} × ${item.quantity}`;
  return item.visitDate ? `${what} (${formatLongDate(item.visitDate, locale)})` : what;
}

/**
 * The confirmation of one order, or null without an email address. The tickets come as QR images
 * in the mail, as a PDF with a page per ticket, and as a calendar event for the visit day.
 */
export async function buildOrderConfirmation(db: Db, orderId: number, publicUrl: string): Promise<Omit<SendMailOptions, 'from'> & { orderCode: string } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.contactEmail) return null;
  const locale: Locale = order.locale === 'en' ? 'en' : 'vi';
  const text = texts[locale];
  const bundle = await ticketBundle(db, order, locale);
  const kept = typeof bundle === 'string' ? [] : bundle.tickets;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const amount = formatPrice(order.totalAmount, locale);
  const link = await successPageUrl(publicUrl, order.code);

  const images = await Promise.all(
    kept.map(async (ticket, index) => ({
      filename: `ticket-${index + 1}.png`,
      content: await ticketQrPng(ticket.code),
      cid: `ticket-${ticket.id}@storefront`,
    })),
  );
  const files = ticketFileNames(order.code, locale);
  const ticketFiles =
    typeof bundle === 'string'
      ? []
      : [
          { filename: files.pdf, content: Buffer.from(await ticketPdfOf(bundle)), contentType: PDF_TYPE },
          { filename: files.ics, content: await visitCalendarOf(bundle, publicUrl), contentType: CALENDAR_TYPE },
        ];
  const ticketLines = kept.map((ticket, index) =>
    text.ticket(index + 1, `${ticket.typeName} (${ticketTexts[locale].audience[ticket.audience]})`, formatLongDate(ticket.visitDate, locale)),
  );
  const itemLines = items.map((item) => itemLine(item, locale));
  const delivery = order.deliveryAddress ? text.delivery(order.deliveryAddress) : '';
  const toPay = order.paymentStatus === 'paid' ? '' : order.holdExpiresAt ? text.payBy(formatTime(order.holdExpiresAt.toISOString()).slice(0, 5), formatLongDate(order.holdExpiresAt.toISOString(), locale)) : text.counter;
  const keep = ticketFiles.length > 0 ? text.keep : '';
  const visit = typeof bundle === 'string' ? await visitInfo(db, locale) : bundle.visit;
  const hours = `${ticketTexts[locale].openingHours}: ${visit.openingHours} · ${ticketTexts[locale].hotline}: ${visit.hotline}`;
  const plain = [
    text.hello(order.contactName),
    '',
    text.confirmed,
    toPay,
    ...itemLines,
    `${text.total}: ${amount}`,
    delivery,
    '',
    ...ticketLines,
    keep,
    '',
    hours,
    `${text.view}: ${link}`,
  ].join('\n');
  const html = `<p>${escapeHtml(text.hello(order.contactName))}</p><p>${escapeHtml(text.confirmed)}</p>${
    toPay ? `<p>${escapeHtml(toPay)}</p>` : ''
  }<ul>${itemLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p><strong>${escapeHtml(text.total)}: ${escapeHtml(amount)}</strong></p>${delivery ? `<p>${escapeHtml(delivery)}</p>` : ''}${kept
    .map((ticket, index) => `<p>${escapeHtml(ticketLines[index]!)}<br><img src="cid:ticket-${ticket.id}@storefront" width="240" height="240" alt="QR"></p>`)
    .join('')}${keep ? `<p>${escapeHtml(keep)}</p>` : ''}<p>${escapeHtml(hours)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(text.view)}</a></p>`;

  return { orderCode: order.code, to: order.contactEmail, subject: text.subject(order.code), text: plain, html, attachments: [...images, ...ticketFiles] };
}

/** Builds and sends (or files) the confirmation of one order; no email address → nothing to do. */
export async function sendOrderConfirmation(db: Db, orderId: number, settings: MailSettings): Promise<string | null> {
  const message = await buildOrderConfirmation(db, orderId, settings.publicUrl);
  if (!message) return null;
  const { orderCode, ...mail } = message;
  const file = await deliver(settings, orderCode, mail);
  await noteMailSent(db, orderId, 'confirmation', String(mail.to));
  return file;
}

/**
 * Keeps that a mail about an order went out (the order desk's history). The mail is gone by then:
 * a failure to note it is logged, never reported as a failed send.
 */
async function noteMailSent(db: Db, orderId: number, kind: (typeof orderMails.$inferInsert)['kind'], recipient: string): Promise<void> {
  try {
    await db.insert(orderMails).values({ orderId, kind, recipient });
  } catch (error) {
    console.error('[mail] sent, but not noted in the order history', { orderId, kind, error });
  }
}

/** Tells the buyer that a refund went through; no email address → nothing to do. */
export async function sendRefundNotice(db: Db, orderId: number, settings: MailSettings): Promise<string | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.contactEmail) return null;
  const locale: Locale = order.locale === 'en' ? 'en' : 'vi';
  const text = texts[locale];
  const paragraphs = [text.hello(order.contactName), text.refunded(formatPrice(order.totalAmount, locale), order.code), ...(order.paymentMethod === 'vnpay' ? [text.refundVnpay] : [])];
  const file = await deliver(settings, order.code, {
    to: order.contactEmail,
    subject: text.refundSubject(order.code),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  });
  await noteMailSent(db, order.id, 'refund', order.contactEmail);
  return file;
}

/** Tells the buyer that a payment arrived after the order was cancelled and will be refunded. */
export async function sendLatePaymentNotice(db: Db, paymentId: number, settings: MailSettings): Promise<string | null> {
  const [row] = await db.select({ order: orders, amount: payments.amount }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, paymentId));
  if (!row?.order.contactEmail) return null;
  const { order, amount } = row;
  const locale: Locale = order.locale === 'en' ? 'en' : 'vi';
  const text = texts[locale];
  const paragraphs = [text.hello(order.contactName), text.latePayment(formatPrice(amount, locale), order.code), text.refundVnpay];
  const file = await deliver(settings, order.code, {
    to: order.contactEmail!,
    subject: text.lateSubject(order.code),
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  });
  await noteMailSent(db, order.id, 'latePayment', order.contactEmail!);
  return file;
}
