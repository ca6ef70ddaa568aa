/**
 * One order at the desk: who booked it, what it holds, where it stands, its whole history
 * (tickets, payments, check-ins, refunds and exchanges, mails sent, staff actions),
 * and the actions its state allows, as the API reports them: take the money of a counter order
 * (after a confirming click), send the confirmation again, cancel an unpaid order with a reason,
 * or open a paid order's refund, which the refund queue then pays out.
 */
import { useState } from 'react';
import { formatDateTime, formatMediumDate } from '@storefront/shared/i18n/format-date';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { Link, useLocation, useParams } from '@storefront/shared/routes/router';
import { deriveUserName } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextArea } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { orderDeskQueries } from '../order-desk-queries';
import styles from './order-desk.module.css';

/** Fetched when a reason form is first focused; see schemaOnDemand. */
const orderWithReasonInput = schemaOnDemand(() => import('@storefront/shared/contracts/order-admin').then((contract) => contract.orderWithReasonInput));

type Order = RouterOutputs['orderDesk']['byCode'];
type Action = Order['actions'][number];

/** After any action the order's page and every search show its new state. */
function useRefreshOrders() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: orderDeskQueries.everyOrder(trpc) }),
      queryClient.invalidateQueries({ queryKey: orderDeskQueries.everySearch(trpc) }),
    ]);
}

function MarkPaid({ order }: { order: Order }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const refresh = useRefreshOrders();
  const [confirming, setConfirming] = useState(false);
  const amount = formatPrice(order.totalAmount, locale);
  const markPaid = useMutation(
    trpc.orderDesk.markPaid.mutationOptions({
      onSuccess: async (result) => {
        toast({ type: 'success', message: t(result.paidNow ? 'orderDesk.markPaidDone' : 'orderDesk.markPaidAlready', { orderCode: result.orderCode }) });
        setConfirming(false);
        await refresh();
      },
      // The site's QueryClient toasts the refusal.
      onError: () => setConfirming(false),
    }),
  );
  if (!confirming) return <Button onClick={() => setConfirming(true)}>{t('orderDesk.markPaid')}</Button>;
  return (
    <div role="group" aria-label={t('orderDesk.markPaid')} className={styles.form}>
      <p>{t('orderDesk.markPaidConfirm', { amount, name: order.contact.fullName })}</p>
      <div className={styles.buttons}>
        <Button loading={markPaid.isPending} onClick={() => markPaid.mutate({ orderCode: order.orderCode })}>
          {t('orderDesk.markPaidYes', { amount })}
        </Button>
        <Button variant="ghost" disabled={markPaid.isPending} onClick={() => setConfirming(false)}>
          {t('orderDesk.back_out')}
        </Button>
      </div>
    </div>
  );
}

function Resend({ order }: { order: Order }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const refresh = useRefreshOrders();
  const resend = useMutation(
    trpc.orderDesk.resendConfirmation.mutationOptions({
      onSuccess: async (result) => {
        toast({ type: 'success', message: t('orderDesk.resendDone', { to: result.to }) });
        await refresh();
      },
    }),
  );
  return (
    <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate({ orderCode: order.orderCode })}>
      {t('orderDesk.resend')}
    </Button>
  );
}

/** Cancel and refund: a reason checked with the API's own contract, then the action. */
function ReasonForm({ order, kind }: { order: Order; kind: 'cancel' | 'refund' }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const refresh = useRefreshOrders();
  const cancel = useMutation(trpc.orderDesk.cancel.mutationOptions({ meta: shownByTheCaller }));
  const refund = useMutation(trpc.orderDesk.startRefund.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(orderWithReasonInput, {
    defaultValues: { orderCode: order.orderCode, reason: '' },
    failureFallback: commerceStaffKey(kind === 'cancel' ? 'orderDesk.cancelFailed' : 'orderDesk.refundFailed'),
    onSubmit: async (input) => {
      if (kind === 'cancel') {
        const result = await cancel.mutateAsync(input);
        toast({ type: 'success', message: t('orderDesk.cancelDone', { orderCode: result.orderCode }) });
      } else {
        const result = await refund.mutateAsync(input);
        toast({ type: 'success', message: t(result.alreadyWaiting ? 'orderDesk.refundWaiting' : 'orderDesk.refundDone', { orderCode: result.orderCode }) });
      }
      await refresh();
    },
  });
  const label = kind === 'cancel' ? t('orderDesk.cancel') : t('orderDesk.refund');
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-label={label}>
      <FormFailure message={failure} className={styles.alert} />
      <TextArea
        label={kind === 'cancel' ? t('orderDesk.cancelReason') : t('orderDesk.refundReason')}
        hint={kind === 'cancel' ? t('orderDesk.cancelHint') : t('orderDesk.refundHint')}
        rows={2}
        required
        {...register('reason')}
        error={fieldError('reason')}
      />
      <Button type="submit" variant={kind === 'cancel' ? 'danger' : 'secondary'} loading={sending}>
        {label}
      </Button>
    </form>
  );
}

