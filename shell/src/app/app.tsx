/** The shell's React root: shared providers around the pages the live remotes describe. */
import { useEffect } from 'react';
import { followStoredLocale } from '@storefront/shared/i18n/i18n';
import { BrowserRouter } from '@storefront/shared/routes/router';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { ShellRoutes } from './router';

/** Marks the page as the browser's: the controls of a server-rendered page answer from then on (global.css). */
function markHydrated(): void {
  document.getElementById('root')?.setAttribute('data-hydrated', '');
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
