/**
 * Shows a component that a team's remote provides, inside its own error boundary: when the
 * remote's files cannot be loaded or its code throws, only this area shows a localised fallback
 * with a retry button; the rest of the page keeps working.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const Loaded = lazyFor(cacheKey, load);
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

/** A fragment another team exposes (e.g. 'commerce/CartBadge'), placed inside this team's page. */
export function RemoteFragment({ id, props, pending }: { id: FragmentId; props?: Record<string, unknown>; pending?: ReactNode }) {
  const team = id.slice(0, id.indexOf('/')) as RemoteName;
  return (
    <RemoteMount
      fragment
      team={team}
      cacheKey={id}
      props={props}
      pending={pending}
      load={() => loadRemoteModule<{ default: ComponentType<Record<string, unknown>> }>(id).then((module) => module.default)}
    />
  );
}
