/**
 * The states of an area that shows a query's data, the same on every page: a skeleton while it
 * loads, the error with a Retry while it has nothing to show, the empty state when the answer
 * holds nothing, else the data.
 *
 * An area that already shows data keeps it when a later refresh fails: the global QueryClient
 * toasts that failure (api/query-client.ts), and replacing the content with an error would take
 * away what the person was reading.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@storefront/shared/api/react-query';
import { errorCodeOf, errorMessage } from '@storefront/shared/api/api-errors';
import { useTranslation } from '@storefront/shared/i18n/react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import styles from './query-state.module.css';

export interface QueryStateProps<T, E = unknown> {
  query: UseQueryResult<T, E>;
  /** The shape of what is coming (cards, rows); a few text lines when left out. */
  skeleton?: ReactNode;
  /** Already localised text for a failed load; else the error's own message (see errorMessage). */
  errorText?: ReactNode;
  /** Shown, without Retry, when the server says the thing does not exist: trying again cannot help. */
  notFound?: ReactNode;
  /** Whether the answer counts as empty (an empty list, a page without items). */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer shows; the common EmptyState when left out. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T, E = unknown>({ query, skeleton, errorText, notFound, isEmpty, empty, children }: QueryStateProps<T, E>) {
  const { t } = useTranslation('common');
  const { data } = query;
  // A failed load being tried again shows the skeleton, not the error with its Retry button.
  if (query.isPending || (data === undefined && query.isFetching)) {
    // The skeleton is hidden from assistive technology; the busy, labelled status says what it means.
    return (
      <div className={styles.loading} role="status" aria-busy="true" aria-label={t('loading.label')}>
        {skeleton ?? <Skeleton lines={3} />}
      </div>
    );
  }
  if (data === undefined) {
    if (notFound !== undefined && errorCodeOf(query.error) === 'NOT_FOUND') return <ErrorState message={notFound} />;
    return <ErrorState message={errorText ?? errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty?.(data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(data)}</>;
}
