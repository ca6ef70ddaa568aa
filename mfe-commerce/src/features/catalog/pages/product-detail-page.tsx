/**
 * Product detail: variant choice ("no matching variant" for a combination that does not exist),
 * specifications, video review, related and cross-sell products, combos with their savings and a
 * live countdown, and the shop's shipping, warranty and returns texts (spec §9).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { dataKeyTranslator } from '@storefront/shared/i18n/i18n';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useFeatureFlag } from '@storefront/shared/feature-flags/use-feature-flag';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import { BelowTheFold } from '@storefront/shared/ui/below-the-fold';
import { Button } from '@storefront/shared/ui/button';
import { Price } from '@storefront/shared/ui/price';
import { StickyActionBar } from '@storefront/shared/ui/sticky-action-bar';
import { youtubeEmbedUrl } from '@storefront/shared/media/youtube-embed';
import { toast } from '@storefront/shared/toast/toast-store';
import '../../../lib/i18n';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { cartStore } from '../../cart/stores/cart-store';
import { ProductGrid } from '../components/product-card';
import { productQueries } from '../product-queries';
import { matchVariant, optionGroups, timeLeft } from '../variants';
import styles from '../../../components/commerce.module.css';
import { UntilLoaded } from '../../../components/until-loaded';
import blocks from '../../../components/blocks.module.css';
import { HERO_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

function Countdown({ end }: { end: string }) {
  const { t } = useTranslation('commerce');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(end, now);
  if (!left) return <span>{t('catalog.ended')}</span>;
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${left.days > 0 ? `${left.days}d ` : ''}${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`;
  // The server's time left is seconds older than the browser's first render: React keeps the
  // served text (it would otherwise render the whole part below the fold anew, dropping a tap on
  // it), and the next tick shows the browser's.
  return (
    <span role="timer" suppressHydrationWarning>
      {t('catalog.endsIn', { time })}
    </span>
  );
}

/**
 * A YouTube review is a play button until the visitor presses it. YouTube's player is a heavy page
 * from another origin: loaded with the product, it would compete with the product's own first
 * paint, and it would tell YouTube of every visit.
 * Any other address plays as a video file, which downloads nothing until played.
 */
