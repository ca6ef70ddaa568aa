/** Hotline and contact email come from the site settings in the database, never from the bundle. */
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { QueryState } from '@storefront/shared/ui/query-state';

export function SiteContact() {
  const { t } = useTranslation('common');
  const trpc = useTRPC();
  const query = useQuery(trpc.page.contact.queryOptions());
  return (
    <QueryState query={query}>
      {(data) => (
        <address style={{ fontStyle: 'normal' }}>
          <p>
            {t('footer.hotline')}: <a href={`tel:${data.hotline.replace(/\s+/g, '')}`}>{data.hotline}</a>
          </p>
          <p>
            {t('footer.email')}: <a href={`mailto:${data.email}`}>{data.email}</a>
          </p>
          {data.address && <p>{data.address}</p>}
        </address>
      )}
    </QueryState>
  );
}
