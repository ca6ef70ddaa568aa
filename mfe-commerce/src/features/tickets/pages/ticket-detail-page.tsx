import { useRef } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { Link, useParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Price } from '@storefront/shared/ui/price';
import { StickyActionBar } from '@storefront/shared/ui/sticky-action-bar';
import '../../../lib/i18n';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { ticketQueries } from '../ticket-queries';
import { TicketNotes } from '../components/ticket-notes';
import styles from '../../../components/commerce.module.css';
import { UntilLoaded } from '../../../components/until-loaded';
import blocks from '../../../components/blocks.module.css';
import { HERO_IMAGE_SIZES, ResponsiveImage } from '@storefront/shared/ui/responsive-image';

export default function TicketDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const localePath = useLocalePath();
  const ticket = useQuery(ticketQueries.bySlug(trpc, slug));
  const bookAction = useRef<HTMLDivElement>(null);
  if (ticket.data === undefined) {
    return <UntilLoaded query={ticket} notFound={t('tickets.notFound')} />;
  }
  const data = ticket.data;
  const orderPath = `${localePath('orderTicket')}?ticket=${encodeURIComponent(data.slug)}`;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{data.name}</h1>
      {data.imageUrl && <ResponsiveImage src={data.imageUrl} alt="" width={1200} height={800} sizes={HERO_IMAGE_SIZES} priority className={blocks.heroImage} />}
      <p>{data.summary}</p>
      {data.description && <div dangerouslySetInnerHTML={{ __html: data.description }} />}
      {data.includes.length > 0 && (
        <>
          <h2>{t('tickets.includes')}</h2>
          <ul>
            {data.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      <table className={blocks.table}>
        <tbody>
          {data.prices.map((price) => (
            <tr key={price.audience}>
              <th scope="row">
                {t(`tickets.audience.${price.audience}`)}
                {price.label ? ` (${price.label})` : ''}
              </th>
              <td>{price.audience === 'infant' || price.price === 0 ? t('tickets.infantFree') : <Price amount={price.price} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TicketNotes />
      <div className={styles.actions} ref={bookAction}>
        <Link className={styles.buttonLink} to={orderPath}>
          {t('tickets.book')}
        </Link>
      </div>
      <StickyActionBar watch={bookAction} label={data.name}>
        <strong>{data.name}</strong>
        <Link className={styles.buttonLink} to={orderPath}>
          {t('tickets.book')}
        </Link>
      </StickyActionBar>
    </article>
  );
}
