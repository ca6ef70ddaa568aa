/**
 * The gate's answer, big enough to read at arm's length: green only for "admit", red for every
 * refusal, with the words (not just the colour) saying which. An unpaid pay-at-counter order says
 * "to be paid" and how much to take.
 */
import { formatMediumDate, formatTime } from '@storefront/shared/i18n/format-date';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import styles from './check-in.module.css';

export type CheckInAnswer = RouterOutputs['checkin']['redeem'];

/** The ticket's order waits to be paid at the gate: staff take the money, then admit. */
export function toBePaid(answer: CheckInAnswer): boolean {
  return answer.result === 'unpaid' && answer.ticket?.amountDue != null;
}

export function CheckInResult({ answer }: { answer: CheckInAnswer }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const { result, ticket } = answer;
  const admitted = result === 'valid';
  const shown = toBePaid(answer) ? 'toBePaid' : result;
  // A ticket used before this device's download has no admission time here.
  const detailKey = shown === 'already_used' && !ticket?.redeemedAt ? 'already_used_untimed' : shown;
  const detail = t(`checkIn.detail.${detailKey}`, {
    time: ticket?.redeemedAt ? formatTime(ticket.redeemedAt, locale) : '',
    date: ticket ? formatMediumDate(ticket.visitDate, locale) : '',
    amount: ticket?.amountDue ? formatPrice(ticket.amountDue, locale) : '',
  });
  return (
    <div className={`${styles.result} ${admitted ? styles.admit : styles.refuse}`} data-result={result}>
      <span className={styles.symbol} aria-hidden="true">
        {admitted ? '✓' : '✕'}
      </span>
      <p className={styles.verdict}>{t(`checkIn.result.${shown}`)}</p>
      <p className={styles.detail}>{detail}</p>
      {ticket && (
        <>
          <p className={styles.detail}>
            {t('checkIn.ticketLine', { name: ticket.name, audience: t(`checkIn.audience.${ticket.audience}`), orderCode: ticket.orderCode })}
          </p>
          <p className={styles.detail}>{t('checkIn.holder', { name: ticket.holder })}</p>
        </>
      )}
    </div>
  );
}
