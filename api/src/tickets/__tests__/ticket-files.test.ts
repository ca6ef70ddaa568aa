/**
 * The files a tourist keeps: the PDF (a page per ticket, its QR read by a real scanner from the
 * rendered page, the Vietnamese text as written), the visit's calendar event, the download routes
 * that serve them to the holder of the order code only, and the confirmation mail that carries
 * them with a line per audience.
 */
import { orderAccessToken } from '../../commerce/order-access';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { mimeParts } from '@storefront/shared/testing/mime-message';
import { orders, pages, tickets } from '../../db/schema';
import type { CheckoutDeps } from '../../commerce/checkout-deps';
import { newOrderCode } from '../../commerce/order-code';
import { placeOrder } from '../../commerce/place-order';
import { completeRefund, requestRefund } from '../../commerce/refunds';
import { seedCommerce } from '../../commerce/__tests__/commerce-test-db';
import { buildOrderConfirmation, sendOrderConfirmation } from '../../commerce/order-mails';
import { DOWNLOADS_PER_WINDOW } from '../../http/ticket-files';
import { sandboxGateway } from '../../payments/vnpay';
import { seedContact } from '../../seed/content-site';
import { buildTestServer } from '../../testing/test-server';
import { userWithToken } from '../../testing/callers';
import { payThroughGateway } from '../../testing/gateway';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { generateTicketJwk, keyringFromJwks, useTicketKeyring } from '../keys';
import { escapeText, foldLine } from '../visit-calendar-event';
import { addDays } from '@storefront/shared/contracts/calendar-month';

const PUBLIC_URL = 'http://127.0.0.1:8080';
const visitDate = addDays(todayInVietnam(), 9);
const vnpay = sandboxGateway(PUBLIC_URL);
// Real orders, PDFs rendered by poppler and read by zbar, on a machine other test runs share.
jest.setTimeout(90_000);

let database: TestDatabase;
let app: FastifyInstance;
let staff: { id: number; email: string; token: string };
let work: string;
let serial = 0;
let catalogue: Awaited<ReturnType<typeof seedCommerce>>;
/** Each request comes from its own address unless a test says otherwise, so the download limit stays out of the way. */
let addresses = 0;

const deps = (locale: 'vi' | 'en'): CheckoutDeps => ({ db: database.db, locale, ip: '127.0.0.1', vnpay });

function orderInput(paymentMethod: 'vnpay' | 'counter', quantities = { adult: 2, child: 1, infant: 0 }, fullName = 'Lê Văn Cường'): PlaceOrderInput {
  serial += 1;
  return {
    items: [{ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities }],
    contact: { fullName, phone: `09${String(20_000_000 + serial).slice(-8)}`, email: `khach${serial}@example.vn` },
    paymentMethod,
    idempotencyKey: `files-${serial}-${Date.now()}`,
  };
}

async function paidOrder(locale: 'vi' | 'en' = 'vi', userId: number | null = null, fullName?: string): Promise<string> {
  const { orderCode } = await placeOrder(deps(locale), orderInput('vnpay', undefined, fullName), userId);
  await payThroughGateway(deps(locale), orderCode);
  return orderCode;
}

async function ticketsOf(orderCode: string) {
  const [order] = await database.db.select().from(orders).where(eq(orders.code, orderCode));
  return database.db.select().from(tickets).where(eq(tickets.orderId, order!.id)).orderBy(tickets.id);
}

async function orderIdOf(orderCode: string): Promise<number> {
  const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.code, orderCode));
  return order!.id;
}

/** A download through the buyer's own link, which carries the order's access token, unless `withoutAccess`. */
function download(url: string, options: { token?: string; address?: string; locale?: 'vi' | 'en'; withoutAccess?: boolean } = {}) {
  addresses += 1;
  const code = /^\/api\/orders\/([^/]+)\//.exec(url)?.[1];
  const access = code && !options.withoutAccess ? `${url.includes('?') ? '&' : '?'}access=${orderAccessToken(decodeURIComponent(code).toUpperCase())}` : '';
  return app.inject({
    method: 'GET',
    url: `${url}${access}`,
    remoteAddress: options.address ?? `10.9.${Math.floor(addresses / 250)}.${addresses % 250}`,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.locale ? { 'x-locale': options.locale } : {}) },
  });
}

/** The PDF's pages as PNG files, rendered by poppler at `dpi`. */
function renderPages(pdf: Buffer, dpi = 150, crop?: { x: number; width: number }): string[] {
  const folder = mkdtempSync(path.join(work, 'pages-'));
  const file = path.join(folder, 'tickets.pdf');
  writeFileSync(file, pdf);
  const cropArgs = crop ? ['-x', String(crop.x), '-y', '0', '-W', String(crop.width), '-H', String(Math.round((210 / 25.4) * dpi))] : [];
  execFileSync('/usr/bin/pdftoppm', ['-r', String(dpi), '-png', ...cropArgs, file, path.join(folder, 'page')]);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => path.join(folder, name));
}

