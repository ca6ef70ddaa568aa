import { useTranslation } from '@storefront/shared/i18n/react';
import { AcceptInvitationForm } from '../../features/users/components/accept-invitation-form';
import styles from './auth-page.module.css';
import { useMailLinkToken } from './use-mail-link';

/**
 * /auth/invitation?token=…&lang=…, the link of a staff invitation mail. The page opens in the
 * language the admin chose for the invitee (`lang`), which then stays the reader's choice.
 */
export default function InvitationPage() {
  const { t } = useTranslation('account');
  const token = useMailLinkToken();

  return (
    <>
      <h1 className={styles.title}>{t('invitation.title')}</h1>
      <p className={styles.intro}>{t('invitation.intro')}</p>
      <AcceptInvitationForm token={token} />
    </>
  );
}
