import { useEffect } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { isLocale } from '@storefront/shared/i18n/i18n';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { useSearchParams } from '@storefront/shared/routes/router';
import { AcceptInvitationForm } from '../../features/users/components/accept-invitation-form';
import styles from './auth-page.module.css';

/**
 * /auth/invitation?token=…&lang=…, the link of a staff invitation mail. The page opens in the
 * language the admin chose for the invitee (`lang`), which then stays the reader's choice.
 */
export default function InvitationPage() {
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
      <h1 className={styles.title}>{t('invitation.title')}</h1>
      <p className={styles.intro}>{t('invitation.intro')}</p>
      <AcceptInvitationForm token={token} />
    </>
  );
}
