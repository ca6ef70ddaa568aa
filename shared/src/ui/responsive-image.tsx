/**
 * An image in the size the page shows it: for an address with responsive variants
 * (media/image-variants), a <picture> offering AVIF and WebP in every width, then the original;
 * the browser takes the smallest file that fills `sizes` at the screen's density. width and
 * height give the box its shape before the file arrives, so nothing moves when it does.
 * Any other address is a plain <img>.
 */
import { HERO_IMAGE_SIZES, imageVariants, MODERN_FORMATS, variantSrcSet } from '../media/image-variants';

export { HERO_IMAGE_SIZES };

/** `sizes` of a card's image in a card grid: one column on a phone, two on a tablet, and about a third of the page above. */
export const CARD_IMAGE_SIZES = '(max-width: 36rem) calc(100vw - 2rem), (max-width: 60rem) 50vw, 24rem';

interface ResponsiveImageProps {
  src: string;
  /** Empty for a picture that only decorates what its text already says. */
  alt: string;
  /** The shape the box takes before the file arrives; CSS may scale it, keeping the ratio. */
  width: number;
  height: number;
  /** How wide the image shows, as in <img sizes>. */
  sizes: string;
  /** The page's largest image, seen at once: fetched first and at high priority. Every other image loads when it nears the screen. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className }: ResponsiveImageProps) {
  const variants = imageVariants(src);
  const image = (
    <img
      src={src}
      srcSet={variants?.fallbackExtension && variantSrcSet(variants.base, variants.fallbackExtension)}
      sizes={variants ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
  if (!variants) return image;
  return (
    // display: contents leaves the <img> where the page's CSS expects it, as if the <picture> were not there.
    <picture style={{ display: 'contents' }}>
      {MODERN_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(variants.base, format)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
