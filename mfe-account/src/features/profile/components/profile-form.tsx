/**
 * Profile edit. Goes through the session store so the header's name changes with it; a refusal
 * shows the server's message or the spec §8 'Không thể cập nhật thông tin người dùng' and keeps
 * what was typed.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfileInput } from '@storefront/shared/contracts/profile';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { translateMessage } from '@storefront/shared/i18n/i18n';
import { useSessionStore, type SessionUser } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import styles from './profile-form.module.css';

const initialValues = (user: SessionUser | null) => ({
  firstName: user?.profile.firstName ?? '',
  lastName: user?.profile.lastName ?? '',
  phone: user?.profile.phone ?? '',
});

export function ProfileForm() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const user = useSessionStore((state) => state.user);
  const updateProfile = useSessionStore((state) => state.updateProfile);
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = validate(updateProfileInput, values);
    setErrors(checked.errors ?? {});
    setFailure(null);
    if (!checked.data) return;
    setSending(true);
    try {
      // Empty optional fields are sent as '' so clearing a phone number really clears it.
      await updateProfile({ ...checked.data, lastName: values.lastName, phone: values.phone });
      toast({ type: 'success', message: t('profile.saved') });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(errorMessage(error, 'session.updateProfileFailed'));
    } finally {
      setSending(false);
    }
  }

  const fieldError = (field: string) => (errors[field] ? translateMessage(errors[field], tc) : null);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure && (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.wide}>
        <TextField label={t('profile.email')} type="email" value={user?.email ?? ''} readOnly hint={t('profile.emailHint')} />
      </div>
      <TextField label={t('profile.firstName')} name="firstName" autoComplete="given-name" required value={values.firstName} onChange={change('firstName')} error={fieldError('firstName')} />
      <TextField label={t('profile.lastName')} name="lastName" autoComplete="family-name" value={values.lastName} onChange={change('lastName')} error={fieldError('lastName')} />
      <TextField label={t('profile.phone')} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={change('phone')} error={fieldError('phone')} />
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('profile.submit')}
        </Button>
      </div>
    </form>
  );
}
