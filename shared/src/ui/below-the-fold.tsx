import { lazy, memo, Suspense, useEffect, useReducer, useRef, type ReactNode, type RefObject } from 'react';
import { replayTapBeforeHydration } from '@storefront/shared/startup/tap-before-hydration';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';

/** The browser's next frame after this one has been painted; at once on the server. */
const afterFirstPaint = () =>
  typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The part's wrapper, without a box of its own (global.css), so the page lays its children out as
 * before. It says "hydrating" until it has hydrated: the part hydrates after the rest of the page,
 * and React drops a tap on a part it cannot hydrate yet, so until then a tap on its buttons is kept
 * and replayed once it has (startup/tap-before-hydration.ts), and its fields take none (global.css),
 * as the page's do before the root hydrates.
 */
function Part({ children, settled, onSettled }: PartProps) {
  const hydrated = useHydrated();
  const part = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hydrated) return;
    settled.current = true;
    onSettled();
    replayTapBeforeHydration(part.current);
  }, [hydrated, settled, onSettled]);
  return (
    <div ref={part} data-below-the-fold={hydrated ? 'hydrated' : 'hydrating'}>
      {children}
    </div>
  );
}

interface PartProps {
  children: ReactNode;
  /** Whether the part has hydrated (or, in the browser's own render, mounted). */
  settled: RefObject<boolean>;
  /** Renders the part again, with the page's newest content, once it has settled. */
  onSettled: () => void;
}

// Loaded once per page load: the first page's part below the fold waits for the first paint,
// later pages render theirs at once.
const AfterFirstPaint = lazy(() => afterFirstPaint().then(() => ({ default: Part })));

/**
 * Part of a page that starts below the first screen. The server renders it with the rest, so a
 * crawler reads it and a reader sees it without our scripts. The browser renders it, or hydrates
 * what the server rendered, only after the first paint, in a task of its own: the page's largest
 * paint (its hero) and its first interaction do not wait for content nobody sees yet. Until then, a
 * screen-high space keeps the footer below the fold, so nothing in view moves.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const settled = useRef(false);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  return (
    <Boundary settled={settled} onSettled={renderAgain}>
      {children}
    </Boundary>
  );
}

/**
 * The part's Suspense boundary, which takes no update from the page until the part has settled: an
 * update reaching a boundary that still holds the server's markup makes React drop that markup and
 * render the part anew (the part waits on its first paint, so React cannot hydrate it first), and a
 * tap on it is lost. A page renders again as it hydrates whenever the browser knows more than the
 * server did (a flag, a store); the part shows that once it has settled (onSettled).
 */
const Boundary = memo(
  function Boundary({ children, settled, onSettled }: PartProps) {
    return (
      <Suspense fallback={<div style={{ minHeight: '100vh' }} />}>
        <AfterFirstPaint settled={settled} onSettled={onSettled}>
          {children}
        </AfterFirstPaint>
      </Suspense>
    );
  },
  (_previous, next) => !next.settled.current,
);
