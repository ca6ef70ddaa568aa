/**
 * The providers every team's code runs inside, used by the shell and by each remote's standalone
 * dev page, so a remote behaves the same alone as in the site.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@storefront/shared/api/react-query';
import { createQueryClient } from '@storefront/shared/api/query-client';
import { on } from '@storefront/shared/events/events';
import { createApiClient, getApiClient, setApiClient } from '@storefront/shared/api/trpc-client';
import { cacheAnswers, TRPCProvider } from '@storefront/shared/api/trpc-react';
import { firstPageAnswers } from '@storefront/shared/startup/startup-state';
import { getLocale } from '@storefront/shared/i18n/i18n';
import { LoadingOverlay } from '@storefront/shared/ui/loading-overlay';
import { Toaster } from '@storefront/shared/ui/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  const [trpcClient] = useState(() => {
    const existing = getApiClient();
    if (existing) return existing;
    const created = createApiClient();
    setApiClient(created);
    return created;
  });
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    cacheAnswers(client, trpcClient, firstPageAnswers(getLocale()));
    return client;
  });
  // The API answers in the reader's language, so cached answers are stale after a switch.
  useEffect(() => on('shell:locale-changed', () => void queryClient.invalidateQueries()), [queryClient]);
  // Answers depend on who asks (their orders, a staff queue): once someone signs in or out, none
  // cached for the person before may show, not even for a moment on a shared phone.
  useEffect(() => {
    const forget = () => void queryClient.resetQueries();
    const stops = [on('account:signed-in', forget), on('account:signed-out', forget)];
    return () => stops.forEach((stop) => stop());
  }, [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
        <Toaster />
        <LoadingOverlay />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
