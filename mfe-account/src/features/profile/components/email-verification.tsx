/**
 * Whether the account's email is confirmed, with "send the link again". Guest orders placed with
 * the email join the account only once it is (order.mine). The mailed link lands on
 * /dashboard?verified=1 (or 0 when it was refused), which this reads to say how it went.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useMutation } from '@storefront/shared/api/react-query';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { Button } from '@storefront/shared/ui/button';
import { accountKey } from '../../../app/i18n';
import styles from './email-verification.module.css';

export function EmailVerification() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const [searchParams] = useSearchParams();
  const linkResult = searchParams.get('verified');
  const user = useSessionStore((state) => state.user);
  const fetchUser = useSessionStore((state) => state.fetchUser);
  const [sent, setSent] = useState(false);
  // The box shows the refusal itself (too many requests says when to try again), so no global toast.
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions({ meta: shownByTheCaller, onSuccess: () => setSent(true) }));

  useEffect(() => {
    // The session's copy of the user predates the link that was just opened.
    if (linkResult === '1') void fetchUser().catch(() => {});
  }, [linkResult, fetchUser]);

  if (!user) return null;
  const email = user.email;

  return (
    <section className={styles.box} aria-labelledby="email-verification-title">
      <h2 id="email-verification-title" className={styles.title}>
        {t('verification.title')}
      </h2>
      {linkResult === '1' && <p role="status">{t('verification.linkWorked')}</p>}
      {linkResult === '0' && !user.emailVerified && <p role="alert">{t('verification.linkFailed')}</p>}
      {user.emailVerified ? (
        <p>{t('verification.verified', { email })}</p>
      ) : (
        <>
          <p>{t('verification.unverified', { email })}</p>
          {sent && <p role="status">{t('verification.sent', { email })}</p>}
          {resend.isError && <p role="alert">{errorMessage(resend.error, accountKey('verification.resendFailed'))}</p>}
          <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
            {t('verification.resend')}
          </Button>
        </>
      )}
    </section>
  );
}
