/**
 * A page's main action (book, add to cart) kept at hand at the bottom of the screen once the
 * page's own button for it has scrolled up out of view, and gone again when that button is back.
 * While it shows, the page gets room at its bottom, so the bar never covers the end of the page.
 */
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import styles from './sticky-action-bar.module.css';

/** Whether `target` has scrolled up past the top of the screen. */
function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      // Out of view below the screen (not reached yet) is not "scrolled away".
      setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

export interface StickyActionBarProps {
  /** The page's own button (or what holds it), whose leaving the screen shows the bar. */
  watch: RefObject<Element | null>;
  /** The bar's name for assistive technology, e.g. the thing it books. */
  label: string;
  children: ReactNode;
}

export function StickyActionBar({ watch, label, children }: StickyActionBarProps) {
  if (!useScrolledPast(watch)) return null;
  return (
    <div className={styles.bar} role="region" aria-label={label}>
      <div className={styles.inner}>{children}</div>
    </div>
  );
}
