/**
 * Staff area `users` (admins): invite staff by email in the invitee's language, cancel a pending
 * invitation, change an account's role, disable or enable it. The API refuses what would leave
 * the site without an active admin, and the global toast says so in the reader's language; the
 * list is read again after every change, so it always shows what the database holds. Customers
 * are not listed: an admin finds one by its whole email to give it a role.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { ROLES, type Role } from '@storefront/shared/contracts/staff-roles';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { formatDateTime } from '@storefront/shared/i18n/format-date';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { Pager, pageCount, useStayInRange } from '@storefront/shared/console/pager';
import cards from '@storefront/shared/console/request-cards.module.css';
import { usersQueries } from '../users-queries';
import styles from './users-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const inviteStaffInput = schemaOnDemand(() => import('@storefront/shared/contracts/staff-users').then((contract) => contract.inviteStaffInput));

type Listing = RouterOutputs['staffUsers']['list'];
type Account = Listing['accounts'][number] | RouterOutputs['staffUsers']['findAccount'];
type Invitation = Listing['invitations'][number];

/** The roles an invitation may give; the same list as the contract's, which loads only with the form. */
const INVITABLE: readonly Role[] = ['staff', 'editor', 'admin'];

function useRefreshList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: usersQueries.areaKey(trpc) });
}

function InviteForm() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const refresh = useRefreshList();
  const headingId = useId();
  const invite = useMutation(trpc.staffUsers.invite.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, reset } = useContractForm(inviteStaffInput, {
    defaultValues: { email: '', role: 'staff', locale: 'vi' },
    failureFallback: accountKey('users.inviteFailed'),
    onSubmit: async (values) => {
      const sent = await invite.mutateAsync(values);
      toast({ type: 'success', message: t('users.invited', { email: sent.email }) });
      reset();
      await refresh();
    },
  });
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('users.inviteTitle')}
      </h2>
      <form className={styles.invite} onSubmit={submit} onFocus={prefetch} noValidate aria-labelledby={headingId}>
        <FormFailure message={failure} className={styles.alert} />
        <TextField label={t('users.email')} type="email" autoComplete="off" required {...register('email')} error={fieldError('email')} />
        <Select label={t('users.role')} required options={INVITABLE.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))} {...register('role')} error={fieldError('role')} />
        <Select
          label={t('users.language')}
          required
          options={(['vi', 'en'] as const).map((locale) => ({ value: locale, label: t(`users.languages.${locale}`) }))}
          {...register('locale')}
          error={fieldError('locale')}
        />
        <Button type="submit" loading={sending}>
          {t('users.invite')}
        </Button>
      </form>
    </section>
  );
}

