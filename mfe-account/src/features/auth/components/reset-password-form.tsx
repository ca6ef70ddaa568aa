/**
 * The mailed reset link's form: the new password twice, with the sign-up rules checked before
 * sending and again by the server. A used, expired or mistyped link shows the server's message
 * (an expired one says so) with a way to ask for a new link; success ends every session of the
 * account, so the person signs in again with the new password.
 */
import { clearAccessToken } from '@storefront/shared/api/access-token';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { Link, useNavigate } from '@storefront/shared/routes/router';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import styles from './auth-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const resetPasswordInput = schemaOnDemand(() => import('@storefront/shared/contracts/auth').then((contract) => contract.resetPasswordInput));

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const linkTo = useLocalePath();
  const clearUser = useSessionStore((state) => state.clearUser);
  const reset = useMutation(trpc.password.reset.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(resetPasswordInput, {
    defaultValues: { token, password: '', confirmPassword: '' },
    failureFallback: accountKey('password.resetFailed'),
    leavesOnSuccess: true,
    onSubmit: async (values) => {
      await reset.mutateAsync({ ...values, token });
      // Every session of the account has ended, this browser's too if it was signed in to it.
      clearAccessToken();
      clearUser();
      toast({ type: 'success', message: t('password.resetDone') });
      navigate('/auth/login');
    },
  });

  if (!token) {
    return (
      <div className={styles.form}>
        <p className={styles.alert} role="alert">
          {t('password.resetMissing')}
        </p>
        <p className={styles.switch}>
          <Link to={linkTo('forgotPassword')}>{t('password.requestAgain')}</Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate>
      <FormFailure message={failure} className={styles.alert} />
      <TextField
        label={t('password.newPassword')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('password.newPasswordHint')}
        {...register('password')}
        error={fieldError('password')}
      />
      <TextField label={t('password.confirmPassword')} type="password" autoComplete="new-password" required {...register('confirmPassword')} error={fieldError('confirmPassword')} />
      <Button type="submit" loading={sending} block>
        {t('password.resetSubmit')}
      </Button>
      <p className={styles.switch}>
        <Link to={linkTo('forgotPassword')}>{t('password.requestAgain')}</Link>
      </p>
    </form>
  );
}
