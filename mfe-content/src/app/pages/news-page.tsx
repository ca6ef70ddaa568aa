import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { PostList } from '../../features/posts/components/post-list';
import '../locales/page-texts';

export default function NewsPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <header>
        <h1 className={ui.heading}>{t('news.title')}</h1>
        <p className={ui.lead}>{t('news.lead')}</p>
      </header>
      <PostList kind="news" />
    </div>
  );
}
