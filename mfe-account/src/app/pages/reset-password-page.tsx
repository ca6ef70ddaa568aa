import { useEffect } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { isLocale } from '@storefront/shared/i18n/i18n';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { useSearchParams } from '@storefront/shared/routes/router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import styles from './auth-page.module.css';

/**
 * /auth/reset-password?token=…&lang=…, the link of a password reset mail. The page opens in the
 * mail's language (`lang`), which then stays the reader's choice.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const [locale, setLocale] = useLocale();
  const lang = params.get('lang');
  const token = params.get('token') ?? '';

  useEffect(() => {
    if (isLocale(lang) && lang !== locale) void setLocale(lang);
    // Only the link's language, once: a later switch by the reader is theirs.
  }, [lang]);

  return (
    <>
      <h1 className={styles.title}>{t('password.resetTitle')}</h1>
      <p className={styles.intro}>{t('password.resetIntro')}</p>
      <ResetPasswordForm token={token} />
    </>
  );
}
