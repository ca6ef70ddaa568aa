/**
 * Refund requests for staff, a page at a time: who asked and why, then the money goes back
 * (through VNPay for an online payment, as cash at the counter otherwise) after a second,
 * confirming click. A payment that arrived after its order was cancelled is marked as such and
 * only that payment goes back; a partly used order gives back only its unused tickets.
 */
import { formatDateTime } from '@storefront/shared/i18n/format-date';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import styles from '@storefront/shared/console/request-cards.module.css';
import { Pager, pageCount, STAFF_PAGE_SIZE, useStayInRange } from '@storefront/shared/console/pager';
import { refundQueries } from '../refund-queries';

type RefundRequest = RouterOutputs['refund']['queue']['items'][number];

/** What the confirmation says happens besides the money: the whole order, its unused tickets, or that payment alone. */
function confirmKey(request: RefundRequest): 'refunds.confirm' | 'refunds.confirmPartial' | 'refunds.confirmLatePayment' {
  if (request.kind === 'paid_after_cancellation') return 'refunds.confirmLatePayment';
  return request.amount < request.totalAmount ? 'refunds.confirmPartial' : 'refunds.confirm';
}

function GiveBack({ request }: { request: RefundRequest }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const complete = useMutation(
    trpc.refund.complete.mutationOptions({
      onSuccess: async (result) => {
        toast({ type: 'success', message: t('refunds.done', { orderCode: result.orderCode }) });
        await queryClient.invalidateQueries({ queryKey: refundQueries.everyQueuePage(trpc) });
      },
      // The site's QueryClient toasts the refusal; the request stays for another try.
      onError: () => setConfirming(false),
    }),
  );
  if (!confirming) return <Button onClick={() => setConfirming(true)}>{t('refunds.refund')}</Button>;
  return (
    <div role="group" aria-label={t('refunds.refund')}>
      <p>{t(confirmKey(request), { amount: formatPrice(request.amount, locale), name: request.contact.fullName })}</p>
      <Button loading={complete.isPending} onClick={() => complete.mutate({ requestId: request.requestId })}>
        {t('refunds.confirmButton')}
      </Button>{' '}
      <Button variant="ghost" disabled={complete.isPending} onClick={() => setConfirming(false)}>
        {t('refunds.cancel')}
      </Button>
    </div>
  );
}

function RefundItem({ request }: { request: RefundRequest }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const lateOne = request.kind === 'paid_after_cancellation';
  return (
    <li className={styles.item}>
      <div className={styles.head}>
        <h2 className={styles.name}>{t('refunds.order', { orderCode: request.orderCode, amount: formatPrice(request.amount, locale) })}</h2>
        {lateOne && <span className={styles.badge}>{t('refunds.paidAfterCancellation')}</span>}
        <span className={styles.badge}>{t(`refunds.via.${request.paymentMethod === 'vnpay' ? 'vnpay' : 'counter'}`)}</span>
      </div>
      <p className={styles.meta}>{t('refunds.requested', { when: formatDateTime(request.requestedAt, locale) })}</p>
      {!lateOne && request.amount < request.totalAmount && (
        <p className={styles.meta}>{t('refunds.partial', { amount: formatPrice(request.amount, locale), total: formatPrice(request.totalAmount, locale) })}</p>
      )}
      <p className={styles.contact}>
        <span>{request.contact.fullName}</span>
        <a href={`tel:${request.contact.phone.replace(/[^\d+]/g, '')}`}>{request.contact.phone}</a>
        {request.contact.email && <a href={`mailto:${request.contact.email}`}>{request.contact.email}</a>}
      </p>
      <p className={styles.message}>{lateOne ? t('refunds.latePaymentNote') : t('refunds.reason', { reason: request.reason ?? '—' })}</p>
      <GiveBack request={request} />
    </li>
  );
}

export function RefundQueue() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const queue = useQuery(refundQueries.queue(trpc, { page, pageSize: STAFF_PAGE_SIZE }));
  const pages = queue.data ? pageCount(queue.data.total) : undefined;
  useStayInRange(page, pages, setPage);
  const skeleton = <Skeleton shape="rect" height="10rem" />;
  return (
    <QueryState query={queue} skeleton={skeleton} isEmpty={({ total }) => total === 0} empty={<EmptyState title={t('refunds.empty')} />}>
      {({ items, total }) =>
        // A page emptied by the last refund on it is left for the one now last (useStayInRange).
        page > pageCount(total) ? (
          skeleton
        ) : (
          <>
            <ul className={styles.list}>
              {items.map((request) => (
                <RefundItem key={request.requestId} request={request} />
              ))}
            </ul>
            <Pager label={t('refunds.pages')} page={page} pages={pages ?? 1} onPage={setPage} />
          </>
        )
      }
    </QueryState>
  );
}
