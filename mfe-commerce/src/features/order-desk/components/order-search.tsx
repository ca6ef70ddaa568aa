/**
 * Finding orders: one term (an exact order code, an email, or a phone however it is written), a
 * visit date and a status, checked with the API's own contract. The filters live in the address
 * (?q=&date=&status=&page=), so the way back from an order's page finds the same results.
 */
import { formatDateTime, formatMediumDate } from '@storefront/shared/i18n/format-date';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { useQuery } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { DESK_STATUSES, type DeskStatus } from '@storefront/shared/contracts/order-admin';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { Link, useLocation, useSearchParams } from '@storefront/shared/routes/router';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { pageCount, Pager } from '@storefront/shared/console/pager';
import { orderDeskQueries } from '../order-desk-queries';
import styles from './order-desk.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const orderSearchInput = schemaOnDemand(() => import('@storefront/shared/contracts/order-admin').then((contract) => contract.orderSearchInput));

type Found = RouterOutputs['orderDesk']['search']['items'][number];

const isDeskStatus = (value: string | null): value is DeskStatus => (DESK_STATUSES as readonly (string | null)[]).includes(value);

/** The search the address names; the API checks it again, and says why it refuses. */
function useSearchFromAddress() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const search = {
    ...(params.get('q') ? { query: params.get('q')! } : {}),
    ...(params.get('date') ? { visitDate: params.get('date')! } : {}),
    ...(isDeskStatus(status) ? { status } : {}),
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const go = (next: { query?: string; visitDate?: string; status?: string; page?: number }) => {
    const entries = { q: next.query, date: next.visitDate, status: next.status, page: next.page && next.page > 1 ? String(next.page) : undefined };
    setParams(Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string] => Boolean(entry[1]))));
  };
  return { search, go };
}

function FoundOrder({ order, from }: { order: Found; from: string }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  return (
    <li className={styles.item}>
      <Link className={styles.code} to={`/dashboard/order-desk/${encodeURIComponent(order.orderCode)}`} state={{ from }} aria-label={t('orderDesk.open', { orderCode: order.orderCode })}>
        {order.orderCode}
      </Link>
      <span className={styles.badge}>{t(`orderDesk.deskStatus.${order.deskStatus}`)}</span>
      <span>
        {order.contact.fullName} · {order.contact.phone}
        {order.contact.email ? ` · ${order.contact.email}` : ''}
      </span>
      <span className={styles.meta}>
        {order.visitDate ? formatMediumDate(order.visitDate, locale) : t('orderDesk.noVisit')} · {t('orderDesk.people', { total: order.people })} · {formatPrice(order.totalAmount, locale)} ·{' '}
        {t(order.paymentMethod === 'counter' ? 'orderDesk.method.counter' : 'orderDesk.method.vnpay')} · {formatDateTime(order.createdAt, locale)}
      </span>
    </li>
  );
}

export function OrderSearch() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const { search, go } = useSearchFromAddress();
  const results = useQuery(orderDeskQueries.search(trpc, search));
  const from = useLocation().search;

  const { register, fieldError, failure, sending, submit, prefetch, reset } = useContractForm(orderSearchInput, {
    defaultValues: { query: search.query ?? '', visitDate: search.visitDate ?? '', status: search.status ?? '' },
    failureFallback: commerceStaffKey('orderDesk.failed'),
    onSubmit: (filter) => go({ query: filter.query, visitDate: filter.visitDate, status: filter.status, page: 1 }),
  });

  function clear() {
    reset({ query: '', visitDate: '', status: '' });
    go({});
  }

  return (
    <>
      <p className={styles.intro}>{t('orderDesk.intro')}</p>
      <form className={styles.search} role="search" aria-label={t('orderDesk.search')} onSubmit={submit} onFocus={prefetch} noValidate>
        <FormFailure message={failure} className={styles.alert} />
        <TextField label={t('orderDesk.query')} type="search" autoComplete="off" {...register('query')} error={fieldError('query')} />
        <TextField label={t('orderDesk.visitDate')} type="date" {...register('visitDate')} error={fieldError('visitDate')} />
        <Select
          label={t('orderDesk.status')}
          placeholder={t('orderDesk.anyStatus')}
          options={DESK_STATUSES.map((status) => ({ value: status, label: t(`orderDesk.deskStatus.${status}`) }))}
          {...register('status')}
          error={fieldError('status')}
        />
        <div className={styles.buttons}>
          <Button type="submit" loading={sending}>
            {t('orderDesk.find')}
          </Button>
          <Button variant="ghost" onClick={clear}>
            {t('orderDesk.clear')}
          </Button>
        </div>
      </form>
      <section aria-label={t('orderDesk.results')} aria-busy={results.isFetching}>
        <QueryState query={results} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={({ total }) => total === 0} empty={<EmptyState title={t('orderDesk.empty')} />}>
          {({ items, total, pageSize }) => (
            <>
              <p role="status" className={styles.meta}>
                {t('orderDesk.found', { total })}
              </p>
              <ul className={styles.list}>
                {items.map((order) => (
                  <FoundOrder key={order.orderCode} order={order} from={from} />
                ))}
              </ul>
              <Pager label={t('orderDesk.pages')} page={search.page} pages={pageCount(total, pageSize)} onPage={(page) => go({ ...search, page })} />
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
