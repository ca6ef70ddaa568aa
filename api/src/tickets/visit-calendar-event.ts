/**
 * An iCalendar file (RFC 5545) with one all-day event per visit day, which any calendar program
 * imports: lines end in CRLF, are folded at 75 octets without splitting a UTF-8 character, and
 * text values escape backslash, semicolon, comma and line breaks.
 */

export interface VisitDay {
  /** YYYY-MM-DD, a day in Vietnam. */
  date: string;
  summary: string;
  description: string;
}

export interface VisitCalendarInput {
  /** The site's host name: UIDs are unique worldwide, and the same order gives the same UID again. */
  uidDomain: string;
  orderCode: string;
  location: string;
  url: string;
  /** DTSTAMP: when this file was written. */
  stamp: Date;
  days: VisitDay[];
}

const MAX_LINE_OCTETS = 75;

/** A TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** One content line folded into lines of at most 75 octets, continuation lines starting with a space (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, 'utf8');
    if (octets + size > MAX_LINE_OCTETS) {
      parts.push(current);
      // The leading space of a continuation line counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const dateValue = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** UTC date-time form of DTSTAMP: 20260105T010203Z. */
function stampValue(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function visitCalendar(input: VisitCalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Storefront//Visit tickets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...input.days.flatMap((day) => [
      'BEGIN:VEVENT',
      `UID:${input.orderCode}-${dateValue(day.date)}@${input.uidDomain}`,
      `DTSTAMP:${stampValue(input.stamp)}`,
      // An all-day event: the date alone, ending (exclusively) on the next day.
      `DTSTART;VALUE=DATE:${dateValue(day.date)}`,
      `DTEND;VALUE=DATE:${dateValue(nextDay(day.date))}`,
      `SUMMARY:${escapeText(day.summary)}`,
      `LOCATION:${escapeText(input.location)}`,
      `DESCRIPTION:${escapeText(day.description)}`,
      `URL:${input.url}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
