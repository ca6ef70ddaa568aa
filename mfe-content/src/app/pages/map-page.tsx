import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { AreaMap } from '../../features/map/components/area-map';
import '../locales/page-texts';

export default function MapPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <header>
        <h1 className={ui.heading}>{t('map.title')}</h1>
        <p className={ui.lead}>{t('map.lead')}</p>
      </header>
      <AreaMap />
    </div>
  );
}
