import { useEffect } from 'react';
import { useMutation, useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Link } from '@storefront/shared/routes/router';
import { errorCodeOf } from '@storefront/shared/api/api-errors';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import ui from '../../../components/ui.module.css';
import { postQueries } from '../post-queries';
import { ShareLink } from './share-link';
import styles from './posts.module.css';
import { HERO_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

/**
 * Counts the article's view once the reader's page shows it: reading it writes nothing, and a
 * crawler that runs no script counts nothing. A view that cannot be counted is not the reader's
 * concern, so no error is shown.
 */
function useCountedView(slug: string, shown: boolean): void {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.post.recordView.mutationOptions({ meta: { silentError: true } }));
  useEffect(() => {
    if (shown) mutate({ slug });
  }, [slug, shown]);
}

/** One article. Its body is HTML the API sanitised when it was stored, so it is rendered as HTML. */
export function PostArticle({ slug }: { slug: string }) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const path = useLocalePath();
  const [locale] = useLocale();
  const query = useQuery(postQueries.bySlug(trpc, slug));
  useCountedView(slug, query.data !== undefined);

  // The page keeps its heading when there is no article to show.
  const failed = query.data === undefined && query.isError && !query.isFetching;
  const notFound = failed && errorCodeOf(query.error) === 'NOT_FOUND';
  return (
    <>
      {failed && <h1>{notFound ? t('posts.notFound') : t('posts.detailTitle')}</h1>}
      <QueryState
        query={query}
        skeleton={
          <div className={styles.loading}>
            <Skeleton width="70%" height="2.5rem" />
            <Skeleton shape="rect" height="18rem" />
            <Skeleton lines={8} />
          </div>
        }
        notFound={<Link to={path('postList')}>{t('posts.backToList')}</Link>}
      >
        {(post) => (
          <article style={{ display: 'grid', gap: 'var(--space-4)' }}>
            <nav aria-label={t('posts.breadcrumb')} className={ui.muted}>
              <Link to={path(post.kind === 'news' ? 'news' : 'postList')}>{post.kind === 'news' ? t('news.title') : t('posts.title')}</Link>
              {post.category && (
                <>
                  {' / '}
                  <Link to={`${path('postList')}?category=${encodeURIComponent(post.category.slug)}`}>{post.category.name}</Link>
                </>
              )}
            </nav>
            <h1 style={{ margin: 0 }}>{post.title}</h1>
            <div className={styles.meta}>
              <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time>
              <span>{t('posts.by', { author: post.authorName })}</span>
              <span>{t('posts.views', { count: post.viewCount })}</span>
              <ShareLink title={post.title} />
            </div>
            <ResponsiveImage className={styles.cover} src={post.coverImageUrl} alt="" width={1200} height={800} sizes={HERO_IMAGE_SIZES} priority />
            <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.content }} />
            {post.tags.length > 0 && (
              <ul className={ui.chips} aria-label={t('posts.tags')}>
                {post.tags.map((tag) => (
                  <li key={tag} className={ui.tag}>
                    #{tag}
                  </li>
                ))}
              </ul>
            )}
          </article>
        )}
      </QueryState>
    </>
  );
}
