import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Link } from '@storefront/shared/routes/router';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { QueryState } from '@storefront/shared/ui/query-state';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import ui from '../../../components/ui.module.css';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { contactQueries } from '../contact-queries';

/** Hotline, email, address and opening hours from the site settings, where to find us and the social networks. */
export function ContactDetails() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const path = useLocalePath();
  const query = useQuery(contactQueries.details(trpc));
  return (
    <section className={ui.panel} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className={ui.heading}>
        {t('contact.details')}
      </h2>
      <QueryState query={query} errorText={t('contact.loadFailed')} skeleton={<Skeleton lines={4} />}>
        {(contact) => (
          <dl style={{ margin: 0, display: 'grid', gap: 'var(--space-2)' }}>
            <dt>{t('contact.hotline')}</dt>
            <dd style={{ margin: 0 }}>
              <a className={ui.link} href={`tel:${contact.hotline.replace(/\s+/g, '')}`}>{contact.hotline}</a>
            </dd>
            <dt>{t('contact.email')}</dt>
            <dd style={{ margin: 0 }}>
              <a className={ui.link} href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            {contact.address && (
              <>
                <dt>{t('contact.address')}</dt>
                <dd style={{ margin: 0 }}>{contact.address}</dd>
              </>
            )}
            <dt>{t('contact.openingHours')}</dt>
            <dd style={{ margin: 0 }}>{contact.openingHours || t('home.openingHoursValue')}</dd>
            {typeof contact.lat === 'number' && typeof contact.lng === 'number' && (
              <>
                <dt>{t('contact.findUs')}</dt>
                <dd className={ui.chips}>
                  <Link className={ui.link} to={path('map')}>
                    {t('contact.areaMap')}
                  </Link>
                  <a className={ui.link} href={`https://www.openstreetmap.org/?mlat=${contact.lat}&mlon=${contact.lng}#map=15/${contact.lat}/${contact.lng}`} target="_blank" rel="noreferrer">
                    {t('contact.openInMaps')} ({contact.lat.toFixed(4)}, {contact.lng.toFixed(4)})
                  </a>
                </dd>
              </>
            )}
            {contact.socials.length > 0 && (
              <>
                <dt>{t('contact.socials')}</dt>
                <dd className={ui.chips}>
                  {contact.socials.map((social) => (
                    <a key={social.url} className={ui.link} href={social.url} target="_blank" rel="noreferrer">
                      {social.name}
                    </a>
                  ))}
                </dd>
              </>
            )}
          </dl>
        )}
      </QueryState>
    </section>
  );
}
