import { useDeferredValue, type ReactNode } from 'react';

/**
 * Part of a page that starts below the first screen. React renders it only after the rest of the
 * page has been committed and painted, so the page's largest paint (its hero) does not wait for
 * content nobody sees yet. Until then, a screen-high space keeps the footer below
 * the fold, so nothing in view moves.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const rendered = useDeferredValue(true, false);
  return rendered ? children : <div style={{ minHeight: '100vh' }} />;
}
