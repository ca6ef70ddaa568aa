import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@storefront/shared/styles/global.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As a transition the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (Lighthouse counts that as blocking time).
startTransition(() => createRoot(root).render(<App />));
