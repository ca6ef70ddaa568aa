/** Beside the moderation section's name in the dashboard menu: how many comments and reviews wait for a decision. */
import { usePendingModerationCount } from '../hooks/use-moderation-queue';
import styles from './pending-count.module.css';

export function PendingModerationCount() {
  const count = usePendingModerationCount();
  if (!count) return null;
  return <span className={styles.count}>{count}</span>;
}
