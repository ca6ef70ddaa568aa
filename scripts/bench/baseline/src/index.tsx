// The baseline of BENCHMARKS.md: an empty React 19 page (one heading), nothing else.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Baseline</h1>
  </main>,
);
