/** The cart's lines with what each costs; used by the checkout page. */
import { useTranslation } from '@storefront/shared/i18n/react';
import { Button } from '@storefront/shared/ui/button';
import { Price } from '@storefront/shared/ui/price';
import { AUDIENCES } from '../../../lib/pricing';
import { formatWeekdayDate } from '@storefront/shared/i18n/format-date';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { lineKey, lineTotal, type CartLine } from '../../cart/stores/cart-store';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';

export function CartSummary({ lines, onRemove }: { lines: readonly CartLine[]; onRemove?: (index: number) => void }) {
  const { t } = useTranslation('commerce');
  const [locale] = useLocale();
  return (
    <ul className={blocks.summary} aria-label={t('checkout.summary')}>
      {lines.map((line, index) => (
        <li key={lineKey(line)} className={blocks.summaryItem}>
          <div>
            {line.kind === 'ticket' ? (
              <>
                <strong>{line.ticketName}</strong>
                <div className={styles.muted}>{t('checkout.visitDate', { date: formatWeekdayDate(line.visitDate, locale) })}</div>
                <div className={styles.muted}>
                  {AUDIENCES.filter((audience) => line.quantities[audience] > 0)
                    .map((audience) => `${t(`tickets.audience.${audience}`)} × ${line.quantities[audience]}`)
                    .join(', ')}
                </div>
              </>
            ) : (
              <>
                <strong>{line.name}</strong>
                {line.variantName && <div className={styles.muted}>{line.variantName}</div>}
                <div className={styles.muted}>{t('checkout.quantity', { count: line.quantity })}</div>
              </>
            )}
          </div>
          <div className={blocks.row}>
            <Price amount={lineTotal(line)} />
            {onRemove && (
              <Button variant="ghost" size="small" onClick={() => onRemove(index)} aria-label={`${t('cart.remove')} ${line.kind === 'ticket' ? line.ticketName : line.name}`}>
                {t('cart.remove')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
