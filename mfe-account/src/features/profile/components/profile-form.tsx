/**
 * Profile edit. Goes through the session store so the header's name changes with it; a refusal
 * shows the server's message or the spec §8 'Không thể cập nhật thông tin người dùng' and keeps
 * what was typed. The store calls the API itself, outside the QueryClient, so nothing else toasts
 * the refusal.
 */
import { useTranslation } from '@storefront/shared/i18n/react';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useSessionStore, type SessionUser } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import styles from './profile-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const updateProfileInput = schemaOnDemand(() => import('@storefront/shared/contracts/profile').then((contract) => contract.updateProfileInput));

const initialValues = (user: SessionUser | null) => ({
  firstName: user?.profile.firstName ?? '',
  lastName: user?.profile.lastName ?? '',
  phone: user?.profile.phone ?? '',
});

export function ProfileForm() {
  const { t } = useTranslation('account');
  const user = useSessionStore((state) => state.user);
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(updateProfileInput, {
    defaultValues: initialValues(user),
    failureFallback: 'session.updateProfileFailed',
    onSubmit: async (profile, typed) => {
      // Empty optional fields are sent as '' so clearing a phone number really clears it.
      await updateProfile({ ...profile, lastName: typed.lastName, phone: typed.phone });
      toast({ type: 'success', message: t('profile.saved') });
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate>
      <FormFailure message={failure} className={styles.alert} />
      <div className={styles.wide}>
        <TextField label={t('profile.email')} type="email" value={user?.email ?? ''} readOnly hint={t('profile.emailHint')} />
      </div>
      <TextField label={t('profile.firstName')} autoComplete="given-name" required {...register('firstName')} error={fieldError('firstName')} />
      <TextField label={t('profile.lastName')} autoComplete="family-name" {...register('lastName')} error={fieldError('lastName')} />
      <TextField label={t('profile.phone')} type="tel" autoComplete="tel" {...register('phone')} error={fieldError('phone')} />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('profile.submit')}
        </Button>
      </div>
    </form>
  );
}