function Actions({ order }: { order: Order }) {
  const { t } = useTranslation('commerceStaff');
  const { allowed } = order;
  const any = allowed.markPaid || allowed.resendConfirmation || allowed.cancel || allowed.startRefund;
  const waitingRefund = order.requests.some((request) => request.kind === 'refund' && request.status === 'pending');
  return (
    <section className={styles.section} aria-labelledby="order-actions">
      <h3 id="order-actions">{t('orderDesk.actions')}</h3>
      {!any && <p className={styles.hint}>{t('orderDesk.noActions')}</p>}
      {(allowed.markPaid || allowed.resendConfirmation) && (
        <div className={styles.buttons}>
          {allowed.markPaid && <MarkPaid order={order} />}
          {allowed.resendConfirmation && <Resend order={order} />}
        </div>
      )}
      {allowed.cancel && <ReasonForm order={order} kind="cancel" />}
      {allowed.startRefund && <ReasonForm order={order} kind="refund" />}
      {waitingRefund && <Link to="/dashboard/refunds">{t('orderDesk.toRefunds')}</Link>}
    </section>
  );
}

function HistoryList({ title, empty, lines }: { title: string; empty: string; lines: { key: string | number; text: string; detail?: string | null }[] }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <p className={styles.hint}>{empty}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.key}>
              {line.text}
              {line.detail && <span className={styles.meta}> — {line.detail}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who did an action: their name, else their email. */
function actorOf(action: Action): string {
  return action.actor ? deriveUserName({ email: action.actor.email, profile: { firstName: action.actor.name } }) : '—';
}

/** An action's text key in the history texts: its name with `_` for the dot. */
function actionText(action: Action['action']) {
  return `orderHistory.action.${action.replace('.', '_')}` as 'orderHistory.action.order_markPaid';
}

function History({ order }: { order: Order }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const when = (value: string) => formatDateTime(value, locale);
  return (
    <section className={styles.section} aria-labelledby="order-history">
      <h2 id="order-history">{t('orderDesk.history')}</h2>
      <HistoryList
        title={t('orderDesk.tickets')}
        empty={t('orderDesk.noTickets')}
        lines={order.tickets.map((ticket) => ({
          key: ticket.id,
          text: t('orderDesk.ticketLine', { id: ticket.id, name: ticket.name, audience: t(`orderDesk.audience.${ticket.audience}`), date: formatMediumDate(ticket.visitDate, locale) }),
          detail: t(`orderDesk.ticketStatus.${ticket.status}`, { when: ticket.redeemedAt ? when(ticket.redeemedAt) : '' }),
        }))}
      />
      <HistoryList
        title={t('orderDesk.payments')}
        empty={t('orderDesk.noPayments')}
        lines={order.payments.map((payment) => ({
          key: payment.id,
          text: t('orderDesk.paymentLine', {
            provider: t(payment.provider === 'counter' ? 'orderDesk.method.counter' : 'orderDesk.method.vnpay'),
            amount: formatPrice(payment.amount, locale),
            status: t(`orderDesk.paymentStatus.${payment.status}`),
            when: when(payment.updatedAt),
          }),
          detail: payment.transactionNo,
        }))}
      />
      <HistoryList
        title={t('orderDesk.checkins')}
        empty={t('orderDesk.noCheckins')}
        lines={order.checkins.map((checkin) => ({
          key: checkin.id,
          text: t('orderDesk.checkinLine', { ticket: checkin.ticketId, decision: t(`orderDesk.checkinDecision.${checkin.decision}`), when: when(checkin.scannedAt) }),
          detail: [
            checkin.gate ? t('orderDesk.checkinWhere', { source: t(`orderDesk.checkinSource.${checkin.source}`), gate: checkin.gate }) : t(`orderDesk.checkinSource.${checkin.source}`),
            checkin.staffEmail,
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
      <HistoryList
        title={t('orderDesk.requests')}
        empty={t('orderDesk.noRequests')}
        lines={order.requests.map((request) => ({
          key: request.id,
          text:
            request.kind === 'exchange' && request.newVisitDate
              ? t('orderDesk.exchangeRequest', { date: formatMediumDate(request.newVisitDate, locale), when: when(request.createdAt) })
              : t('orderDesk.refundRequest', { status: t(`orderDesk.requestStatus.${request.status}`), when: when(request.createdAt) }),
          detail: request.reason ? t('orderDesk.requestReason', { reason: request.reason }) : null,
        }))}
      />
      <HistoryList
        title={t('orderDesk.mails')}
        empty={t('orderDesk.noMails')}
        lines={order.mails.map((mail) => ({
          key: mail.id,
          text: t('orderDesk.mailLine', { what: t(`orderDesk.mailKind.${mail.kind}`), to: mail.recipient, when: when(mail.sentAt) }),
        }))}
      />
      <HistoryList
        title={t('orderDesk.staffActions')}
        empty={t('orderDesk.noStaffActions')}
        lines={order.actions.map((action) => ({
          key: action.id,
          text: t(actionText(action.action), { id: action.subjectId }),
          detail: t('orderHistory.by', { who: actorOf(action), when: when(action.createdAt) }),
        }))}
      />
    </section>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  return (
    <>
      <section className={styles.section} aria-labelledby="order-title">
        <h2 id="order-title">{t('orderDesk.orderTitle', { orderCode: order.orderCode })}</h2>
        <span className={styles.badge}>{t(`orderDesk.deskStatus.${order.deskStatus}`)}</span>
        <dl className={styles.facts} aria-label={t('orderDesk.details')}>
          <dt>{t('orderDesk.contact')}</dt>
          <dd>{order.contact.fullName}</dd>
          <dt>{t('orderDesk.phone')}</dt>
          <dd>
            <a href={`tel:${order.contact.phone.replace(/[^\d+]/g, '')}`}>{order.contact.phone}</a>
          </dd>
          {order.contact.email && (
            <>
              <dt>{t('orderDesk.email')}</dt>
              <dd>
                <a href={`mailto:${order.contact.email}`}>{order.contact.email}</a>
              </dd>
            </>
          )}
          <dt>{t('orderDesk.total')}</dt>
          <dd>{formatPrice(order.totalAmount, locale)}</dd>
          <dt>{t('orderDesk.paymentMethod')}</dt>
          <dd>{t(order.paymentMethod === 'counter' ? 'orderDesk.method.counter' : 'orderDesk.method.vnpay')}</dd>
          {order.payBy && (
            <>
              <dt>{t('orderDesk.payBy')}</dt>
              <dd>{formatDateTime(order.payBy, locale)}</dd>
            </>
          )}
          <dt>{t('orderDesk.placedAt')}</dt>
          <dd>{formatDateTime(order.createdAt, locale)}</dd>
        </dl>
        <h3>{t('orderDesk.items')}</h3>
        <ul className={styles.lines}>
          {order.items.map((item) => (
            <li key={item.id}>
              {item.title}
              {item.audience ? ` · ${t(`orderDesk.audience.${item.audience}`)}` : ''} × {item.quantity}
              {item.visitDate ? ` · ${formatMediumDate(item.visitDate, locale)}` : ''} · {formatPrice(item.lineTotal, locale)}
            </li>
          ))}
        </ul>
      </section>
      <Actions order={order} />
      <History order={order} />
    </>
  );
}

export function OrderPage() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const { orderCode = '' } = useParams();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '';
  const order = useQuery(orderDeskQueries.order(trpc, orderCode.toUpperCase()));
  return (
    <>
      <Link to={`/dashboard/order-desk${from}`}>{t('orderDesk.back')}</Link>
      <QueryState query={order} skeleton={<Skeleton shape="rect" height="12rem" />}>
        {(loaded) => <OrderView order={loaded} />}
      </QueryState>
    </>
  );
}
