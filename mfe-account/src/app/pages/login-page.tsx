import { useTranslation } from '@storefront/shared/i18n/react';
import { LoginForm } from '../../features/auth/components/login-form';
import styles from './auth-page.module.css';

/** /auth/login (guest-only; the shell sends signed-in people home). */
export default function LoginPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <h1 className={styles.title}>{t('login.title')}</h1>
      <p className={styles.intro}>{t('login.intro')}</p>
      <LoginForm />
    </>
  );
}
