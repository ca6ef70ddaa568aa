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
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import styles from './auth-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const registerInput = schemaOnDemand(() => import('@storefront/shared/contracts/auth').then((contract) => contract.registerInput));

export function RegisterForm() {
  const { t } = useTranslation('account');
  const linkTo = useLocalePath();
  const trpc = useTRPC();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signUp = useMutation(trpc.auth.register.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(registerInput, {
    defaultValues: { firstName: '', email: '', password: '', confirmPassword: '' },
    failureFallback: accountKey('register.failed'),
    onSubmit: async (account) => {
      await signUp.mutateAsync(account);
      setSentTo(account.email);
    },
  });

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
      <TextField label={t('register.firstName')} autoComplete="given-name" required {...register('firstName')} error={fieldError('firstName')} />
      <TextField label={t('register.email')} type="email" autoComplete="email" required {...register('email')} error={fieldError('email')} />
      <TextField
        label={t('register.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint')}
        {...register('password')}
        error={fieldError('password')}
      />
      <TextField
        label={t('register.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
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
