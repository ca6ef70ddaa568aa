/** Products with search, category filter, sort and pages, all kept in the URL. */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@storefront/shared/api/react-query';
import { useSearchParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { productSorts } from '@storefront/shared/contracts/vocabulary';
import { Button } from '@storefront/shared/ui/button';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import '../../../lib/i18n';
import { QueryState } from '@storefront/shared/ui/query-state';
import { categoryQueries } from '../category-queries';
import { productQueries } from '../product-queries';
import { ProductGrid } from '../components/product-card';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';

const PAGE_SIZE = 12;

export function ProductBrowser({ fixedCategory }: { fixedCategory?: string }) {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const sortParam = search.get('sort');
  const sort = (productSorts as readonly string[]).includes(sortParam ?? '') ? (sortParam as (typeof productSorts)[number]) : 'featured';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const categorySlug = fixedCategory ?? (search.get('category') || undefined);
  const [draft, setDraft] = useState(q);
  const categories = useQuery({ ...categoryQueries.list(trpc), enabled: !fixedCategory });
  const products = useQuery({
    ...productQueries.list(trpc, { q: q || undefined, sort, page, pageSize: PAGE_SIZE, categorySlug }),
    placeholderData: keepPreviousData,
  });
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next);
  };
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PAGE_SIZE)) : 1;
  return (
    <>
      <form
        role="search"
        className={blocks.toolbar}
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: draft.trim() || undefined });
        }}
      >
        <TextField label={t('catalog.search')} type="search" name="q" value={draft} placeholder={t('catalog.searchPlaceholder')} onChange={(event) => setDraft(event.target.value)} />
        <Button type="submit">{t('catalog.search')}</Button>
        {!fixedCategory && (
          <Select
            label={t('catalog.category')}
            value={categorySlug ?? ''}
            onChange={(event) => update({ category: event.target.value || undefined })}
            options={[{ value: '', label: t('catalog.allCategories') }, ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name }))]}
          />
        )}
        <Select
          label={t('catalog.sort')}
          value={sort}
          onChange={(event) => update({ sort: event.target.value })}
          options={productSorts.map((value) => ({ value, label: t(`catalog.sorts.${value}`) }))}
        />
      </form>
      <QueryState query={products} isEmpty={(result) => result.items.length === 0} empty={<EmptyState title={t('catalog.noProducts')} />}>
        {(result) => (
          <>
            <p className={styles.muted}>{t('catalog.results', { count: result.total })}</p>
            <ProductGrid products={result.items} />
            <nav className={blocks.pager} aria-label={t('catalog.pageOf', { page, pages })}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                {t('catalog.previous')}
              </Button>
              <span>{t('catalog.pageOf', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                {t('catalog.next')}
              </Button>
            </nav>
          </>
        )}
      </QueryState>
    </>
  );
}

export default function ProductListPage() {
  const { t } = useTranslation('commerce');
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('catalog.productsTitle')}</h1>
      <ProductBrowser />
    </section>
  );
}
