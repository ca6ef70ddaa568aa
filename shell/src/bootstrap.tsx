import { createRoot } from 'react-dom/client';
import '@storefront/shared/styles/global.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<App />);
