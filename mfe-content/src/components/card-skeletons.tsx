/** The loading shape of a grid of cards: a picture and three lines each. */
import { Skeleton } from '@storefront/shared/ui/skeleton';
import styles from './ui.module.css';

export function CardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <Skeleton shape="rect" height="10rem" />
          <div className={styles.cardBody}>
            <Skeleton lines={3} />
          </div>
        </div>
      ))}
    </div>
  );
}
