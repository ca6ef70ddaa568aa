/**
 * Shows a component that a team's remote provides, inside its own error boundary: when the
 * remote's files cannot be loaded or its code throws, only this area shows a localised fallback
 * with a retry button; the rest of the page keeps working.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { FragmentId } from '@storefront/shared/federation/remote-contract';
import { loadRemoteModule } from '@storefront/shared/federation/remote-loader';
import type { RemoteName } from '@storefront/shared/routes/route-table';
import { ErrorBoundary } from '@storefront/shared/ui/error-boundary';
import styles from './remote-mount.module.css';

type Load = () => Promise<ComponentType<Record<string, unknown>>>;

// A lazy component per key, kept only while it works, so revisiting a page renders at once and
// a retry after a failure really loads again.
const lazyComponents = new Map<string, ComponentType<Record<string, unknown>>>();

function lazyFor(key: string, load: Load) {
  let component = lazyComponents.get(key);
  if (!component) {
    component = lazy(() =>
      load().then(
        (loaded) => ({ default: loaded }),
        (error: unknown) => {
          lazyComponents.delete(key);
          throw error;
        },
      ),
    );
    lazyComponents.set(key, component);
  }
  return component;
}

// Fragments around the page (the header's) load once the page's own remote has loaded, or after
// a short while on pages without one: on a slow phone the content gets the bandwidth and the main
// thread first (issue 8).
const AROUND_PAGE_DELAY_MS = 1500;
let pageLoadSettled!: () => void;
const pageLoaded = new Promise<void>((resolve) => {
  pageLoadSettled = resolve;
});
const afterPage = () => Promise.race([pageLoaded, new Promise<void>((resolve) => setTimeout(resolve, AROUND_PAGE_DELAY_MS))]);

function FragmentFailure({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={styles.fragmentRetry} onClick={retry} title={t('errors.remoteFailed')}>
      {t('errors.retry')}
    </button>
  );
}

export interface RemoteMountProps {
  /** The team whose code renders here; marks the area with data-boundary. */
  team: RemoteName;
  /** Identifies what is loaded (e.g. 'commerce/routes#productList'). */
  cacheKey: string;
  load: Load;
  props?: Record<string, unknown>;
  /** Shown while the code loads. */
  pending?: ReactNode;
  /** A fragment inside someone else's page (small fallback) rather than a whole page. */
  fragment?: boolean;
}

export function RemoteMount({ team, cacheKey, load, props, pending = null, fragment = false }: RemoteMountProps) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyFor(cacheKey, fragment ? load : () => load().finally(pageLoadSettled));
  const Tag = fragment ? 'span' : 'div';
  return (
    <Tag data-boundary={team} className={fragment ? styles.fragment : undefined}>
      <ErrorBoundary
        name={cacheKey}
        resetKey={cacheKey}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={fragment ? (_error, retry) => <FragmentFailure retry={retry} /> : undefined}
      >
        <Suspense key={attempt} fallback={pending}>
          <Loaded {...props} />
        </Suspense>
      </ErrorBoundary>
    </Tag>
  );
}

export interface RemoteFragmentProps {
  id: FragmentId;
  props?: Record<string, unknown>;
  pending?: ReactNode;
  /** Around the page rather than in it (the header): loads after the page's own remote. */
  aroundPage?: boolean;
}

/** A fragment another team exposes (e.g. 'commerce/CartBadge'), placed inside this team's page. */
export function RemoteFragment({ id, props, pending, aroundPage = false }: RemoteFragmentProps) {
  const team = id.slice(0, id.indexOf('/')) as RemoteName;
  const load = async () => {
    if (aroundPage) await afterPage();
    return (await loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(id)).default;
  };
  return <RemoteMount fragment team={team} cacheKey={id} props={props} pending={pending} load={load} />;
}
