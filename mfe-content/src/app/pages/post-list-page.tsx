import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { PostCategoryFilter, PostList } from '../../features/posts/components/post-list';
import { PostSidebar } from '../../features/posts/components/post-sidebar';
import styles from './pages.module.css';
import '../locales/page-texts';

export default function PostListPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <header>
        <h1 className={ui.heading}>{t('posts.title')}</h1>
        <p className={ui.lead}>{t('posts.lead')}</p>
      </header>
      <div className={styles.columns}>
        <div style={{ display: 'grid', gap: 'var(--space-6)', alignContent: 'start' }}>
          <PostCategoryFilter />
          <PostList kind="article" />
        </div>
        <PostSidebar>
          <NewsletterForm />
        </PostSidebar>
      </div>
    </div>
  );
}
