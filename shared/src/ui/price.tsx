import { useTranslation } from '@storefront/shared/i18n/react';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { isLocale, DEFAULT_LOCALE } from '@storefront/shared/i18n/i18n';
import styles from './price.module.css';

export interface PriceProps {
  /** Integer VND. */
  amount: number;
  className?: string;
}

/** An amount in VND written the way the page's language writes money. */
export function Price({ amount, className }: PriceProps) {
  const { i18n } = useTranslation('common');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return <span className={[styles.price, className].filter(Boolean).join(' ')}>{formatPrice(amount, locale)}</span>;
}
