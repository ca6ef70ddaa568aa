/**
 * The tickets of an order as a PDF, one A5 page per ticket, to keep on a phone or print: the QR
 * code drawn as vector modules (56 mm across with its quiet zone, so about 0.8 mm a module for a
 * signed ticket, which gate scanners read from a screen or paper), what the ticket is for, and the
 * rules of the visit. The text is set in Be Vietnam Pro, embedded (as a subset), since PDF's
 * standard fonts have no Vietnamese letters.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Color, PDFFont, PDFOperator, PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { TICKET_QR_OPTIONS } from '@storefront/shared/contracts/ticket-qr';
import { apiRoot } from '../env';
import type { Locale } from '../lib/i18n';
import { ticketTexts, type Audience } from './ticket-texts';

const MM = 72 / 25.4;
const PAGE = { width: 148 * MM, height: 210 * MM };
const MARGIN = 14 * MM;
/** The QR symbol with its quiet zone. */
const QR_SIZE = 56 * MM;

type PdfLib = typeof import('pdf-lib');

export interface TicketPdfInput {
  locale: Locale;
  orderCode: string;
  holder: string;
  awaitingPayment: boolean;
  tickets: { id: number; code: string; audience: Audience; visitDate: string; typeName: string }[];
  visit: { hotline: string; address: string; openingHours: string };
}

interface PdfTools {
  lib: PdfLib;
  fontkit: Parameters<Awaited<ReturnType<PdfLib['PDFDocument']['create']>>['registerFontkit']>[0];
  regular: Uint8Array;
  bold: Uint8Array;
}

let tools: Promise<PdfTools> | undefined;

/**
 * The PDF library, the font engine and the fonts, loaded on the first PDF: they take a while to
 * load, which neither the server's start nor a process that never writes a PDF should wait for.
 */
function pdfTools(): Promise<PdfTools> {
  // The fonts' bytes are copied into this realm's Uint8Array: pdf-lib checks them with instanceof,
  // which a Buffer made in another realm (code run in a vm context, as jsdom does) fails.
  const folder = path.join(apiRoot, 'assets/fonts');
  tools ??= Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    readFile(path.join(folder, 'BeVietnamPro-Regular.ttf')),
    readFile(path.join(folder, 'BeVietnamPro-Bold.ttf')),
  ]).then(([lib, fontkit, regular, bold]) => ({ lib, fontkit: fontkit.default, regular: new Uint8Array(regular), bold: new Uint8Array(bold) }));
  return tools;
}

/**
 * The QR code with its quiet zone as a square `size` wide whose top left corner is at (`left`,
 * `top`): the dark modules as one filled path, a rectangle per horizontal run, so a viewer
 * renders no seams between modules.
 */
function qrOperators(lib: PdfLib, code: string, left: number, top: number, size: number): PDFOperator[] {
  const { fill, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor } = lib;
  const { modules } = QRCode.create(code, { errorCorrectionLevel: TICKET_QR_OPTIONS.errorCorrectionLevel });
  const quiet = TICKET_QR_OPTIONS.margin;
  const unit = size / (modules.size + 2 * quiet);
  const operators: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (let row = 0; row < modules.size; row += 1) {
    const y = top - (row + quiet) * unit;
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      operators.push(rectangle(left + (start + quiet) * unit, y - unit, (col - start) * unit, unit));
    }
  }
  operators.push(fill(), popGraphicsState());
  return operators;
}

/** Splits `text` into lines no wider than `width` at `size`, breaking between words. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes text down the page from `y` (its top), returning the y below it. */
function write(page: PDFPage, text: string, options: { font: PDFFont; size: number; y: number; color: Color; gap?: number }): number {
  let y = options.y;
  for (const line of wrap(text, options.font, options.size, PAGE.width - 2 * MARGIN)) {
    y -= options.size * 1.3;
    page.drawText(line, { x: MARGIN, y: y + options.size * 0.3, size: options.size, font: options.font, color: options.color });
  }
  return y - (options.gap ?? 0);
}

export async function ticketPdf(input: TicketPdfInput): Promise<Uint8Array> {
  const text = ticketTexts[input.locale];
  const { lib, fontkit, ...fonts } = await pdfTools();
  const [INK, MUTED, ACCENT] = [lib.rgb(0.1, 0.12, 0.16), lib.rgb(0.36, 0.4, 0.46), lib.rgb(0.05, 0.37, 0.55)];
  const pdf = await lib.PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(fonts.regular, { subset: true });
  const bold = await pdf.embedFont(fonts.bold, { subset: true });
  pdf.setTitle(text.documentTitle(input.orderCode), { showInWindowTitleBar: true });
  pdf.setLanguage(input.locale === 'vi' ? 'vi-VN' : 'en');
  pdf.setProducer('Storefront');
  pdf.setCreator('Storefront');

  for (const [index, ticket] of input.tickets.entries()) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    const day = formatLongDate(ticket.visitDate, input.locale);
    let y = PAGE.height - MARGIN;
    y = write(page, `${text.eTicket} · ${text.ticketOf(index + 1, input.tickets.length)}`, { font: regular, size: 9, y, color: MUTED, gap: 2 });
    y = write(page, ticket.typeName, { font: bold, size: 18, y, color: INK });
    y = write(page, text.audience[ticket.audience], { font: bold, size: 14, y, color: ACCENT, gap: 6 });

    // The page is white, so the quiet zone needs no drawing of its own; nothing else is drawn inside it.
    page.pushOperators(...qrOperators(lib, ticket.code, (PAGE.width - QR_SIZE) / 2, y, QR_SIZE));
    y -= QR_SIZE;
    y = write(page, text.ticketNumber(ticket.id), { font: regular, size: 8, y, color: MUTED, gap: 6 });

    for (const [label, value] of [
      [text.visitDate, day],
      [text.holder, input.holder],
      [text.orderCode, input.orderCode],
    ] as const) {
      y = write(page, label, { font: regular, size: 8, y, color: MUTED });
      y = write(page, value, { font: bold, size: 12, y, color: INK, gap: 3 });
    }
    y = write(page, text.validity(day), { font: bold, size: 10, y: y - 3, color: ACCENT });
    if (input.awaitingPayment) y = write(page, text.payAtCounter, { font: bold, size: 10, y, color: INK });
    y = write(page, text.showAtGate, { font: regular, size: 9, y, color: INK, gap: 4 });
    y = write(page, `${text.openingHours}: ${input.visit.openingHours}`, { font: regular, size: 9, y, color: INK });
    y = write(page, `${text.address}: ${input.visit.address}`, { font: regular, size: 9, y, color: INK });
    write(page, `${text.hotline}: ${input.visit.hotline}`, { font: regular, size: 9, y, color: INK });
  }
  return pdf.save();
}
