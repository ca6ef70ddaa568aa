import { useQuery } from '@storefront/shared/api/react-query';
import { useParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import '../../../lib/i18n';
import { queryFallback } from '../../../components/query-state';
import { ProductBrowser } from './product-list-page';
import styles from '../../../components/commerce.module.css';

export default function CategoryDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const category = useQuery(trpc.category.bySlug.queryOptions({ slug }));
  const fallback = queryFallback(category, { notFound: t('catalog.categoryNotFound') });
  if (fallback) return <section className={styles.page}>{fallback}</section>;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{category.data!.name}</h1>
      <p className={styles.muted}>{category.data!.description}</p>
      <ProductBrowser fixedCategory={slug} />
    </section>
  );
}