/** What a gate scanner reads in an image, or null when it finds no code. */
function scan(image: string): string | null {
  const result = spawnSync('/usr/bin/zbarimg', ['--quiet', '--raw', image], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(work, 'text-')), 'tickets.pdf');
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** An iCalendar file's content lines, unfolded (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
}

beforeAll(async () => {
  database = await createTestDatabase();
  catalogue = await seedCommerce(database, 200);
  await database.db.insert(pages).values({ key: 'contact', content: seedContact });
  useTicketKeyring(await keyringFromJwks(await generateTicketJwk()));
  staff = await userWithToken(database.db, 'staff');
  work = mkdtempSync(path.join(os.tmpdir(), 'sf-ticket-files-'));
  app = await buildTestServer({ db: database.db, publicUrl: PUBLIC_URL });
}, 90_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

describe('who may download the ticket files', () => {
  it('answers the order code alone, or with a wrong access token, as an order that does not exist', async () => {
    const orderCode = await paidOrder('vi');
    expect((await download(`/api/orders/${orderCode}/tickets.pdf`, { withoutAccess: true })).statusCode).toBe(404);
    expect((await download(`/api/orders/${orderCode}/visit.ics?access=${orderAccessToken(newOrderCode())}`, { withoutAccess: true })).statusCode).toBe(404);
    expect((await download(`/api/orders/${orderCode}/visit.ics`)).statusCode).toBe(200);
  });

  it('answers a guessed or malformed code as an order that does not exist, in the asker\'s language, stored by no cache', async () => {
    for (const file of ['tickets.pdf', 'visit.ics']) {
      const guessed = await download(`/api/orders/${newOrderCode()}/${file}`);
      expect(guessed.statusCode).toBe(404);
      expect(guessed.headers['cache-control']).toBe('private, no-store');
      expect(guessed.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Không tìm thấy đơn hàng' } });
      expect((await download(`/api/orders/${newOrderCode()}/${file}?lang=en`)).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Order not found' } });
      expect((await download(`/api/orders/${newOrderCode()}/${file}`, { locale: 'en' })).json().error.message).toBe('Order not found');
      for (const malformed of ['%2E%2E%2Fetc', 'SF-' + 'A'.repeat(60), 'SF_ABC']) {
        expect((await download(`/api/orders/${malformed}/${file}`)).statusCode).toBe(404);
      }
    }
  });

  it('opens another person\'s order to nobody without its code: a session, a neighbouring code or a ticket id opens nothing more', async () => {
    const owner = await userWithToken(database.db, 'customer');
    const theirs = await paidOrder('vi', owner.id);
    const mine = await paidOrder('vi');
    const theirTickets = await ticketsOf(theirs);
    const myTickets = await ticketsOf(mine);

    // Signed in as the other person's account: still only the code opens an order.
    const last = theirs.at(-1) === 'Z' ? 'Y' : 'Z';
    const neighbour = `${theirs.slice(0, -1)}${last}`;
    expect((await download(`/api/orders/${neighbour}/tickets.pdf`, { token: owner.token })).statusCode).toBe(404);

    // My code with their ticket or order named elsewhere in the request gives my tickets only.
    const response = await download(`/api/orders/${mine}/tickets.pdf?ticket=${theirTickets[0]!.id}&orderCode=${theirs}`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    const scanned = renderPages(response.rawPayload).map(scan);
    expect(scanned).toEqual(myTickets.map((ticket) => ticket.secret));
    expect(pdfText(response.rawPayload)).not.toContain(theirs);
  });

  it('refuses the files of an order not paid yet, in the asker\'s language', async () => {
    const { orderCode } = await placeOrder(deps('vi'), orderInput('vnpay'));
    for (const file of ['tickets.pdf', 'visit.ics']) {
      const vi = await download(`/api/orders/${orderCode}/${file}`);
      expect(vi.statusCode).toBe(409);
      expect(vi.json().error.message).toBe('Vé được phát hành khi đơn hàng đã được thanh toán. Vui lòng tải lại sau khi thanh toán');
      expect((await download(`/api/orders/${orderCode.toLowerCase()}/${file}?lang=en`)).json().error.message).toBe(
        'Tickets are issued once the order is paid. Please download them again after paying',
      );
    }
  });

  it('refuses the files of a refunded order, one waiting for its refund, and one cancelled before payment', async () => {
    const refunded = await paidOrder();
    const { id: requestId } = await requestRefund(deps('vi'), { orderCode: refunded, contactEmailOrPhone: (await database.db.select().from(orders).where(eq(orders.code, refunded)))[0]!.contactPhone, reason: 'Ốm' });
    const waiting = await paidOrder();
    await requestRefund(deps('vi'), { orderCode: waiting, contactEmailOrPhone: (await database.db.select().from(orders).where(eq(orders.code, waiting)))[0]!.contactPhone, reason: 'Đổi ý' });
    await completeRefund(deps('vi'), { requestId }, staff);
    const unpaid = await placeOrder(deps('vi'), orderInput('vnpay'));
    await requestRefund(deps('vi'), { orderCode: unpaid.orderCode, contactEmailOrPhone: (await database.db.select().from(orders).where(eq(orders.code, unpaid.orderCode)))[0]!.contactPhone, reason: 'Đổi ý' });

    for (const orderCode of [refunded, waiting, unpaid.orderCode]) {
      for (const file of ['tickets.pdf', 'visit.ics']) {
        const response = await download(`/api/orders/${orderCode}/${file}`);
        expect(response.statusCode).toBe(409);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json().error.message).toBe('Đơn hàng đã bị hủy hoặc hoàn tiền nên vé không còn hiệu lực');
        expect((await download(`/api/orders/${orderCode}/${file}?lang=en`)).json().error.message).toBe('This order was cancelled or refunded, so its tickets are no longer valid');
      }
    }
  });

  it('serves a pay-at-counter order\'s tickets, which the gate scans to take the money', async () => {
    const { orderCode } = await placeOrder(deps('vi'), orderInput('counter', { adult: 1, child: 0, infant: 0 }));
    const response = await download(`/api/orders/${orderCode}/tickets.pdf`);
    expect(response.statusCode).toBe(200);
    expect(pdfText(response.rawPayload)).toContain('Vé chưa thanh toán: vui lòng thanh toán tại quầy vé');
  });

  it('counts downloads per address and answers 429 with the wait past the limit', async () => {
    const orderCode = await paidOrder();
    const address = '10.250.0.1';
    for (let n = 0; n < DOWNLOADS_PER_WINDOW; n += 1) {
      expect((await download(`/api/orders/${n % 2 ? orderCode : newOrderCode()}/visit.ics`, { address })).statusCode).not.toBe(429);
    }
    const refused = await download(`/api/orders/${orderCode}/visit.ics?lang=en`, { address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes$/);
    expect((await download(`/api/orders/${orderCode}/visit.ics`, { address: '10.250.0.2' })).statusCode).toBe(200);
  });
});

describe('the ticket PDF', () => {
  it('has a page per ticket whose QR, rendered and scanned, is that ticket\'s code, and is wider than 35 mm', async () => {
    const orderCode = await paidOrder();
    const issued = await ticketsOf(orderCode);
    const response = await download(`/api/orders/${orderCode}/tickets.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ve-${orderCode}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    expect(renderPages(response.rawPayload).map(scan)).toEqual(issued.map((ticket) => ticket.secret));
    // A 35 mm strip down the middle of the page cuts the QR code: it is wider than that.
    const dpi = 150;
    const strip = Math.round((35 / 25.4) * dpi);
    const pageWidth = Math.round((148 / 25.4) * dpi);
    const cut = renderPages(response.rawPayload, dpi, { x: Math.round((pageWidth - strip) / 2), width: strip });
    expect(cut.map(scan)).toEqual(issued.map(() => null));
  });

  it('writes the ticket, its audience, the holder and the visit rules in Vietnamese letters', async () => {
    const orderCode = await paidOrder('vi', null, 'Nguyễn Thị Hương');
    const text = pdfText((await download(`/api/orders/${orderCode}/tickets.pdf`)).rawPayload);
    const pagesText = text.split('\f').filter((page) => page.trim());
    expect(pagesText).toHaveLength(3);
    expect(pagesText.filter((page) => page.includes('Người lớn'))).toHaveLength(2);
    expect(pagesText.filter((page) => page.includes('Trẻ em'))).toHaveLength(1);
    const [day, month, year] = [Number(visitDate.slice(8)), Number(visitDate.slice(5, 7)), visitDate.slice(0, 4)];
    for (const page of pagesText) {
      expect(page).toContain('Vé cáp treo');
      expect(page).toContain('Nguyễn Thị Hương');
      expect(page).toContain(orderCode);
      expect(page).toContain(`${day} tháng ${month}, ${year}`);
      expect(page).toContain('Vé chỉ có giá trị trong ngày tham quan');
      expect(page).toContain('Giờ mở cửa: 7:00 – 17:30 hằng ngày');
      expect(page).toContain('Đường dây nóng: 1900 6868');
      expect(page).toContain('Ga Thung Lũng, xã Mây Ngàn, tỉnh Lào Cai');
    }
  });

  it('is in English on an English page', async () => {
    const orderCode = await paidOrder('vi');
    const response = await download(`/api/orders/${orderCode}/tickets.pdf?lang=en`);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tickets-${orderCode}.pdf"`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Cable car ticket');
    expect(text).toContain('Adult');
    expect(text).toContain('Child');
    expect(text).toContain('Valid only on the visit day');
    expect(text).toContain('Opening hours: 7:00 – 17:30 daily');
  });
});

describe('the visit calendar event', () => {
  it('is an all-day event on the visit day, with the opening hours and the address, the same UID each time', async () => {
    const orderCode = await paidOrder();
    const response = await download(`/api/orders/${orderCode}/visit.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lich-tham-quan-${orderCode}.ics"`);
    const ics = response.body;
    // CRLF only, every physical line at most 75 octets.
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain(`DTSTART;VALUE=DATE:${visitDate.replace(/-/g, '')}`);
    expect(lines).toContain(`DTEND;VALUE=DATE:${addDays(visitDate, 1).replace(/-/g, '')}`);
    expect(lines).toContain(`LOCATION:${escapeText('Ga Thung Lũng, xã Mây Ngàn, tỉnh Lào Cai, Việt Nam')}`);
    const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
    expect(description).toContain('Giờ mở cửa: 7:00 – 17:30 hằng ngày');
    expect(description).toContain('Vé cáp treo — Người lớn × 2\\; Vé cáp treo — Trẻ em × 1');
    expect(description).toContain('Đường dây nóng: 1900 6868');
    const uid = lines.find((line) => line.startsWith('UID:'));
    expect(uid).toBe(`UID:${orderCode}-${visitDate.replace(/-/g, '')}@127.0.0.1`);
    expect(unfold((await download(`/api/orders/${orderCode}/visit.ics?lang=en`)).body)).toContain(uid);
  });

  it('folds long lines without splitting a letter and escapes what TEXT values must', () => {
    const long = `DESCRIPTION:${'Người lớn, trẻ em; '.repeat(12)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('the confirmation mail', () => {
  it('names the audience of each line in the text and HTML parts, and carries the PDF and the calendar event', async () => {
    const orderCode = await paidOrder('vi');
    const outboxDir = mkdtempSync(path.join(work, 'outbox-'));
    const file = await sendOrderConfirmation(database.db, await orderIdOf(orderCode), { outboxDir, publicUrl: PUBLIC_URL });
    const parts = mimeParts(readFileSync(file!, 'utf8'));
    const plain = parts.find((part) => part.type === 'text/plain')!.text();
    const html = parts.find((part) => part.type === 'text/html')!.text();
    for (const body of [plain, html]) {
      expect(body).toContain('Vé cáp treo — Người lớn × 2');
      expect(body).toContain('Vé cáp treo — Trẻ em × 1');
      expect(body).toContain('Đường dây nóng: 1900 6868');
    }

    const pdf = parts.find((part) => part.type === 'application/pdf')!;
    expect(pdf.filename).toBe(`ve-${orderCode}.pdf`);
    expect(renderPages(pdf.body).map(scan)).toEqual((await ticketsOf(orderCode)).map((ticket) => ticket.secret));
    const ics = parts.find((part) => part.type === 'text/calendar')!;
    expect(ics.filename).toBe(`lich-tham-quan-${orderCode}.ics`);
    expect(unfold(ics.text())).toContain(`DTSTART;VALUE=DATE:${visitDate.replace(/-/g, '')}`);
  });

  it('is in English for an order placed in English', async () => {
    const orderCode = await paidOrder('en');
    const message = await buildOrderConfirmation(database.db, await orderIdOf(orderCode), PUBLIC_URL);
    expect(message!.text).toContain('Cable car ticket — Adult × 2');
    expect(message!.text).toContain('Cable car ticket — Child × 1');
    expect(message!.html).toContain('Cable car ticket — Adult × 2');
    expect((message!.attachments ?? []).map((attachment) => attachment.filename)).toEqual(
      expect.arrayContaining([`tickets-${orderCode}.pdf`, `visit-${orderCode}.ics`]),
    );
  });

  it('carries no ticket files for an order of products only', async () => {
    serial += 1;
    const { orderCode } = await placeOrder(deps('vi'), {
      items: [{ kind: 'product', variantId: catalogue.variantId, quantity: 1 }],
      contact: { fullName: 'Phạm Thu', phone: '0912000111', email: 'thu@example.vn' },
      deliveryAddress: '12 Đường Hoa Ban, Sa Pa, Lào Cai',
      paymentMethod: 'vnpay',
      idempotencyKey: `files-product-${serial}-${Date.now()}`,
    });
    await payThroughGateway(deps('vi'), orderCode);
    const message = await buildOrderConfirmation(database.db, await orderIdOf(orderCode), PUBLIC_URL);
    expect(message!.attachments).toEqual([]);
    expect((await download(`/api/orders/${orderCode}/tickets.pdf`)).json().error.message).toBe('Đơn hàng này không có vé');
  });
});
