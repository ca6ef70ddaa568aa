import { useQuery } from '@storefront/shared/api/react-query';
import { useParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import '../../../lib/i18n';
import { QueryState } from '@storefront/shared/ui/query-state';
import { categoryQueries } from '../category-queries';
import { ProductBrowser } from './product-list-page';
import styles from '../../../components/commerce.module.css';

export default function CategoryDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const category = useQuery(categoryQueries.bySlug(trpc, slug));
  return (
    <section className={styles.page}>
      <QueryState query={category} notFound={t('catalog.categoryNotFound')}>
        {(data) => (
          <>
            <h1 className={styles.title}>{data.name}</h1>
            <p className={styles.muted}>{data.description}</p>
            <ProductBrowser fixedCategory={slug} />
          </>
        )}
      </QueryState>
    </section>
  );
}
