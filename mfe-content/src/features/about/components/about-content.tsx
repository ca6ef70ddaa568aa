import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { CardSkeletons } from '../../../components/card-skeletons';
import ui from '../../../components/ui.module.css';
import styles from './about.module.css';
import { aboutQueries } from '../about-queries';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';

/** Mission, vision, values, team and milestones, as the database tells them. */
export function AboutContent() {
  const { t } = useTranslation('content');
  const trpc = useTRPC();
  const query = useQuery(aboutQueries.page(trpc));
  return (
    <QueryState query={query} skeleton={<CardSkeletons />} errorText={t('about.loadFailed')} isEmpty={(about) => !about.mission} empty={<EmptyState />}>
      {(about) => (
        <div className={ui.page}>
          {about.intro && <p className={ui.lead}>{about.intro}</p>}
          <div className={ui.formRow}>
            <section className={ui.panel}>
              <h2 className={ui.heading}>{t('about.mission')}</h2>
              <p>{about.mission}</p>
            </section>
            <section className={ui.panel}>
              <h2 className={ui.heading}>{t('about.vision')}</h2>
              <p>{about.vision}</p>
            </section>
          </div>
          {about.values?.length > 0 && (
            <section>
              <h2 className={ui.heading}>{t('about.values')}</h2>
              <ul className={ui.grid}>
                {about.values.map((value) => (
                  <li key={value.title} className={`${ui.card} ${ui.cardBody}`}>
                    <h3 style={{ margin: 0 }}>{value.title}</h3>
                    <p style={{ margin: 0 }}>{value.text}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {about.team?.length > 0 && (
            <section>
              <h2 className={ui.heading}>{t('about.team')}</h2>
              <ul className={ui.grid}>
                {about.team.map((member) => (
                  <li key={member.name} className={`${ui.card} ${styles.member}`}>
                    <ResponsiveImage src={member.imageUrl} alt="" width={96} height={96} sizes="96px" className={styles.portrait} />
                    <strong>{member.name}</strong>
                    <span className={ui.muted}>{member.role}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {about.milestones?.length > 0 && (
            <section>
              <h2 className={ui.heading}>{t('about.milestones')}</h2>
              <ol className={styles.timeline}>
                {about.milestones.map((milestone) => (
                  <li key={`${milestone.year}-${milestone.title}`}>
                    <span className={styles.year}>{milestone.year}</span>
                    <div>
                      <h3 style={{ margin: 0 }}>{milestone.title}</h3>
                      <p style={{ margin: 0 }}>{milestone.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}
