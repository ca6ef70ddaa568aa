/**
 * Sign-in (spec §4): the session store stores the token and loads the user; then the person
 * goes home. A refusal shows the server's message, else the spec's 'Đã xảy ra lỗi khi đăng nhập',
 * and keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loginInput } from '@storefront/shared/contracts/auth';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { translateMessage } from '@storefront/shared/i18n/i18n';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { serverFieldErrors, validate } from '../../../lib/form-errors';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './auth-form.module.css';

export function LoginForm() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const linkTo = useLocalePath();
  const login = useSessionStore((state) => state.login);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = validate(loginInput, values);
    setErrors(checked.errors ?? {});
    setFailure(null);
    if (!checked.data) return;
    setSending(true);
    try {
      await login(checked.data);
      toast({ type: 'success', message: tc('toast.signedIn') });
      navigate('/');
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(errorMessage(error, 'session.loginFailed'));
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
      <TextField label={t('login.email')} type="email" name="email" autoComplete="email" required value={values.email} onChange={change('email')} error={fieldError('email')} />
      <TextField label={t('login.password')} type="password" name="password" autoComplete="current-password" required value={values.password} onChange={change('password')} error={fieldError('password')} />
      <Button type="submit" loading={sending} block>
        {t('login.submit')}
      </Button>
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to={linkTo('register')}>{t('login.registerLink')}</Link>
      </p>
    </form>
  );
}
