import { useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { COMMENT_PAGE_SIZE } from '@storefront/shared/contracts/request-limits';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { QueryState } from '@storefront/shared/ui/query-state';
import ui from '../../../components/ui.module.css';
import { commentQueries } from '../comment-queries';
import { CommentForm } from './comment-form';
import styles from './comments.module.css';

type CommentNode = RouterOutputs['comment']['list']['items'][number];

/** Approved comments as a thread, a page at a time, and the form to add one. */
export function CommentSection({ postSlug }: { postSlug: string }) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const query = useQuery(commentQueries.list(trpc, postSlug, page));
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / COMMENT_PAGE_SIZE));
  return (
    <section aria-labelledby="comments-title" style={{ display: 'grid', gap: 'var(--space-6)' }}>
      <h2 id="comments-title" className={ui.heading}>
        {query.data ? t('comments.titleWithCount', { count: query.data.total }) : t('comments.title')}
      </h2>
      <QueryState
        query={query}
        errorText={t('comments.loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={t('comments.empty')} />}
        skeleton={<p className={ui.muted}>{t('comments.loading')}</p>}
      >
        {(data) => <CommentThread comments={data.items} postSlug={postSlug} />}
      </QueryState>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('comments.pages')}>
          <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('comments.previous')}
          </Button>
          <span aria-current="page">{t('comments.page', { page, pages })}</span>
          <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('comments.next')}
          </Button>
        </nav>
      )}
      <div className={ui.panel}>
        <h3 className={ui.heading}>{t('comments.write')}</h3>
        <CommentForm postSlug={postSlug} />
      </div>
    </section>
  );
}

function CommentThread({ comments, postSlug, nested = false }: { comments: CommentNode[]; postSlug: string; nested?: boolean }) {
  return (
    <ul className={nested ? styles.replies : styles.thread}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <CommentItem comment={comment} postSlug={postSlug} />
        </li>
      ))}
    </ul>
  );
}

function CommentItem({ comment, postSlug }: { comment: CommentNode; postSlug: string }) {
  const { t } = useTranslation('content');
  const [locale] = useLocale();
  const [replying, setReplying] = useState(false);
  const author = comment.anonymous || !comment.name ? t('comments.anonymousAuthor') : comment.name;
  return (
    <article className={styles.comment} aria-label={t('comments.by', { author })}>
      <p style={{ margin: 0 }}>
        <span className={styles.author}>{author}</span> · <time className={ui.muted} dateTime={comment.createdAt}>{formatLongDate(comment.createdAt, locale)}</time>
      </p>
      {/* Rendered as text: whatever markup a visitor typed is shown, never run. */}
      <p className={styles.content}>{comment.content}</p>
      {replying ? (
        <CommentForm postSlug={postSlug} parentId={comment.id} onDone={() => setReplying(false)} onCancel={() => setReplying(false)} />
      ) : (
        <Button variant="ghost" size="small" onClick={() => setReplying(true)} aria-label={t('comments.replyTo', { author })}>
          {t('comments.reply')}
        </Button>
      )}
      {comment.replies.length > 0 && <CommentThread comments={comment.replies} postSlug={postSlug} nested />}
    </article>
  );
}
