import { useTranslation } from '@storefront/shared/i18n/react';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import styles from './auth-page.module.css';

/** /auth/forgot-password (guest-only, like the sign-in page that links to it). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <h1 className={styles.title}>{t('password.forgotTitle')}</h1>
      <p className={styles.intro}>{t('password.forgotIntro')}</p>
      <ForgotPasswordForm />
    </>
  );
}
