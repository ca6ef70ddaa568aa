import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import '../../../lib/i18n';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { QueryState } from '@storefront/shared/ui/query-state';
import { categoryQueries } from '../category-queries';
import styles from '../../../components/commerce.module.css';
import { CatalogCard } from '../../../components/catalog-card';

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
              <CatalogCard imageUrl={category.imageUrl} imageHeight={160} name={category.name} to={localePath('categoryDetail', { slug: category.slug })} heading="h2">
                <p className={styles.muted}>{category.description}</p>
                <p className={styles.muted}>{t('catalog.productCount', { count: category.productCount })}</p>
              </CatalogCard>
            </li>
          ))}
        </ul>
        )}
      </QueryState>
    </section>
  );
}
