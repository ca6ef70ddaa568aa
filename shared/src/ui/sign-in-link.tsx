import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useRolePath } from '@storefront/shared/i18n/use-locale';
import styles from './sign-in-link.module.css';

/**
 * The header's link for a visitor who is not signed in. The shell shows it without loading the
 * remote serving sign-in; the header menu's fragment shows the same link when a saved session turns out to
 * be expired, so the header looks the same either way.
 */
export function SignInLink() {
  const { t } = useTranslation('common');
  const rolePath = useRolePath();
  return (
    <Link to={rolePath('signIn')} className={styles.signIn}>
      {t('header.signIn')}
    </Link>
  );
}
