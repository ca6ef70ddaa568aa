/**
 * Tickets a tourist keeps, in Vietnamese and in English: after paying, the confirmation mail in the
 * outbox carries a PDF whose pages, rendered, show QR codes that a scanner reads as the tickets'
 * codes, and a calendar event on the visit day; its lines name each audience. The success page
 * offers the same two files, and both download.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { query } from '../../support/api';
import { useLocale, type Locale } from '../../support/locale';
import { bookToGateway, expectPaidTickets, texts, vietnamDate, type OrderView, type TicketType } from '../../support/purchase';
import { confirmationMail, eventStarts, pdfText, scanPdfPages } from '../../support/ticket-files';

const words = {
  vi: { adult: 'Người lớn × 1', child: 'Trẻ em × 1', validity: 'Vé chỉ có giá trị trong ngày tham quan', pdf: 'Tải vé (PDF)', ics: 'Thêm vào lịch (.ics)', pdfFile: 've', icsFile: 'lich-tham-quan' },
  en: { adult: 'Adult × 1', child: 'Child × 1', validity: 'Valid only on the visit day', pdf: 'Download tickets (PDF)', ics: 'Add to calendar (.ics)', pdfFile: 'tickets', icsFile: 'visit' },
};

for (const [index, locale] of (['vi', 'en'] as Locale[]).entries()) {
  test(`the confirmation mail and the success page give the tickets as a PDF and the visit as a calendar event (${locale})`, async ({ page, context, request }) => {
    // A purchase, then two PDFs rendered and scanned page by page beside it.
    test.slow();
    const w = words[locale];
    await useLocale(context, locale);
    const [ticket] = await query<TicketType[]>(request, 'ticket.list');
    const visitDate = vietnamDate(44 + index);
    await bookToGateway(page, locale, ticket!.slug, visitDate, { email: `files-${locale}@e2e.test` });
    await page.getByRole('button', { name: texts[locale].sandboxPay, exact: true }).click();
    await expectPaidTickets(page, request, locale);
    const orderCode = new URL(page.url()).searchParams.get('orderCode')!;
    const codes = (await query<OrderView>(request, 'order.byCode', { orderCode, access: new URL(page.url()).searchParams.get('access')! })).tickets.map((issued) => issued.qrSecret);
    const day = visitDate.replace(/-/g, '');

    const mail = await confirmationMail(orderCode);
    for (const type of ['text/plain', 'text/html']) {
      const body = mail.find((part) => part.type === type)!.text();
      expect(body).toContain(w.adult);
      expect(body).toContain(w.child);
    }
    const attachedPdf = mail.find((part) => part.type === 'application/pdf')!;
    expect(attachedPdf.filename).toBe(`${w.pdfFile}-${orderCode}.pdf`);
    expect(scanPdfPages(attachedPdf.body)).toEqual(codes);
    expect(pdfText(attachedPdf.body)).toContain(w.validity);
    const attachedIcs = mail.find((part) => part.type === 'text/calendar')!;
    expect(eventStarts(attachedIcs.text())).toEqual([`DTSTART;VALUE=DATE:${day}`]);

    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: w.pdf }).click()]);
    expect(pdfDownload.suggestedFilename()).toBe(`${w.pdfFile}-${orderCode}.pdf`);
    expect(scanPdfPages(readFileSync(await pdfDownload.path()))).toEqual(codes);

    const [icsDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: w.ics }).click()]);
    expect(icsDownload.suggestedFilename()).toBe(`${w.icsFile}-${orderCode}.ics`);
    expect(eventStarts(readFileSync(await icsDownload.path(), 'utf8'))).toEqual([`DTSTART;VALUE=DATE:${day}`]);
  });
}
