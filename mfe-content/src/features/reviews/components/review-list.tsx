import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { formatDecimal } from '@storefront/shared/i18n/format-number';
import { useSearchParams } from '@storefront/shared/routes/router';
import { reviewServiceTypes } from '@storefront/shared/contracts/vocabulary';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Pagination, pageFromSearch } from '../../../components/pagination';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../../components/card-skeletons';
import ui from '../../../components/ui.module.css';
import { ReviewCards } from './review-cards';
import styles from './review-list.module.css';
import { reviewQueries } from '../review-queries';

export type ReviewList = RouterOutputs['review']['list'];
type ServiceType = (typeof reviewServiceTypes)[number];
const PAGE_SIZE = 10;

function asServiceType(value: string | null): ServiceType | undefined {
  return (reviewServiceTypes as readonly string[]).includes(value ?? '') ? (value as ServiceType) : undefined;
}

/** Approved reviews with their rating summary, filtered by service type (`?service=`). */
export function ReviewList() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [search, setSearch] = useSearchParams();
  const serviceType = asServiceType(search.get('service'));
  const page = pageFromSearch(search);
  const query = useQuery(reviewQueries.list(trpc, { serviceType, page, pageSize: PAGE_SIZE }));

  const choose = (type: ServiceType | undefined) => {
    const next = new URLSearchParams();
    if (type) next.set('service', type);
    setSearch(next);
  };

  return (
    <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
      <div role="group" aria-label={t('reviews.filter')} className={ui.chips}>
        <button type="button" className={ui.chip} aria-pressed={!serviceType} onClick={() => choose(undefined)}>
          {t('reviews.allServices')}
        </button>
        {reviewServiceTypes.map((type) => (
          <button key={type} type="button" className={ui.chip} aria-pressed={serviceType === type} onClick={() => choose(type)}>
            {t(`reviews.serviceTypes.${type}`)}
          </button>
        ))}
      </div>
      <QueryState query={query} skeleton={<CardSkeletons />} errorText={t('reviews.loadFailed')} isEmpty={(data) => data.items.length === 0} empty={<EmptyState title={t('reviews.empty')} />}>
        {(data) => (
          <>
            <RatingSummary summary={data.summary} />
            <ReviewCards reviews={data.items} />
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function RatingSummary({ summary }: { summary: ReviewList['summary'] }) {
  const { t } = useTranslation('content');
  const [locale] = useLocale();
  return (
    <section className={`${ui.panel} ${styles.summary}`} aria-label={t('reviews.summary')}>
      <div>
        <p className={styles.average} style={{ margin: 0 }}>
          {formatDecimal(summary.average, locale)}
        </p>
        <p className={ui.muted} style={{ margin: 0 }}>
          {t('reviews.count', { count: summary.count })}
        </p>
      </div>
      <ul className={styles.bars}>
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const n = summary.distribution[star];
          return (
            <li key={star} className={styles.bar} aria-label={t('reviews.starsCount', { star, count: n })}>
              <span aria-hidden="true">{star} ★</span>
              <span className={styles.meter} aria-hidden="true">
                <span className={styles.meterFill} style={{ width: `${summary.count ? (n / summary.count) * 100 : 0}%` }} />
              </span>
              <span aria-hidden="true">{n}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
