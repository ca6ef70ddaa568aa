import { useTranslation } from '@storefront/shared/i18n/react';
import { RegisterForm } from '../../features/auth/components/register-form';
import styles from './auth-page.module.css';

/** /auth/register */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <h1 className={styles.title}>{t('register.title')}</h1>
      <p className={styles.intro}>{t('register.intro')}</p>
      <RegisterForm />
    </>
  );
}
