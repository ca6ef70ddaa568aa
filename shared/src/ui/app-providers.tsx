/**
 * The providers every team's code runs inside, used by the shell and by each remote's standalone
 * dev page, so a remote behaves the same alone as in the site.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { QueryClientProvider, type QueryClient } from '@storefront/shared/api/react-query';
import { createQueryClient } from '@storefront/shared/api/query-client';
import { loadOnce } from '@storefront/shared/async/load-once';
import { on } from '@storefront/shared/events/events';
import { createApiClient, getApiClient, setApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';
import { cacheAnswers, TRPCProvider } from '@storefront/shared/api/trpc-react';
import { pageAnswers } from '@storefront/shared/startup/page-answers';
import { getLocale } from '@storefront/shared/i18n/i18n';
import { LoadingOverlay } from '@storefront/shared/ui/loading-overlay';
import { toastStore } from '@storefront/shared/toast/toast-store';

/**
 * The toast viewer's code: most visits show no toast, so it is not start-up code. The shell also
 * fetches it once the page has settled (shell/src/app/next-pages.ts), so a toast shown after the
 * connection drops still has it.
 */
export const loadToaster: () => Promise<ComponentType> = loadOnce(() => import('@storefront/shared/ui/toaster').then((module) => module.Toaster));

/** The toast viewer, from the first toast on; toasts queued while it loads show when it is here. */
function ToastOutlet() {
  const toastCount = useStore(toastStore, (state) => state.toasts.length);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster || toastCount === 0) return;
    let mounted = true;
    loadToaster().then(
      (loaded) => mounted && setToaster(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [Toaster, toastCount]);
  return Toaster ? <Toaster /> : null;
}

export interface AppClients {
  trpcClient: ApiClient;
  queryClient: QueryClient;
}

/** `clients`: a server render's own, per request; the browser's page has one of each. */
export function AppProviders({ children, clients }: { children: ReactNode; clients?: AppClients }) {
  const [trpcClient] = useState(() => {
    const existing = clients?.trpcClient ?? getApiClient();
    if (existing) return existing;
    const created = createApiClient();
    setApiClient(created);
    return created;
  });
  const [queryClient] = useState(() => {
    if (clients) return clients.queryClient;
    const client = createQueryClient();
    cacheAnswers(client, trpcClient, pageAnswers(getLocale()));
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
        <ToastOutlet />
        <LoadingOverlay />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
