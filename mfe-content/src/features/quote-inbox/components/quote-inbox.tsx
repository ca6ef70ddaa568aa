/**
 * Price quote requests for staff, newest first, a page at a time: who asked, how to reach them,
 * and whether someone answered.
 */
import { formatDateTime } from '@storefront/shared/i18n/format-date';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { pageCount, Pager, STAFF_PAGE_SIZE, useStayInRange } from '@storefront/shared/console/pager';
import styles from '@storefront/shared/console/request-cards.module.css';
import { quoteQueries } from '../quote-queries';

type Quote = RouterOutputs['quote']['inbox']['items'][number];

function MarkHandled({ id }: { id: number }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mark = useMutation(
    trpc.quote.markHandled.mutationOptions({
      onSuccess: async () => {
        toast({ type: 'success', message: t('quotes.markedHandled') });
        await queryClient.invalidateQueries({ queryKey: quoteQueries.everyInboxPage(trpc) });
      },
    }),
  );
  return (
    <Button size="small" loading={mark.isPending} disabled={mark.isSuccess} onClick={() => mark.mutate({ id })}>
      {t('quotes.markHandled')}
    </Button>
  );
}

function QuoteItem({ quote }: { quote: Quote }) {
  const { t } = useTranslation('contentStaff');
  const [locale] = useLocale();
  const handled = quote.status === 'handled';
  return (
    <li className={handled ? `${styles.item} ${styles.handled}` : styles.item}>
      <div className={styles.head}>
        <h2 className={styles.name}>{t('quotes.from', { name: quote.fullName, country: quote.country })}</h2>
        <span className={styles.badge}>{t(handled ? 'quotes.handled' : 'quotes.new')}</span>
      </div>
      <p className={styles.meta}>{formatDateTime(quote.createdAt, locale)}</p>
      <p className={styles.contact}>
        <a href={`mailto:${quote.email}`}>{quote.email}</a>
        <a href={`tel:${quote.phone.replace(/[^\d+]/g, '')}`}>{quote.phone}</a>
      </p>
      <p className={styles.message}>{quote.message ?? t('quotes.noMessage')}</p>
      {!handled && <MarkHandled id={quote.id} />}
    </li>
  );
}

export function QuoteInbox() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const inbox = useQuery(quoteQueries.inbox(trpc, { page, pageSize: STAFF_PAGE_SIZE }));
  const pages = inbox.data ? pageCount(inbox.data.total) : undefined;
  useStayInRange(page, pages, setPage);
  return (
    <QueryState query={inbox} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={({ total }) => total === 0} empty={<EmptyState title={t('quotes.empty')} />}>
      {({ items }) => (
        <>
          <ul className={styles.list}>
            {items.map((quote) => (
              <QuoteItem key={quote.id} quote={quote} />
            ))}
          </ul>
          <Pager label={t('quotes.pages')} page={page} pages={pages ?? 1} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}
