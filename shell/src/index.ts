import { startFieldSignals } from './app/field-signals-early';

// Errors from the first script on are kept for the field signals, which load once the page is idle.
startFieldSignals();

// The async boundary lets Module Federation negotiate shared singletons before React loads.
// It starts after the next paint, so the document's loading cover (index.html) reaches the screen
// before the scripts take the main thread; the timeout covers tabs that do not paint (hidden).
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap');
};
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 100);
