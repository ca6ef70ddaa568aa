/**
 * The editors' SEO console (staff area `content`): each page with a head of its own (not detail
 * pages, whose head comes from their product, post or ticket), picked by its two addresses, and
 * its record's form with the search result and social card it makes.
 */
import { useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Select } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { seoQueries } from '../seo-queries';
import { SeoRecordForm } from './seo-record-form';
import styles from './seo-console.module.css';

export function SeoConsole() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const pages = useQuery(seoQueries.pages(trpc));
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <p>{t('seo.intro')}</p>
      <QueryState query={pages} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('seo.empty')} />}>
        {(list) => {
          const page = list.find((entry) => entry.path === chosen) ?? list[0]!;
          return (
            <div className={styles.console}>
              <Select
                label={t('seo.page')}
                value={page.path}
                onChange={(event) => setChosen(event.target.value)}
                options={list.map((entry) => ({
                  value: entry.path,
                  label: `${entry.paths.vi === entry.paths.en ? entry.paths.vi : `${entry.paths.vi} · ${entry.paths.en}`}${entry.record ? '' : ` (${t('seo.defaults')})`}`,
                }))}
              />
              {/* A new form per page (and per saved version), so it starts from that record. */}
              <SeoRecordForm key={`${page.path}:${page.record?.updatedAt ?? ''}`} page={page} />
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
