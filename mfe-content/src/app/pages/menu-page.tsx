import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { MenuSections } from '../../features/menu/components/menu-sections';
import '../locales/page-texts';

export default function MenuPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <header>
        <h1 className={ui.heading}>{t('menu.title')}</h1>
        <p className={ui.lead}>{t('menu.lead')}</p>
      </header>
      <MenuSections />
    </div>
  );
}
