/**
 * The admins' category console: every category in the order visitors see them, with how many
 * products it holds and where it sits, a form to rename, move, picture, place or delete it, and
 * the form that adds one. Only the catalog area's roles see the section; the API refuses everyone else.
 */
import { useQuery } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { Disclosure, NewItemDisclosure } from '@storefront/shared/console/disclosure';
import { categoryQueries } from '../category-queries';
import { CategoryForm, type ConsoleCategory } from './category-form';
import styles from '@storefront/shared/console/console.module.css';

function CategoryItem({ category, categories, images }: { category: ConsoleCategory; categories: ConsoleCategory[]; images: string[] }) {
  const { t, i18n } = useTranslation('commerceStaff');
  const nameOf = (which: ConsoleCategory) => (i18n.language === 'en' && which.name.en) || which.name.vi;
  const parent = categories.find((other) => other.id === category.parentId);
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>{nameOf(category)}</h2>
      <p className={styles.meta}>
        {t('categories.products', { count: category.productCount })}
        {parent && ` · ${t('categories.under', { parent: nameOf(parent) })}`}
      </p>
      <Disclosure id={`category-${category.id}-edit`} label={t('categories.edit')} title={t('categories.editTitle', { name: category.name.vi })}>
        {/* Keyed by what was saved, so a save refills the form with it. */}
        {() => <CategoryForm key={JSON.stringify(category)} category={category} categories={categories} images={images} />}
      </Disclosure>
    </li>
  );
}

export function CategoryConsole() {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const list = useQuery(categoryQueries.console(trpc));
  return (
    <>
      <p className={styles.intro}>{t('categories.intro')}</p>
      <QueryState query={list} skeleton={<Skeleton shape="rect" height="10rem" />}>
        {({ categories, images }) => (
          <>
            <NewItemDisclosure id="category-new" label={t('categories.new')} title={t('categories.newTitle')}>
              {(made) => <CategoryForm categories={categories} images={images} onCreated={made} />}
            </NewItemDisclosure>
            {categories.length === 0 ? (
              <EmptyState title={t('categories.empty')} />
            ) : (
              <ul className={styles.list}>
                {categories.map((category) => (
                  <CategoryItem key={category.id} category={category} categories={categories} images={images} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
