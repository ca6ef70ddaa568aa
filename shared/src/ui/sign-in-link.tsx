import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './sign-in-link.module.css';

/**
 * The header's link for a visitor who is not signed in. The shell shows it without loading the
 * account remote; the account team's menu shows the same link when a saved session turns out to
 * be expired, so the header looks the same either way.
 */
export function SignInLink() {
  const { t } = useTranslation('common');
  const localePath = useLocalePath();
  return (
    <Link to={localePath('login')} className={styles.signIn}>
      {t('header.signIn')}
    </Link>
  );
}
