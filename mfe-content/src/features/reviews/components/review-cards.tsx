import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import ui from '../../../components/ui.module.css';
import type { ReviewList } from './review-list';
import styles from './review-cards.module.css';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';

/**
 * Review cards, a module of their own: the home page shows them without the reviews page's
 * filter, summary and pagination.
 */
export function ReviewCards({ reviews }: { reviews: ReviewList['items'] }) {
  const { t } = useTranslation('content');
  const [locale] = useLocale();
  return (
    <ul className={ui.grid}>
      {reviews.map((review) => (
        <li key={review.id} className={`${ui.card} ${styles.review}`}>
          <div className={styles.author}>
            {review.avatarUrl ? <ResponsiveImage className={styles.avatar} src={review.avatarUrl} alt="" width={48} height={48} sizes="48px" /> : <span className={styles.avatar} aria-hidden="true" />}
            <div>
              <strong>{review.authorName}</strong>
              {review.profession && <div className={ui.muted}>{review.profession}</div>}
            </div>
          </div>
          <div className={styles.rating} role="img" aria-label={t('reviews.stars', { count: review.rating })}>
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)}
          </div>
          {review.title && <h3 style={{ margin: 0, fontSize: '1.05rem' }}>{review.title}</h3>}
          <p className={styles.content}>{review.content}</p>
          <p className={ui.muted} style={{ margin: 0 }}>
            {t(`reviews.serviceTypes.${review.serviceType}`, { defaultValue: review.serviceType })} · {t('reviews.visited', { date: formatLongDate(review.visitDate, locale) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
