/**
 * Money is integer VND everywhere. Vietnamese readers expect '1.250.000 ₫', English readers
 * 'VND 1,250,000'. Plain spaces (Intl gives no-break spaces) keep the text predictable for
 * tests and copy-paste; the Price component stops it from wrapping instead.
 */
import type { Locale } from '@storefront/shared/routes/route-table';

const formatters: Record<Locale, Intl.NumberFormat> = {
  vi: new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'VND', currencyDisplay: 'code', maximumFractionDigits: 0 }),
};

export function formatPrice(amount: number, locale: Locale): string {
  return formatters[locale].format(Math.round(amount)).replace(/[\u00a0\u202f]/g, ' ');
}
