/** The shell's React root: shared providers around the pages the live remotes describe. */
import { useEffect } from 'react';
import { followStoredLocale } from '@storefront/shared/i18n/i18n';
import { BrowserRouter } from '@storefront/shared/routes/router';
import { HYDRATED_ATTRIBUTE } from '@storefront/shared/startup/server-rendered';
import { replayTapBeforeHydration } from '@storefront/shared/startup/tap-before-hydration';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { ShellRoutes } from './router';

/**
 * Marks the page as the browser's: the controls of a server-rendered page answer from then on
 * (global.css), and a tap made before is replayed.
 */
function markHydrated(): void {
  const root = document.getElementById('root');
  root?.setAttribute(HYDRATED_ATTRIBUTE, '');
  replayTapBeforeHydration(root);
}

export function App() {
  // After the first render (a hydration's, in the document's language).
  useEffect(followStoredLocale, []);
  useEffect(markHydrated, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
