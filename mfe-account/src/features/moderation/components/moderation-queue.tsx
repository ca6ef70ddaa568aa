/**
 * Staff approve or reject what visitors wrote; nothing appears on the site before this.
 * Newest first; a decided item leaves the queue.
 */
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { formatDay, formatMoment } from '../../../lib/format-date';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { useModerationQueue } from '../hooks/use-moderation-queue';
import cards from '../../../components/request-cards.module.css';
import styles from './moderation-queue.module.css';

type Kind = 'comment' | 'review';

function Decision({ kind, id }: { kind: Kind; id: number }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const decide = useMutation(
    trpc.moderation.decide.mutationOptions({
      onSuccess: async (result) => {
        toast({ type: 'success', message: t(result.status === 'approved' ? 'moderation.approved' : 'moderation.rejected') });
        await queryClient.invalidateQueries({ queryKey: trpc.moderation.queue.queryKey() });
      },
    }),
  );
  const busy = decide.isPending || decide.isSuccess;
  return (
    <div className={styles.actions}>
      <Button size="small" loading={decide.isPending && decide.variables.approve} disabled={busy} onClick={() => decide.mutate({ kind, id, approve: true })}>
        {t('moderation.approve')}
      </Button>
      <Button size="small" variant="danger" loading={decide.isPending && !decide.variables.approve} disabled={busy} onClick={() => decide.mutate({ kind, id, approve: false })}>
        {t('moderation.reject')}
      </Button>
    </div>
  );
}

export function ModerationQueue() {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  const queue = useModerationQueue();

  if (queue.isPending) return <Skeleton shape="rect" height="10rem" />;
  if (queue.isError) return <ErrorState message={errorMessage(queue.error)} onRetry={() => void queue.refetch()} />;
  const { comments, reviews } = queue.data;

  return (
    <>
      <h2 className={styles.heading}>{t('moderation.comments', { count: comments.length })}</h2>
      {comments.length === 0 ? (
        <p className={styles.empty}>{t('moderation.noComments')}</p>
      ) : (
        <ul className={cards.list}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.item}>
              <p className={styles.meta}>
                {comment.anonymous || !comment.name ? t('moderation.anonymous') : comment.name}
                {comment.email && ` <${comment.email}>`} · {formatMoment(comment.createdAt, locale)}
              </p>
              <p className={styles.meta}>{t('moderation.onPost', { title: comment.postTitle })}</p>
              <p className={styles.content}>{comment.content}</p>
              <Decision kind="comment" id={comment.id} />
            </li>
          ))}
        </ul>
      )}
      <h2 className={styles.heading}>{t('moderation.reviews', { count: reviews.length })}</h2>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{t('moderation.noReviews')}</p>
      ) : (
        <ul className={cards.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.item}>
              <p className={styles.meta}>
                {review.authorName}
                {review.profession && ` · ${review.profession}`} · {t('moderation.rating', { rating: review.rating })} · {formatMoment(review.createdAt, locale)}
              </p>
              <p className={styles.meta}>
                {review.serviceType} · {t('moderation.visitDate', { date: formatDay(review.visitDate, locale) })}
              </p>
              {review.title && <strong>{review.title}</strong>}
              <p className={styles.content}>{review.content}</p>
              <Decision kind="review" id={review.id} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
