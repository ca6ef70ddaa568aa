/**
 * The invitee sets their first name and password; the API creates the account with the invited
 * role and answers with a session, which signs them in here, then the dashboard opens with the
 * sections of that role. A link that is used, expired, revoked or mistyped says so and offers no
 * form. The contract's rules (password ≥ 8, matching confirmation) are checked before sending
 * and again by the server.
 */
import { useQuery, useMutation } from '@storefront/shared/api/react-query';
import { setAccessToken } from '@storefront/shared/api/access-token';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { emit } from '@storefront/shared/events/events';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { Link, useNavigate } from '@storefront/shared/routes/router';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { usersQueries } from '../users-queries';
import styles from '../../auth/components/auth-form.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const acceptInvitationInput = schemaOnDemand(() => import('@storefront/shared/contracts/staff-users').then((contract) => contract.acceptInvitationInput));

export function AcceptInvitationForm({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const linkTo = useLocalePath();
  const fetchUser = useSessionStore((state) => state.fetchUser);
  const invitation = useQuery({ ...usersQueries.invitation(trpc, token), enabled: token !== '', retry: false });
  const accept = useMutation(trpc.staffUsers.acceptInvitation.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(acceptInvitationInput, {
    defaultValues: { token, firstName: '', password: '', confirmPassword: '' },
    failureFallback: accountKey('invitation.failed'),
    leavesOnSuccess: true,
    onSubmit: async (values) => {
      const { accessToken } = await accept.mutateAsync({ ...values, token });
      setAccessToken(accessToken);
      const user = await fetchUser();
      emit('account:signed-in', { userId: String(user.id) });
      toast({ type: 'success', message: t('invitation.welcome') });
      navigate('/dashboard');
    },
  });

  if (!token) return <p className={styles.alert} role="alert">{t('invitation.missing')}</p>;
  if (invitation.isPending) return <Skeleton lines={4} />;
  if (invitation.isError) {
    return (
      <div className={styles.form}>
        <p className={styles.alert} role="alert">
          {/* FORBIDDEN: the link is whole, but its sender may no longer invite (disabled or demoted). */}
          {invitation.error.data?.code === 'FORBIDDEN' ? t('invitation.senderRevoked') : t('invitation.invalid')}
        </p>
        <p className={styles.switch}>
          <Link to={linkTo('login')}>{t('invitation.loginLink')}</Link>
        </p>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate>
      <p className={styles.note}>{t('invitation.invitedAs', { email: invitation.data.email, role: t(`users.roles.${invitation.data.role}`) })}</p>
      <FormFailure message={failure} className={styles.alert} />
      {/* The invitee's email, for password managers to file the new password under. */}
      <input type="email" name="username" autoComplete="username" value={invitation.data.email} readOnly hidden />
      <TextField label={t('invitation.firstName')} autoComplete="given-name" required {...register('firstName')} error={fieldError('firstName')} />
      <TextField
        label={t('invitation.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('invitation.passwordHint')}
        {...register('password')}
        error={fieldError('password')}
      />
      <TextField label={t('invitation.confirmPassword')} type="password" autoComplete="new-password" required {...register('confirmPassword')} error={fieldError('confirmPassword')} />
      <Button type="submit" loading={sending} block>
        {t('invitation.submit')}
      </Button>
    </form>
  );
}
