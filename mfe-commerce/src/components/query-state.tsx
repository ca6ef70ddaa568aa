/** Loading and failure states of a query, so every page shows them the same way. */
import type { ReactNode } from 'react';
import { Spinner } from '@storefront/shared/ui/spinner';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { errorCodeOf } from '@storefront/shared/api/api-errors';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Renders loading / error for `query`; null when the data is there. */
export function queryFallback(query: QueryLike, messages: { notFound?: ReactNode; error?: ReactNode } = {}): ReactNode | null {
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (errorCodeOf(query.error) === 'NOT_FOUND' && messages.notFound) return <ErrorState message={messages.notFound} />;
    return <ErrorState message={messages.error} onRetry={() => void query.refetch()} />;
  }
  return null;
}