function InvitationItem({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const refresh = useRefreshList();
  const revoke = useMutation(
    trpc.staffUsers.revokeInvitation.mutationOptions({
      onSuccess: () => toast({ type: 'success', message: t('users.revoked', { email: invitation.email }) }),
      onSettled: refresh,
    }),
  );
  return (
    <li className={`${cards.item} ${styles.row}`}>
      <div>
        <h3 className={styles.email}>{invitation.email}</h3>
        <p className={cards.meta}>
          {t('users.invitationMeta', {
            role: t(`users.roles.${invitation.role}`),
            language: t(`users.languages.${invitation.locale}`),
            when: formatDateTime(invitation.expiresAt, locale),
          })}
        </p>
        {invitation.expired && <p className={styles.warning}>{t('users.expired')}</p>}
      </div>
      <Button variant="secondary" aria-label={t('users.revoke', { email: invitation.email })} loading={revoke.isPending} onClick={() => revoke.mutate({ id: invitation.id })}>
        {t('users.revokeLabel')}
      </Button>
    </li>
  );
}

function AccountItem({ account }: { account: Account }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const refresh = useRefreshList();
  const me = useSessionStore((state) => state.userId);
  const [role, setRole] = useState<Role>(account.role);
  // The item keeps its place (and a button a person is about to press) when the list comes back
  // with a new role; the select follows the stored role then, as React's docs adjust state to a prop.
  const [storedRole, setStoredRole] = useState<Role>(account.role);
  if (storedRole !== account.role) {
    setStoredRole(account.role);
    setRole(account.role);
  }
  const disabled = account.disabledAt !== null;
  const setRoleMutation = useMutation(
    trpc.staffUsers.setRole.mutationOptions({
      onSuccess: (saved) => toast({ type: 'success', message: t('users.roleSaved', { email: saved.email, role: t(`users.roles.${saved.role}`) }) }),
      // A refused change shows the role the account still has.
      onError: () => setRole(account.role),
      onSettled: refresh,
    }),
  );
  const setDisabled = useMutation(
    trpc.staffUsers.setDisabled.mutationOptions({
      onSuccess: (saved) => toast({ type: 'success', message: t(saved.disabled ? 'users.disabledDone' : 'users.enabledDone', { email: saved.email }) }),
      onSettled: refresh,
    }),
  );
  return (
    <li className={`${cards.item} ${styles.row} ${disabled ? cards.handled : ''}`}>
      <div>
        <h3 className={styles.email}>
          {account.email} {account.id === me && <span className={styles.you}>{t('users.you')}</span>}
        </h3>
        <p className={cards.meta}>
          {account.firstName} · <span className={cards.badge}>{t(disabled ? 'users.disabled' : 'users.active')}</span>
        </p>
      </div>
      <form
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          if (!setRoleMutation.isPending && role !== account.role) setRoleMutation.mutate({ userId: account.id, role });
        }}
      >
        <Select
          label={t('users.roleOf', { email: account.email })}
          options={ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        />
        <Button type="submit" variant="secondary" loading={setRoleMutation.isPending} disabled={role === account.role}>
          {t('users.saveRole')}
        </Button>
        <Button
          type="button"
          variant={disabled ? 'secondary' : 'danger'}
          loading={setDisabled.isPending}
          onClick={() => setDisabled.mutate({ userId: account.id, disabled: !disabled })}
        >
          {t(disabled ? 'users.enable' : 'users.disable')}
        </Button>
      </form>
    </li>
  );
}

/** Any account, a customer's too, by its whole email: the way to give an existing account a role. */
function ExistingAccount() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string>();
  const found = useQuery({ ...usersQueries.account(trpc, searched ?? ''), enabled: searched !== undefined });
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('users.existingTitle')}
      </h2>
      <p>{t('users.existingIntro')}</p>
      <form
        role="search"
        aria-labelledby={headingId}
        noValidate
        className={styles.invite}
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(typed.trim().toLowerCase());
        }}
      >
        <TextField label={t('users.existingEmail')} type="email" autoComplete="off" required value={typed} onChange={(event) => setTyped(event.target.value)} />
        <Button type="submit" variant="secondary" loading={found.isFetching}>
          {t('users.find')}
        </Button>
      </form>
      {found.isError && (
        <p role="alert" className={styles.warning}>
          {errorMessage(found.error)}
        </p>
      )}
      {found.data && (
        <ul className={cards.list}>
          <AccountItem account={found.data} />
        </ul>
      )}
    </section>
  );
}

export function UsersConsole() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const listing = useQuery(usersQueries.list(trpc, page));
  const pages = listing.data && pageCount(listing.data.total, listing.data.pageSize);
  useStayInRange(page, pages, setPage);
  const invitationsId = useId();
  const accountsId = useId();
  return (
    <>
      <p>{t('users.intro')}</p>
      <InviteForm />
      <QueryState query={listing} skeleton={<Skeleton shape="rect" height="10rem" />}>
        {({ accounts, invitations }) => (
          <>
            <section aria-labelledby={invitationsId} className={styles.section}>
              <h2 id={invitationsId} className={styles.heading}>
                {t('users.invitationsTitle')}
              </h2>
              {invitations.length === 0 ? (
                <p>{t('users.noInvitations')}</p>
              ) : (
                <ul className={cards.list}>
                  {invitations.map((invitation) => (
                    <InvitationItem key={invitation.id} invitation={invitation} />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby={accountsId} className={styles.section}>
              <h2 id={accountsId} className={styles.heading}>
                {t('users.accountsTitle')}
              </h2>
              {accounts.length === 0 ? (
                <EmptyState title={t('users.noAccounts')} />
              ) : (
                <ul className={cards.list}>
                  {accounts.map((account) => (
                    <AccountItem key={account.id} account={account} />
                  ))}
                </ul>
              )}
              <Pager label={t('users.pages')} page={page} pages={pages ?? 1} onPage={setPage} />
            </section>
          </>
        )}
      </QueryState>
      <ExistingAccount />
    </>
  );
}
