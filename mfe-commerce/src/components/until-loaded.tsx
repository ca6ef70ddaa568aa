/**
 * What a page about one thing (a product, a ticket, an order) shows until that thing is here: the
 * loading skeleton, the failure with Retry, or "not found". The page renders itself once
 * `query.data` has arrived.
 */
import { QueryState, type QueryStateProps } from '@storefront/shared/ui/query-state';
import styles from './commerce.module.css';

export function UntilLoaded<T, E>(props: Omit<QueryStateProps<T, E>, 'children'>) {
  return (
    <section className={styles.page}>
      <QueryState {...props}>{() => null}</QueryState>
    </section>
  );
}
