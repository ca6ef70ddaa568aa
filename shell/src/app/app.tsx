/** The shell's React root: shared providers around the pages the live remotes describe. */
import { BrowserRouter } from '@storefront/shared/routes/router';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { ShellRoutes } from './router';

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
