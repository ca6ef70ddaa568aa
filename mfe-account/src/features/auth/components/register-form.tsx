/**
 * Sign-up: the contract's rules (email, password ≥ 8, matching confirmation) are checked before
 * sending and again by the server. The server answers alike whether or not the email already has
 * an account (so nobody learns who is a customer), so the form only says to check the mailbox;
 * the person signs in afterwards.
 */
import { useState } from 'react';
import { Link } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useMutation } from '@storefront/shared/api/react-query';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { FormFailure } from '../../../components/form-failure';
import { useContractForm } from '../../../lib/use-contract-form';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './auth-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const registerInput = schemaOnDemand(() => import('@storefront/shared/contracts/auth').then((contract) => contract.registerInput));

const EMPTY = { firstName: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const { t } = useTranslation('account');
  const linkTo = useLocalePath();
  const trpc = useTRPC();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const register = useMutation(trpc.auth.register.mutationOptions({ meta: { silentError: true } }));
  const { values, failure, sending, change, submit, fieldError, prefetch } = useContractForm(
    registerInput,
    EMPTY,
    async (account) => {
      await register.mutateAsync(account);
      setSentTo(account.email);
    },
    { failureFallback: 'account:register.failed' },
  );

  if (sentTo) {
    return (
      <div className={styles.form}>
        <p className={styles.note} role="status">
          {t('register.checkMailbox', { email: sentTo })}
        </p>
        <p className={styles.switch}>
          <Link to={linkTo('login')}>{t('register.loginLink')}</Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('register.firstName')} name="firstName" autoComplete="given-name" required value={values.firstName} onChange={change('firstName')} error={fieldError('firstName')} />
      <TextField label={t('register.email')} type="email" name="email" autoComplete="email" required value={values.email} onChange={change('email')} error={fieldError('email')} />
      <TextField
        label={t('register.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint')}
        value={values.password}
        onChange={change('password')}
        error={fieldError('password')}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        error={fieldError('confirmPassword')}
      />
      <p className={styles.note}>{t('register.guestOrdersHint')}</p>
      <Button type="submit" loading={sending} block>
        {t('register.submit')}
      </Button>
      <p className={styles.switch}>
        {t('register.haveAccount')} <Link to={linkTo('login')}>{t('register.loginLink')}</Link>
      </p>
    </form>
  );
}
