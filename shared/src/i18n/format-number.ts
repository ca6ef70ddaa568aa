/**
 * Money and decimals as the reader's language writes them, exactly as Intl writes them (the tests
 * compare them) but by hand: the first Intl formatter with a currency loads the locale's data in
 * the middle of a page's first render, and VND has no minor unit. Apart from the dates
 * (format-date.ts): a chunk carries every function of a module that any page of its app uses, so
 * a card that shows a price would otherwise carry the calendar's month and day names too. Plain
 * spaces where Intl puts no-break ones; the Price component keeps an amount from wrapping instead.
 */
import type { Locale } from '@storefront/shared/federation/remote-description';

const groupThousands = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+$)/g, separator);

/** A whole count with the reader's thousands separator: '1.250' / '1,250' (orders, visitors). */
export function formatCount(value: number, locale: Locale): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)), locale === 'vi' ? '.' : ',')}`;
}

/** A number with one decimal and the reader's decimal mark: '4,5' / '4.5' (a rating's average). */
export function formatDecimal(value: number, locale: Locale): string {
  const fixed = value.toFixed(1);
  return locale === 'vi' ? fixed.replace('.', ',') : fixed;
}

/** Integer VND: '1.250.000 ₫' / 'VND 1,250,000' (Intl's vi-VN and en-US). */
export function formatPrice(amount: number, locale: Locale): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  const digits = String(Math.abs(rounded));
  return locale === 'vi' ? `${sign}${groupThousands(digits, '.')} ₫` : `${sign}VND ${groupThousands(digits, ',')}`;
}
