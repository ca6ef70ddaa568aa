/** Articles or news, newest first, filtered by category (`?category=`) and paged (`?page=`). */
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Link, useSearchParams } from '@storefront/shared/routes/router';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Pagination, pageFromSearch } from '../../../components/pagination';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../../components/card-skeletons';
import styles from '../../../components/ui.module.css';
import { postQueries } from '../post-queries';
import { PostCard } from './post-card';

const PAGE_SIZE = 9;

export function PostList({ kind }: { kind: 'article' | 'news' }) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [search] = useSearchParams();
  const categorySlug = search.get('category') ?? undefined;
  const page = pageFromSearch(search);
  const query = useQuery(postQueries.list(trpc, { kind, categorySlug, page, pageSize: PAGE_SIZE }));
  return (
    <QueryState
      query={query}
      skeleton={<CardSkeletons />}
      errorText={t('posts.loadFailed')}
      isEmpty={(data) => data.items.length === 0}
      empty={<EmptyState title={t('posts.empty')} />}
    >
      {(data) => (
        <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
          <ul className={styles.grid}>
            {data.items.map((post) => (
              <li key={post.id} style={{ display: 'grid' }}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} />
        </div>
      )}
    </QueryState>
  );
}

/** Category chips over the list; "All" clears the filter. */
export function PostCategoryFilter() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [search] = useSearchParams();
  const current = search.get('category');
  const { data } = useQuery(postQueries.sidebar(trpc));
  if (!data || data.featuredCategories.length === 0) return null;
  return (
    <nav aria-label={t('posts.categories')}>
      <ul className={styles.chips}>
        <li>
          <Link to="?" className={styles.chip} aria-current={current ? undefined : 'page'}>
            {t('posts.allCategories')}
          </Link>
        </li>
        {data.featuredCategories.map((category) => (
          <li key={category.slug}>
            <Link to={`?category=${encodeURIComponent(category.slug)}`} className={styles.chip} aria-current={current === category.slug ? 'page' : undefined}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
