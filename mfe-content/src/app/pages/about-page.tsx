import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { AboutContent } from '../../features/about/components/about-content';
import '../locales/page-texts';

export default function AboutPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <h1 className={ui.heading}>{t('about.title')}</h1>
      <AboutContent />
    </div>
  );
}
