import { Price } from '@storefront/shared/ui/price';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { CatalogCard } from '../../../components/catalog-card';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';

interface ProductCardData {
  slug: string;
  name: string;
  summary: string;
  price: number;
  compareAtPrice: number | null;
  imageUrl: string;
}

function ProductCard({ product }: { product: ProductCardData }) {
  const localePath = useLocalePath();
  return (
    <CatalogCard imageUrl={product.imageUrl} imageHeight={200} name={product.name} to={localePath('productDetail', { slug: product.slug })} heading="h3">
      <p className={styles.muted}>{product.summary}</p>
      <p>
        <Price amount={product.price} />{' '}
        {product.compareAtPrice !== null && product.compareAtPrice > product.price && (
          <span className={blocks.strike}>
            <Price amount={product.compareAtPrice} />
          </span>
        )}
      </p>
    </CatalogCard>
  );
}

export function ProductGrid({ products }: { products: readonly (ProductCardData & { id: number })[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
