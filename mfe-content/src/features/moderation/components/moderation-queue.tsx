/**
 * Staff approve or reject what visitors wrote; nothing appears on the site before this.
 * Comments and reviews together, newest first, a page at a time; a decided item leaves the queue.
 */
import { formatDateTime, formatMediumDate } from '@storefront/shared/i18n/format-date';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { useModerationQueue } from '../hooks/use-moderation-queue';
import { moderationQueries } from '../moderation-queries';
import { pageCount, Pager, useStayInRange } from '@storefront/shared/console/pager';
import cards from '@storefront/shared/console/request-cards.module.css';
import styles from './moderation-queue.module.css';

type Kind = 'comment' | 'review';

function Decision({ kind, id }: { kind: Kind; id: number }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const decide = useMutation(
    trpc.moderation.decide.mutationOptions({
      onSuccess: async (result) => {
        toast({ type: 'success', message: t(result.status === 'approved' ? 'moderation.approved' : 'moderation.rejected') });
        await queryClient.invalidateQueries({ queryKey: moderationQueries.everyPage(trpc) });
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

type PendingItem = RouterOutputs['moderation']['queue']['items'][number];

function PendingComment({ comment }: { comment: Extract<PendingItem, { kind: 'comment' }> }) {
  const { t } = useTranslation('contentStaff');
  const [locale] = useLocale();
  return (
    <li className={styles.item}>
      <p className={styles.meta}>
        {t('moderation.kind.comment')} · {comment.anonymous || !comment.name ? t('moderation.anonymous') : comment.name}
        {comment.email && ` <${comment.email}>`} · {formatDateTime(comment.createdAt, locale)}
      </p>
      <p className={styles.meta}>{t('moderation.onPost', { title: comment.postTitle })}</p>
      <p className={styles.content}>{comment.content}</p>
      <Decision kind="comment" id={comment.id} />
    </li>
  );
}

function PendingReview({ review }: { review: Extract<PendingItem, { kind: 'review' }> }) {
  const { t } = useTranslation('contentStaff');
  const [locale] = useLocale();
  return (
    <li className={styles.item}>
      <p className={styles.meta}>
        {t('moderation.kind.review')} · {review.authorName}
        {review.profession && ` · ${review.profession}`} · {t('moderation.rating', { rating: review.rating })} · {formatDateTime(review.createdAt, locale)}
      </p>
      <p className={styles.meta}>
        {review.serviceType} · {t('moderation.visitDate', { date: formatMediumDate(review.visitDate, locale) })}
      </p>
      {review.avatarUrl && (
        // The photo is judged with the text: it becomes public only when the review is approved.
        <img className={styles.avatar} src={review.avatarUrl} alt={t('moderation.avatar', { name: review.authorName })} width={96} height={96} loading="lazy" />
      )}
      {review.title && <strong>{review.title}</strong>}
      <p className={styles.content}>{review.content}</p>
      <Decision kind="review" id={review.id} />
    </li>
  );
}

export function ModerationQueue() {
  const { t } = useTranslation('contentStaff');
  const [page, setPage] = useState(1);
  const queue = useModerationQueue(page);
  const pages = queue.data ? pageCount(queue.data.total) : undefined;
  useStayInRange(page, pages, setPage);

  // The heading counts what waits, so it stays above an empty queue too.
  return (
    <QueryState query={queue} skeleton={<Skeleton shape="rect" height="10rem" />}>
      {({ items, total }) => (
        <>
          <h2 className={styles.heading}>{t('moderation.waiting', { count: total })}</h2>
          {items.length === 0 ? (
            <p className={styles.empty}>{t('moderation.empty')}</p>
          ) : (
            <ul className={cards.list}>
              {items.map((item) =>
                item.kind === 'comment' ? <PendingComment key={`comment-${item.id}`} comment={item} /> : <PendingReview key={`review-${item.id}`} review={item} />,
              )}
            </ul>
          )}
          <Pager label={t('moderation.pages')} page={page} pages={pages ?? 1} onPage={setPage} />
        </>
      )}
    </QueryState>
  );
}
