import { useTranslation } from '@storefront/shared/i18n/react';
import ui from '../../components/ui.module.css';
import { ReviewForm } from '../../features/reviews/components/review-form';
import { ReviewList } from '../../features/reviews/components/review-list';
import '../locales/page-texts';

export default function ReviewsPage() {
  const { t } = useTranslation('content');
  return (
    <div className={ui.page}>
      <header>
        <h1 className={ui.heading}>{t('reviews.title')}</h1>
        <p className={ui.lead}>{t('reviews.lead')}</p>
      </header>
      <ReviewList />
      <section className={ui.panel} aria-labelledby="review-form-title">
        <h2 id="review-form-title" className={ui.heading}>
          {t('reviews.form.title')}
        </h2>
        <p className={ui.muted}>{t('reviews.form.moderationNote')}</p>
        <ReviewForm />
      </section>
    </div>
  );
}
