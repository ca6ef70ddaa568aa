/**
 * The signed-in person's orders (order.mine): status, payment status, total, and for paid orders
 * each QR ticket with its visit day, and the tickets as a PDF and the visit as a calendar event
 * to download. Orders placed as a guest with the same email are included
 * by the API once the person signs in with that email.
 */
import { formatDateTime, formatMediumDate } from '@storefront/shared/i18n/format-date';
import { useQuery } from '@storefront/shared/api/react-query';
import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Price } from '@storefront/shared/ui/price';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { TicketQr } from '@storefront/shared/ui/ticket-qr';
import { orderQueries } from '../order-queries';
import styles from './my-orders.module.css';
import { hasTickets } from '@storefront/shared/contracts/checkout-rules';
import { ticketFileUrl } from '@storefront/shared/contracts/ticket-files';

type Order = RouterOutputs['order']['mine'][number];

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  const linkTo = useLocalePath();
  // An order of products only has no QR tickets to wait for.
  const withTickets = hasTickets(order.items);
  return (
    <li className={styles.order}>
      <div className={styles.head}>
        <h2>{t('orders.order', { code: order.orderCode })}</h2>
        <p className={styles.muted}>{t('orders.placedAt', { date: formatDateTime(order.createdAt, locale) })}</p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.status')}</dt>
          <dd>
            <span className={styles.badge}>{t(`orders.orderStatus.${order.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('orders.paymentStatus')}</dt>
          <dd>
            <span className={order.paymentStatus === 'paid' ? `${styles.badge} ${styles.paid}` : styles.badge}>{t(`orders.paymentStatusValue.${order.paymentStatus}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('orders.total')}</dt>
          <dd>
            <Price amount={order.totalAmount} />
          </dd>
        </div>
      </dl>
      <h3 className={styles.section}>{t('orders.items')}</h3>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.title}
            {item.audience && ` (${t(`orders.audience.${item.audience}`)})`}
            {item.visitDate && ` · ${formatMediumDate(item.visitDate, locale)}`}
          </li>
        ))}
      </ul>
      {order.deliveryAddress && <p>{t('orders.deliveryTo', { address: order.deliveryAddress })}</p>}
      {withTickets && (
        <>
          <h3 className={styles.section}>{t('orders.tickets')}</h3>
          {order.tickets.length === 0 ? (
            <p className={styles.muted}>{t('orders.ticketsPending')}</p>
          ) : (
            <ul className={styles.tickets}>
              {order.tickets.map((ticket) => {
                const day = formatMediumDate(ticket.visitDate, locale);
                return (
                  <li key={ticket.id} className={ticket.status === 'valid' ? styles.ticket : `${styles.ticket} ${styles.used}`}>
                    <TicketQr secret={ticket.qrSecret} alt={t('orders.qrAlt', { name: ticket.name, date: day })} />
                    <p>
                      <strong>{ticket.name}</strong> · {t(`orders.audience.${ticket.audience}`)}
                    </p>
                    <p>{t('orders.visitDate', { date: day })}</p>
                    <p className={styles.muted}>{t('orders.validity', { date: formatMediumDate(ticket.validity.to, locale) })}</p>
                    <p>
                      <span className={styles.badge}>{t(`orders.ticketStatus.${ticket.status}`)}</span>
                    </p>
                    <p className={styles.code} aria-label={t('orders.ticketCode')}>
                      {ticket.qrSecret}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          {order.tickets.length > 0 && (
            <div className={styles.links}>
              <a href={ticketFileUrl(order, 'pdf', locale)} download>
                {t('orders.downloadPdf')}
              </a>
              <a href={ticketFileUrl(order, 'ics', locale)} download>
                {t('orders.addToCalendar')}
              </a>
            </div>
          )}
        </>
      )}
      {order.paymentStatus === 'paid' && order.tickets.length > 0 && (
        <div className={styles.links}>
          <Link to={`${linkTo('orderRefund')}?orderCode=${encodeURIComponent(order.orderCode)}`}>{t('orders.refund')}</Link>
          <Link to={`${linkTo('ticketExchange')}?orderCode=${encodeURIComponent(order.orderCode)}`}>{t('orders.exchange')}</Link>
        </div>
      )}
    </li>
  );
}

export function MyOrders() {
  const { t } = useTranslation('account');
  const linkTo = useLocalePath();
  const trpc = useTRPC();
  const email = useSessionStore((state) => state.userEmail);
  const orders = useQuery(orderQueries.mine(trpc));

  const hint = <p className={styles.hint}>{t('orders.guestHint', { email })}</p>;
  return (
    <QueryState
      query={orders}
      skeleton={<Skeleton shape="rect" height="12rem" />}
      isEmpty={(list) => list.length === 0}
      empty={
        <>
          {hint}
          <EmptyState title={t('orders.empty')} action={<Link to={linkTo('ticketList')}>{t('orders.browseTickets')}</Link>} />
        </>
      }
    >
      {(list) => (
        <>
          {hint}
          <ul className={styles.list}>
            {list.map((order) => (
              <OrderCard key={order.orderCode} order={order} />
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
