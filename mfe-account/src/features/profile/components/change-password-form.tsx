/**
 * The profile's password change: the current password, then the new one twice with the sign-up
 * rules. A wrong current password is shown at its field (the server's message); the account's
 * other sessions end, this one stays.
 */
import { useMutation } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import styles from './profile-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const changePasswordInput = schemaOnDemand(() => import('@storefront/shared/contracts/auth').then((contract) => contract.changePasswordInput));

const empty = { currentPassword: '', password: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const change = useMutation(trpc.password.change.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, reset } = useContractForm(changePasswordInput, {
    defaultValues: empty,
    failureFallback: accountKey('password.changeFailed'),
    onSubmit: async (values) => {
      await change.mutateAsync(values);
      reset(empty);
      toast({ type: 'success', message: t('password.changed') });
    },
  });

  return (
    <section aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('password.changeTitle')}</h2>
      <p>{t('password.changeIntro')}</p>
      <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate>
        <FormFailure message={failure} className={styles.alert} />
        <div className={styles.wide}>
          <TextField label={t('password.currentPassword')} type="password" autoComplete="current-password" required {...register('currentPassword')} error={fieldError('currentPassword')} />
        </div>
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
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {t('password.changeSubmit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
