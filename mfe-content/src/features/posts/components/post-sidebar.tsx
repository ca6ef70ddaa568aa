import type { ReactNode } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Link } from '@storefront/shared/routes/router';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { QueryState } from '@storefront/shared/ui/query-state';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import ui from '../../../components/ui.module.css';
import { postQueries } from '../post-queries';
import styles from './posts.module.css';

/** Popular posts and featured categories; `children` adds boxes from other features (subscribe). */
export function PostSidebar({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const path = useLocalePath();
  const query = useQuery(postQueries.sidebar(trpc));
  return (
    <aside className={styles.sidebar} aria-label={t('posts.sidebar')}>
      <section className={ui.panel}>
        <h2 className={ui.heading}>{t('posts.popular')}</h2>
        <QueryState query={query} skeleton={<Skeleton lines={5} />} errorText={t('posts.loadFailed')}>
          {(sidebar) => (
            <ol className={styles.sideList}>
              {sidebar.popular.map((post) => (
                <li key={post.id}>
                  <Link to={path('postDetail', { slug: post.slug })}>{post.title}</Link>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </section>
      {query.data && query.data.featuredCategories.length > 0 && (
        <section className={ui.panel}>
          <h2 className={ui.heading}>{t('posts.featuredCategories')}</h2>
          <ul className={styles.sideList}>
            {query.data.featuredCategories.map((category) => (
              <li key={category.slug}>
                <Link to={`${path('postList')}?category=${encodeURIComponent(category.slug)}`}>{category.name}</Link>{' '}
                <span className={ui.muted}>({category.postCount})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {children}
    </aside>
  );
}
