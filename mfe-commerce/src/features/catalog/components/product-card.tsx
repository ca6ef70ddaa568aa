import { Link } from '@storefront/shared/routes/router';
import { Price } from '@storefront/shared/ui/price';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

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
    <article className={styles.card}>
      <div className={styles.cardMedia} style={{ height: 200 }}>
        {product.imageUrl && <ResponsiveImage src={product.imageUrl} alt="" width={1200} height={800} sizes={CARD_IMAGE_SIZES} />}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link to={localePath('productDetail', { slug: product.slug })}>{product.name}</Link>
        </h3>
        <p className={styles.muted}>{product.summary}</p>
        <p>
          <Price amount={product.price} />{' '}
          {product.compareAtPrice !== null && product.compareAtPrice > product.price && (
            <span className={blocks.strike}>
              <Price amount={product.compareAtPrice} />
            </span>
          )}
        </p>
      </div>
    </article>
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
