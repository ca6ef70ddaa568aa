import { useQuery } from '@storefront/shared/api/react-query';
import { useParams } from '@storefront/shared/routes/router';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import ui from '../../components/ui.module.css';
import { CommentSection } from '../../features/comments/components/comment-section';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form';
import { PostArticle } from '../../features/posts/components/post-article';
import { PostSidebar } from '../../features/posts/components/post-sidebar';
import { postQueries } from '../../features/posts/post-queries';
import styles from './pages.module.css';
import '../locales/page-texts';

export default function PostDetailPage() {
  const { slug = '' } = useParams();
  const trpc = useTRPC();
  // The same (cached) query PostArticle shows: comments only belong under an article that exists.
  const post = useQuery(postQueries.bySlug(trpc, slug));
  return (
    <div className={styles.columns}>
      <div className={ui.page} style={{ alignContent: 'start' }}>
        <PostArticle slug={slug} />
        {post.isSuccess && <CommentSection postSlug={slug} />}
      </div>
      <PostSidebar>
        <NewsletterForm />
      </PostSidebar>
    </div>
  );
}
