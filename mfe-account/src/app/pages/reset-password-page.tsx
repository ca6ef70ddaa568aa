import { useTranslation } from '@storefront/shared/i18n/react';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import styles from './auth-page.module.css';
import { useMailLinkToken } from './use-mail-link';

/**
 * /auth/reset-password?token=…&lang=…, the link of a password reset mail. The page opens in the
 * mail's language (`lang`), which then stays the reader's choice.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const token = useMailLinkToken();

  return (
    <>
      <h1 className={styles.title}>{t('password.resetTitle')}</h1>
      <p className={styles.intro}>{t('password.resetIntro')}</p>
      <ResetPasswordForm token={token} />
    </>
  );
}
