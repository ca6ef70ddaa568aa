/**
 * "Forgot password": asks the API to mail a reset link. The API answers the same whether or not
 * the email has an account, so the page says the same too: "if it has one, a link was sent". A
 * refusal (too many requests) shows the server's message and keeps what was typed.
 */
import { useState } from 'react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { Link } from '@storefront/shared/routes/router';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import styles from './auth-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const requestPasswordResetInput = schemaOnDemand(() => import('@storefront/shared/contracts/auth').then((contract) => contract.requestPasswordResetInput));

export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const linkTo = useLocalePath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useMutation(trpc.password.requestReset.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(requestPasswordResetInput, {
    defaultValues: { email: '' },
    failureFallback: accountKey('password.requestFailed'),
    onSubmit: async (values) => {
      await request.mutateAsync(values);
      setSentTo(values.email);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate>
      <FormFailure message={failure} className={styles.alert} />
      {sentTo && (
        <p className={styles.note} role="status">
          {t('password.sent', { email: sentTo })}
        </p>
      )}
      <TextField label={t('password.email')} type="email" autoComplete="email" required {...register('email')} error={fieldError('email')} />
      <Button type="submit" loading={sending} block>
        {t('password.send')}
      </Button>
      <p className={styles.switch}>
        <Link to={linkTo('login')}>{t('password.backToLogin')}</Link>
      </p>
    </form>
  );
}
