import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { GalleryGrid } from '../../features/gallery/components/gallery-grid';
import '../locales/page-texts';

export default function GalleryPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <header>
        <h1 className={ui.heading}>{t('gallery.title')}</h1>
        <p className={ui.lead}>{t('gallery.lead')}</p>
      </header>
      <GalleryGrid />
    </div>
  );
}
