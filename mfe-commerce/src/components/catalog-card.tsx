import type { ReactNode } from 'react';
import { Link } from '@storefront/shared/routes/router';
import { CARD_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';
import styles from './commerce.module.css';

/**
 * A card of the catalogue's lists (products, categories, services): a picture band of the list's
 * height, the name linking to the item's page, then what that list says of the item.
 */
export function CatalogCard({ imageUrl, imageHeight, name, to, heading: Heading, children }: { imageUrl: string | null; imageHeight: number; name: string; to: string; heading: 'h2' | 'h3'; children: ReactNode }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia} style={{ height: imageHeight }}>
        {imageUrl && <ResponsiveImage src={imageUrl} alt="" width={1200} height={800} sizes={CARD_IMAGE_SIZES} />}
      </div>
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link to={to}>{name}</Link>
        </Heading>
        {children}
      </div>
    </article>
  );
}
