import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { JobList } from '../../features/jobs/components/job-list';
import '../locales/page-texts';

export default function RecruitmentPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <header>
        <h1 className={ui.heading}>{t('jobs.title')}</h1>
        <p className={ui.lead}>{t('jobs.lead')}</p>
      </header>
      <JobList />
    </div>
  );
}
