import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../../components/card-skeletons';
import ui from '../../../components/ui.module.css';
import { jobQueries } from '../job-queries';

/** Open positions; each expands to its description and requirements. */
export function JobList() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const [locale] = useLocale();
  const query = useQuery(jobQueries.list(trpc));
  return (
    <QueryState query={query} skeleton={<CardSkeletons />} errorText={t('jobs.loadFailed')} isEmpty={(jobs) => jobs.length === 0} empty={<EmptyState title={t('jobs.empty')} />}>
      {(jobs) => (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--space-4)' }}>
          {jobs.map((job) => (
            <li key={job.id} id={job.slug} className={`${ui.card} ${ui.cardBody}`}>
              <details>
                <summary style={{ cursor: 'pointer' }}>
                  <h2 style={{ display: 'inline', fontSize: '1.2rem' }}>{job.title}</h2>
                  <div className={ui.muted}>
                    {job.department} · {job.location} · {t(`jobs.types.${job.employmentType}`, { defaultValue: job.employmentType })}
                    {job.closesAt && <> · {t('jobs.closes', { date: formatLongDate(job.closesAt, locale) })}</>}
                  </div>
                </summary>
                <p style={{ whiteSpace: 'pre-line' }}>{job.description}</p>
                {job.requirements.length > 0 && (
                  <>
                    <h3>{t('jobs.requirements')}</h3>
                    <ul>
                      {job.requirements.map((requirement) => (
                        <li key={requirement}>{requirement}</li>
                      ))}
                    </ul>
                  </>
                )}
              </details>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
