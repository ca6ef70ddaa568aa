import { useQuery } from '@storefront/shared/api/react-query';
import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import '../../../lib/i18n';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { QueryState } from '@storefront/shared/ui/query-state';
import { categoryQueries } from '../category-queries';
import styles from '../../../components/commerce.module.css';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

export default function CategoryListPage() {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const localePath = useLocalePath();
  const categories = useQuery(categoryQueries.list(trpc));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('catalog.categoriesTitle')}</h1>
      <QueryState query={categories}>
        {(list) => (
        <ul className={styles.grid}>
          {list.map((category) => (
            <li key={category.id}>
              <article className={styles.card}>
                <div className={styles.cardMedia} style={{ height: 160 }}>
                  {category.imageUrl && <ResponsiveImage src={category.imageUrl} alt="" width={1200} height={800} sizes={CARD_IMAGE_SIZES} />}
                </div>
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>
                    <Link to={localePath('categoryDetail', { slug: category.slug })}>{category.name}</Link>
                  </h2>
                  <p className={styles.muted}>{category.description}</p>
                  <p className={styles.muted}>{t('catalog.productCount', { count: category.productCount })}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        )}
      </QueryState>
    </section>
  );
}
