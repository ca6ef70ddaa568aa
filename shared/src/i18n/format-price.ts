/**
 * Money is integer VND everywhere. Vietnamese readers expect '1.250.000 ₫', English readers
 * 'VND 1,250,000', exactly as Intl.NumberFormat writes VND in vi-VN and en-US, but with plain
 * spaces (Intl gives no-break spaces) so the text stays predictable for tests and copy-paste;
 * the Price component stops it from wrapping instead.
 *
 * Written out rather than through Intl: making the first currency formatter loads the locale's
 * data, 15 ms on this machine and 60 ms on a 4× slower phone, on the way to the first paint of
 * every page with a price. VND has no minor unit, so the rules are only these.
 */
import type { Locale } from '@storefront/shared/federation/remote-description';

const groupThousands = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+$)/g, separator);

export function formatPrice(amount: number, locale: Locale): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? '-' : '';
  const digits = String(Math.abs(rounded));
  return locale === 'vi' ? `${sign}${groupThousands(digits, '.')} ₫` : `${sign}VND ${groupThousands(digits, ',')}`;
}
