import '@storefront/shared/styles/global.css';

// Start-up runs in three tasks with a pause for the browser between them, instead of one task
// of ~400 ms on a 4× slower phone (Lighthouse counts every task over 50 ms as blocking time):
// 1. the requests the first page needs (its remote, the session check, the theme);
// 2. React, the router and the providers;
// 3. the first render, as a transition, which itself yields every few milliseconds.
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const { startShell } = await import('./app/start-up');
  startShell();
  await pause();
  const [{ startTransition }, { createRoot }, { App }] = await Promise.all([import('react'), import('react-dom/client'), import('./app/app')]);
  await pause();
  startTransition(() => createRoot(root).render(<App />));
}

void boot();
