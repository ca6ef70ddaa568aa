/**
 * Sign-in (spec §4): the session store stores the token and loads the user; then the person
 * goes home. A refusal shows the server's message, else the spec's 'Đã xảy ra lỗi khi đăng nhập',
 * and keeps what was typed. The store calls the API itself, outside the QueryClient, so nothing
 * else toasts the refusal.
 */
import { Link, useNavigate } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './auth-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const loginInput = schemaOnDemand(() => import('@storefront/shared/contracts/auth').then((contract) => contract.loginInput));

export function LoginForm() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const linkTo = useLocalePath();
  const login = useSessionStore((state) => state.login);
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(loginInput, {
    defaultValues: { email: '', password: '' },
    failureFallback: 'session.loginFailed',
    leavesOnSuccess: true,
    onSubmit: async (credentials) => {
      await login(credentials);
      toast({ type: 'success', message: tc('toast.signedIn') });
      navigate('/');
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('login.email')} type="email" autoComplete="email" required {...register('email')} error={fieldError('email')} />
      <TextField label={t('login.password')} type="password" autoComplete="current-password" required {...register('password')} error={fieldError('password')} />
      <p className={styles.switch}>
        <Link to={linkTo('forgotPassword')}>{t('password.forgotLink')}</Link>
      </p>
      <Button type="submit" loading={sending} block>
        {t('login.submit')}
      </Button>
      <p className={styles.switch}>
        {t('login.noAccount')} <Link to={linkTo('register')}>{t('login.registerLink')}</Link>
      </p>
    </form>
  );
}
