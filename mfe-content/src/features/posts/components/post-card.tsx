import { Link } from '@storefront/shared/routes/router';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import styles from '../../../components/ui.module.css';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

export type PostCardData = RouterOutputs['post']['list']['items'][number];

export function PostCard({ post }: { post: PostCardData }) {
  const path = useLocalePath();
  const [locale] = useLocale();
  return (
    <article className={styles.card}>
      <ResponsiveImage className={styles.cardImage} src={post.coverImageUrl} alt="" width={1200} height={800} sizes={CARD_IMAGE_SIZES} />
      <div className={styles.cardBody}>
        {post.category && <span className={styles.tag}>{post.category.name}</span>}
        <h3 style={{ margin: 0 }}>
          <Link to={path('postDetail', { slug: post.slug })}>{post.title}</Link>
        </h3>
        <p className={styles.muted} style={{ margin: 0 }}>
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt, locale)}</time> · {post.authorName}
        </p>
        <p style={{ margin: 0 }}>{post.excerpt}</p>
      </div>
    </article>
  );
}
