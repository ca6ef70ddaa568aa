import '@storefront/shared/styles/global.css';
import { documentIsServerRendered } from '@storefront/shared/startup/server-rendered';

// Start-up runs in short tasks with a pause for the browser between them, instead of one long
// task on a slow phone (every task over 50 ms is a long task, and keeps the page from answering
// input until it ends). Each step evaluates code that the previous ones have already downloaded:
// 0. React's small core, only to wait for the libraries file: a step's code runs in the same task
//    as the compile of the last file it waited for, and i18next's set-up there made that task a
//    long one on a slow phone;
// 1. i18next and the page's texts;
// 2. the rest of the start-up code;
// 3. compose the site from the remotes' descriptions and start the requests the first page needs
//    (its remote, the session check, the theme);
// 4. React DOM;
// 5. the app: the router, the layouts and the providers;
// 6. the first render, as a transition, which itself yields every few milliseconds; or, when the
//    server rendered the page, its hydration, once the page's code is here to hydrate it with.
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  await import('react');
  await pause();
  await import('@storefront/shared/i18n/i18n');
  await pause();
  const { startShell } = await import('./app/start-up');
  await pause();
  const { firstPage } = await startShell();
  await pause();
  const [{ startTransition }, { createRoot, hydrateRoot }] = await Promise.all([import('react'), import('react-dom/client')]);
  await pause();
  const { App } = await import('./app/app');
  await pause();
  if (documentIsServerRendered()) {
    await firstPage;
    // A difference between the server's markup and the browser's first render is a bug to see.
    hydrateRoot(root, <App />, { onRecoverableError: (error) => console.error('[hydration]', error) });
  } else {
    startTransition(() => createRoot(root).render(<App />));
  }
}

void boot();
