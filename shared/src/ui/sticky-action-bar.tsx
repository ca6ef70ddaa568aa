/**
 * A page's main action (book, add to cart) kept at hand at the bottom of the screen once the
 * page's own button for it has scrolled up out of view, and gone again when that button is back.
 * While it shows, the page gets room at its bottom, so the bar never covers the end of the page.
 */
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import styles from './sticky-action-bar.module.css';

/**
 * Whether `target` has scrolled up past the top of the screen. Read on every scroll rather than
 * with an IntersectionObserver: a jump from below the screen to above it (the End key, a link to
 * the page's end) crosses the screen without intersecting it, and an observer reports nothing.
 */
function useScrolledPast(target: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const update = () => {
      const { bottom, height } = element.getBoundingClientRect();
      // Nothing laid out (a hidden page, a document without layout) has not scrolled anywhere.
      setPast(height > 0 && bottom <= 0);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
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
