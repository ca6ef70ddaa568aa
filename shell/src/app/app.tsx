/** The shell's React root: shared providers around the router built from the route table. */
import { RouterProvider } from '@storefront/shared/routes/router';
import { AppProviders } from '@storefront/shared/ui/app-providers';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
