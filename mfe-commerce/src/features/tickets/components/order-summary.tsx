/** What the order form has chosen so far: ticket, visit day, people per audience with their prices, and the total. */
import { useId } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { formatFullDate } from '@storefront/shared/i18n/format-date';
import type { Locale } from '@storefront/shared/federation/remote-description';
import { Price } from '@storefront/shared/ui/price';
import { AUDIENCES, effectivePrice, type AudiencePrices, type Quantities } from '../../../lib/pricing';
import styles from './order-summary.module.css';

export interface OrderSummaryProps {
  ticketName: string | undefined;
  /** The chosen day, YYYY-MM-DD, or '' when none is chosen yet. */
  visitDate: string;
  quantities: Quantities;
  prices: AudiencePrices;
  /** Who each audience is, as the ticket's price list names it. */
  audienceLabel: (audience: keyof Quantities) => string;
  total: number;
  locale: Locale;
}

export function OrderSummary({ ticketName, visitDate, quantities, prices, audienceLabel, total, locale }: OrderSummaryProps) {
  const { t } = useTranslation('commerce');
  const titleId = useId();
  return (
    <aside className={styles.summary} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('summary.title')}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('summary.ticket')}</dt>
        <dd>{ticketName ?? '—'}</dd>
        <dt>{t('summary.date')}</dt>
        <dd>{visitDate ? formatFullDate(visitDate, locale) : t('summary.noDate')}</dd>
      </dl>
      <ul className={styles.lines}>
        {AUDIENCES.filter((audience) => quantities[audience] > 0).map((audience) => (
          <li key={audience}>
            <span>{t('summary.line', { name: audienceLabel(audience), count: quantities[audience] })}</span>
            <Price amount={effectivePrice(audience, prices[audience]) * quantities[audience]} />
          </li>
        ))}
      </ul>
      <p className={styles.total} aria-live="polite">
        {t('order.total')}: <Price amount={total} />
      </p>
    </aside>
  );
}
