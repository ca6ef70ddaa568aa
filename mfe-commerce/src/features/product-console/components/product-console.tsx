/**
 * The admins' product console: every product, hidden ones too, with its card (texts in both
 * languages, category, image, price and sale price, shown or hidden), each option's price and
 * stock, and on demand its related and cross-sell products. Only the catalog area's roles see the
 * section; the API refuses everyone else.
 */
import { useQuery } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { Disclosure } from '@storefront/shared/console/disclosure';
import { productQueries } from '../product-queries';
import { ProductForm } from './product-form';
import { RelationsForm } from './relations-form';
import { VariantForm } from './variant-form';
import styles from './product-console.module.css';

export function ProductConsole() {
  const { t, i18n } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const catalog = useQuery(productQueries.console(trpc));
  const english = i18n.language === 'en';
  return (
    <QueryState query={catalog} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={({ products }) => products.length === 0} empty={<EmptyState title={t('products.empty')} />}>
      {({ products, categories, images }) => (
        <ul className={styles.list}>
          {products.map((product) => (
            <li key={product.id} className={styles.item}>
              <h2 className={styles.name}>
                {(english && product.name.en) || product.name.vi} {!product.isActive && <span className={styles.hidden}>({t('products.hiddenBadge')})</span>}
              </h2>
              {/* Keyed by the saved prices and state, so a save refills the form with what was stored. */}
              <ProductForm key={`${product.slug}-${product.price}-${product.salePrice}-${product.isActive}`} product={product} categories={categories} images={images} />
              <h3 className={styles.options}>{t('products.options')}</h3>
              {product.variants.map((variant) => (
                <VariantForm key={`${variant.id}-${variant.price}-${variant.onHand}`} variant={variant} />
              ))}
              <Disclosure
                id={`product-${product.id}-relations`}
                label={t('relations.open', { count: product.related.length + product.crossSell.length })}
                title={t('relations.title', { name: (english && product.name.en) || product.name.vi })}
              >
                {/* Keyed by the saved lists, so a save refills the form with what was stored. */}
                {() => <RelationsForm key={`${product.related.join()}-${product.crossSell.join()}`} product={product} products={products} />}
              </Disclosure>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
