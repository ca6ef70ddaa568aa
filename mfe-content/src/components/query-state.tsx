/** The three states of every list: skeletons while loading, an error with retry, an empty note. */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@storefront/shared/api/react-query';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import styles from './ui.module.css';

export interface QueryStateProps<T, E = unknown> {
  query: UseQueryResult<T, E>;
  /** Message key-free text for a failed load (e.g. the spec's "gallery load failure"). */
  errorText?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T, E = unknown>({ query, errorText, isEmpty, empty, skeleton, children }: QueryStateProps<T, E>) {
  if (query.isPending) return <div aria-busy="true">{skeleton ?? <CardSkeletons />}</div>;
  if (query.isError) return <ErrorState message={errorText ?? errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) return <>{empty ?? <EmptyState />}</>;
  return <>{children(query.data)}</>;
}

export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton shape="rect" height="10rem" />
          <div className={styles.cardBody}>
            <Skeleton lines={3} />
          </div>
        </div>
      ))}
    </div>
  );
}
