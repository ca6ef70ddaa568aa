/**
 * /checkout/success?orderCode=…&access=…: the order, its statuses and total, the products with where they
 * are delivered, and for every ticket a QR code with its visit date and validity, ready to save or
 * print, with the tickets as a PDF and the visit as a calendar event to download. A pay-at-counter
 * order says by when to pay at the gate, where its QR codes are scanned. The buyer's own links
 * (after paying, in the mails) carry `access`; without it the page asks for the booking's email or
 * phone, as the API opens no order by its code alone.
 */
import { useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { Link, useSearchParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { normalizeOrderCode } from '@storefront/shared/contracts/order-code';
import { ticketFileUrl } from '@storefront/shared/contracts/ticket-files';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { Price } from '@storefront/shared/ui/price';
import '../../../lib/i18n';
import { formatTime, formatWeekdayDate } from '@storefront/shared/i18n/format-date';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { TicketQr } from '@storefront/shared/ui/ticket-qr';
import { orderQueries } from '../../orders/order-queries';
import styles from '../../../components/commerce.module.css';
import { UntilLoaded } from '../../../components/until-loaded';
import blocks from '../../../components/blocks.module.css';

const POLL_MS = 2000;

/** The counter cutoff as the buyer reads it: the time (hours and minutes) and the day in Vietnam, where the visit is. */
function cutoffInVietnam(payBy: string, locale: Parameters<typeof formatWeekdayDate>[1]): { time: string; date: string } {
  return { time: formatTime(payBy).slice(0, 5), date: formatWeekdayDate(payBy, locale) };
}

/** The booking's email or phone, which opens the order when the link carries no access token. */
function ContactForm({ onSubmit }: { onSubmit: (contact: string) => void }) {
  const { t } = useTranslation('commerce');
  const [value, setValue] = useState('');
  return (
    <form
      className={blocks.form}
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim()) onSubmit(value.trim());
      }}
    >
      <p>{t('success.askContact')}</p>
      <TextField label={t('success.contactLabel')} name="contactEmailOrPhone" value={value} onChange={(event) => setValue(event.target.value)} required maxLength={254} />
      <Button type="submit">{t('success.showOrder')}</Button>
    </form>
  );
}

export default function CheckoutSuccessPage() {
  const { t } = useTranslation('commerce');
  const [locale] = useLocale();
  const localePath = useLocalePath();
  const trpc = useTRPC();
  const [search] = useSearchParams();
  const orderCode = normalizeOrderCode(search.get('orderCode') ?? '');
  const access = search.get('access') ?? undefined;
  const [contact, setContact] = useState<string | undefined>(undefined);
  const order = useQuery({
    ...orderQueries.byCode(trpc, { orderCode: orderCode ?? '', access, contactEmailOrPhone: contact }),
    enabled: orderCode !== null && (access !== undefined || contact !== undefined),
    // The gateway's notification may arrive just after the buyer: keep looking while it is due.
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && data.paymentStatus === 'pending' && data.paymentMethod === 'vnpay' && data.status === 'pending' ? POLL_MS : false;
    },
  });

  if (orderCode === null) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('success.title')}</h1>
        <ErrorState message={t('success.noOrderCode')} />
      </section>
    );
  }
  if (access === undefined && contact === undefined) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('success.title')}</h1>
        <ContactForm onSubmit={setContact} />
      </section>
    );
  }
  if (order.data === undefined) {
    return <UntilLoaded query={order} errorText={t('success.fetchError')} />;
  }
  const data = order.data;
  const products = data.items.filter((item) => item.kind === 'product');
  // The gateway took money the order cannot keep: the page says it goes back, not that all is well.
  const refundOnly = data.paidAfterCancellation && data.paymentStatus !== 'paid';
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t(refundOnly ? 'success.refundTitle' : 'success.title')}</h1>
      <dl className={blocks.dl}>
        <dt>{t('success.orderCode')}</dt>
        <dd data-testid="order-code">{data.orderCode}</dd>
        <dt>{t('success.status')}</dt>
        <dd data-testid="order-status">{t(`success.orderStatus.${data.status}`)}</dd>
        <dt>{t('success.paymentStatus')}</dt>
        <dd data-testid="payment-status">{t(`success.paymentStatusValue.${data.paymentStatus}`)}</dd>
        <dt>{t('success.total')}</dt>
        <dd>
          <Price amount={data.totalAmount} />
        </dd>
      </dl>
      {data.paymentStatus === 'pending' && data.paymentMethod === 'counter' && (
        <p className={blocks.alert}>{data.payBy ? t('success.payBy', cutoffInVietnam(data.payBy, locale)) : t('success.payAtCounter')}</p>
      )}
      {data.paidAfterCancellation && (
        <p className={blocks.alert} role="status" data-testid="paid-after-cancellation">
          {t('success.paidAfterCancellation')}
        </p>
      )}
      {data.paymentStatus === 'pending' && data.paymentMethod === 'vnpay' && (
        <p className={blocks.alert} role="status">
          {t('success.awaitingPayment')}
        </p>
      )}
      {products.length > 0 && (
        <>
          <h2>{t('success.products')}</h2>
          <ul className={blocks.summary}>
            {products.map((item) => (
              <li key={item.id} className={blocks.summaryItem}>
                <span>
                  {item.title} × {item.quantity}
                </span>
                <Price amount={item.lineTotal} />
              </li>
            ))}
          </ul>
          {data.deliveryAddress && <p data-testid="delivery-address">{t('success.deliveryTo', { address: data.deliveryAddress })}</p>}
          <p className={styles.muted}>{t('success.deliveryTime')}</p>
        </>
      )}
      {data.tickets.length > 0 && (
        <>
          <h2>{t('success.tickets')}</h2>
          <ul className={blocks.qrList}>
            {data.tickets.map((ticket) => (
              <li key={ticket.id} className={blocks.qrCard} data-testid="ticket-qr">
                <strong>{ticket.name}</strong>
                <span>
                  {t(`tickets.audience.${ticket.audience}`)} · {t('success.ticketId')} #{ticket.id}
                </span>
                <TicketQr
                  secret={ticket.qrSecret}
                  alt={t('success.qrAlt', { id: ticket.id })}
                  save={{ fileName: `ticket-${data.orderCode}-${ticket.id}.svg`, label: t('success.save') }}
                />
                <span>
                  {t('success.visitDate')}: {formatWeekdayDate(ticket.visitDate, locale)}
                </span>
                <span>{t('success.validity', { date: formatWeekdayDate(ticket.validity.from, locale) })}</span>
              </li>
            ))}
          </ul>
          <div className={`${styles.actions} ${blocks.noPrint}`}>
            <a className={styles.buttonLink} href={ticketFileUrl(data, 'pdf', locale)} download data-testid="download-tickets-pdf">
              {t('success.downloadPdf')}
            </a>
            <a className={styles.buttonLink} href={ticketFileUrl(data, 'ics', locale)} download data-testid="download-visit-ics">
              {t('success.addToCalendar')}
            </a>
            <Button variant="secondary" onClick={() => window.print()}>
              {t('success.print')}
            </Button>
          </div>
        </>
      )}
      <p className={blocks.noPrint}>
        <Link to={localePath('ticketList')}>{t('checkout.backToTickets')}</Link>
      </p>
    </section>
  );
}