function VideoReview({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('commerce');
  const [playing, setPlaying] = useState(false);
  const youtube = youtubeEmbedUrl(url);
  if (!youtube) return <video className={blocks.video} src={url} controls preload="none" aria-label={title} />;
  if (!playing) {
    return (
      <button type="button" className={`${blocks.video} ${blocks.videoStart}`} onClick={() => setPlaying(true)}>
        <span aria-hidden="true">▶</span> {t('catalog.playVideo')}
      </button>
    );
  }
  return <YouTubePlayer src={`${youtube}?autoplay=1`} title={title} />;
}

/** Takes the focus from the play button it replaces, so the keyboard stays where the reader was. */
function YouTubePlayer({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => frame.current?.focus(), []);
  return <iframe ref={frame} className={blocks.video} title={title} src={src} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />;
}

export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('commerce');
  // A variant's option names come with the product: the known ones have a text, any other is
  // shown as the product names it.
  const translateData = dataKeyTranslator(i18n);
  const optionName = (name: string) => translateData(`commerce:catalog.option.${name}`, { defaultValue: name });
  const [locale] = useLocale();
  const trpc = useTRPC();
  const addToCartEnabled = useFeatureFlag('enable_add_to_cart', true);
  const product = useQuery(productQueries.bySlug(trpc, slug));
  const variants = product.data?.variants ?? [];
  const groups = useMemo(() => optionGroups(variants), [variants]);
  const [picked, setPicked] = useState<{ productId: number; options: Record<string, string> } | null>(null);
  const [quantity, setQuantity] = useState(1);
  const addToCartRow = useRef<HTMLDivElement>(null);

  // The page opens on the first variant in stock, so it shows something that can be bought from its
  // first render (the server's too); the reader's choice holds for the product it was made on.
  const firstVariant = variants.find((v) => v.inStock) ?? variants[0];
  const productId = product.data?.id;
  const selection = picked && picked.productId === productId ? picked.options : (firstVariant?.options ?? {});

  if (product.data === undefined) {
    return <UntilLoaded query={product} notFound={t('catalog.productNotFound')} />;
  }
  const data = product.data;
  const variant = variants.length > 0 ? matchVariant(variants, selection) : undefined;
  const price = variant?.price ?? data.price;
  const canAdd = variant !== undefined && variant.inStock;
  const addToCart = () => {
    if (!variant) return;
    cartStore.getState().addProduct({
      variantId: variant.id,
      productSlug: data.slug,
      name: data.name,
      variantName: variant.name,
      unitPrice: variant.price,
      quantity,
      imageUrl: data.imageUrl,
    });
    toast({ message: t('order.added'), type: 'success' });
  };

  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{data.name}</h1>
      {data.imageUrl && <ResponsiveImage src={data.imageUrl} alt="" width={1200} height={800} sizes={HERO_IMAGE_SIZES} priority className={blocks.heroImage} />}
      <p>{data.summary}</p>
      <p className={blocks.total}>
        <Price amount={price} />{' '}
        {data.compareAtPrice !== null && data.compareAtPrice > price && (
          <span className={blocks.strike}>
            <Price amount={data.compareAtPrice} />
          </span>
        )}
      </p>

      {groups.map((group) => (
        <fieldset key={group.name} className={blocks.variantGroup}>
          <legend>{optionName(group.name)}</legend>
          {group.values.map((value) => (
            <button
              key={value}
              type="button"
              className={selection[group.name] === value ? blocks.optionSelected : blocks.option}
              aria-pressed={selection[group.name] === value}
              onClick={() => setPicked({ productId: data.id, options: { ...selection, [group.name]: value } })}
            >
              {value}
            </button>
          ))}
        </fieldset>
      ))}
      {variants.length > 0 && !variant && (
        <p role="alert" className={blocks.alertDanger}>
          {t('catalog.noMatchingVariant')}
        </p>
      )}
      {variant && !variant.inStock && <p className={blocks.alertDanger}>{t('catalog.outOfStock')}</p>}

      {addToCartEnabled && (
        <div className={blocks.row} ref={addToCartRow}>
          <label htmlFor="product-quantity">{t('catalog.quantity')}</label>
          <input id="product-quantity" type="number" min={1} max={99} value={quantity} onChange={(e) => setQuantity(Math.max(1, Math.min(99, Math.trunc(Number(e.target.value)) || 1)))} style={{ width: '4rem' }} />
          <Button disabled={!canAdd} onClick={addToCart}>
            {t('catalog.addToCart')}
          </Button>
        </div>
      )}
      {addToCartEnabled && (
        <StickyActionBar watch={addToCartRow} label={data.name}>
          <span>
            <strong>{data.name}</strong> <Price amount={price} />
          </span>
          <Button disabled={!canAdd} onClick={addToCart}>
            {t('catalog.addToCart')}
          </Button>
        </StickyActionBar>
      )}

      <ul className={blocks.notes}>
        <li>{t('catalog.freeShipping')}</li>
        <li>{t('catalog.delivery')}</li>
        <li>{t('catalog.warranty')}</li>
        <li>{t('catalog.returns')}</li>
      </ul>

      <BelowTheFold>
        {data.description && <div dangerouslySetInnerHTML={{ __html: data.description }} />}

        {data.specifications.length > 0 && (
          <section>
            <h2>{t('catalog.specifications')}</h2>
            <table className={blocks.table}>
              <tbody>
                {data.specifications.map((spec) => (
                  <tr key={spec.name}>
                    <th scope="row">{spec.name}</th>
                    <td>{spec.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}

        {data.videoUrl && (
          <section>
            <h2>{t('catalog.videoReview')}</h2>
            <VideoReview url={data.videoUrl} title={t('catalog.videoReview')} />
          </section>
        )}

        {data.combos.length > 0 && (
          <section>
            <h2>{t('catalog.combos')}</h2>
            <ul className={styles.grid}>
              {data.combos.map((combo) => (
                <li key={combo.id} className={styles.card}>
                  <div className={styles.cardBody}>
                    <h3 className={styles.cardTitle}>{combo.name}</h3>
                    {combo.description && <p>{combo.description}</p>}
                    <p className={styles.muted}>{combo.items.map((item) => `${item.name} × ${item.quantity}`).join(' + ')}</p>
                    <p>
                      <Price amount={combo.price} />{' '}
                      <span className={blocks.strike}>
                        <Price amount={combo.originalPrice} />
                      </span>
                    </p>
                    <p>{t('catalog.save', { amount: formatPrice(combo.savings, locale) })}</p>
                    {combo.saleEndsAt && <Countdown end={combo.saleEndsAt} />}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        {data.related.length > 0 && (
          <section>
            <h2>{t('catalog.related')}</h2>
            <ProductGrid products={data.related} />
          </section>
        )}
        {data.crossSell.length > 0 && (
          <section>
            <h2>{t('catalog.crossSell')}</h2>
            <ProductGrid products={data.crossSell} />
          </section>
        )}
      </BelowTheFold>
    </article>
  );
}
