/**
 * Every remote mount and fragment sits in one of these, so a remote whose files cannot be loaded
 * (or that throws while rendering) leaves the rest of the page working and offers a retry.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { handleChunkLoadError } from '@storefront/shared/startup/build-watch';
import { ErrorState } from '@storefront/shared/ui/error-state';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Called when the person presses Retry, before the children render again (e.g. forget a failed remote load). */
  onRetry?: () => void;
  /** A change (e.g. the path) clears the error, so navigating away from a broken page recovers. */
  resetKey?: unknown;
  /** Replaces the default localised fallback. */
  fallback?: (error: unknown, retry: () => void) => ReactNode;
  /** Name of the failed area, for the log. */
  name?: string;
  /** Told of each error caught (a remote's boundary reports it to the field signals). */
  onError?: (error: unknown) => void;
}

interface State {
  error: unknown;
}

function RemoteFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState message={t('errors.remoteFailed')} onRetry={retry} />;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    // New content (another page) deserves a fresh try without pressing Retry.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[error-boundary] ${this.props.name ?? 'area'} failed`, error, info.componentStack);
    this.props.onError?.(error);
    // A stale tab asking for chunks of an old build reloads instead of showing the fallback.
    handleChunkLoadError(error);
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback(error, this.retry) : <RemoteFailed retry={this.retry} />;
  }
}
