/**
 * The site's feature flags for admins (staff area `settings`): each flag's key, what it controls
 * (editable: one text for staff, shown the same in both languages), when it last changed, and a switch. The switch shows the new state at once; when the API refuses,
 * the global toast says why in the reader's language and the switch goes back to the state the
 * site still has. The public site reads the new state on its next page load.
 */
import { formatDateTime } from '@storefront/shared/i18n/format-date';
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextArea } from '@storefront/shared/ui/fields';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { accountKey } from '../../../app/i18n';
import cards from '@storefront/shared/console/request-cards.module.css';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { featureFlagQueries } from '../feature-flag-queries';
import styles from './feature-flag-list.module.css';

type Flag = RouterOutputs['featureFlags']['list'][number];

/** Fetched when the form is first focused; see schemaOnDemand. */
const setFlagDescriptionInput = schemaOnDemand(() => import('@storefront/shared/contracts/theme-admin').then((contract) => contract.setFlagDescriptionInput));

/** A flag's description, edited in place; the list shows the saved text at once. */
function DescriptionForm({ flag, onDone }: { flag: Flag; onDone: () => void }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.featureFlags.setDescription.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch } = useContractForm(setFlagDescriptionInput, {
    defaultValues: { key: flag.key, description: flag.description },
    failureFallback: accountKey('flags.descriptionFailed'),
    onSubmit: async (input) => {
      const saved = await save.mutateAsync(input);
      queryClient.setQueryData(featureFlagQueries.list(trpc).queryKey, (flags) => flags?.map((row) => (row.key === saved.key ? { ...row, ...saved } : row)));
      toast({ type: 'success', message: t('flags.descriptionSaved', { key: saved.key }) });
      onDone();
    },
  });
  return (
    <form className={styles.descriptionForm} onSubmit={submit} onFocus={prefetch} noValidate>
      <FormFailure message={failure} className={styles.alert} />
      <TextArea label={t('flags.description', { key: flag.key })} hint={t('flags.descriptionHint')} rows={3} maxLength={300} autoFocus {...register('description')} error={fieldError('description')} />
      <div className={styles.formActions}>
        <Button type="submit" size="small" loading={sending}>
          {t('flags.saveDescription')}
        </Button>
        <Button variant="ghost" size="small" onClick={onDone}>
          {t('flags.cancel')}
        </Button>
      </div>
    </form>
  );
}

function FeatureFlagItem({ flag }: { flag: Flag }) {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keyId = useId();
  const [editing, setEditing] = useState(false);
  const listKey = featureFlagQueries.listKey(trpc);
  /** Writes one flag's row into the shown list, leaving the others (which may be switching too) as they are. */
  const show = (key: string, change: Partial<Flag>) =>
    queryClient.setQueryData(featureFlagQueries.list(trpc).queryKey, (flags) => flags?.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const switchFlag = useMutation(
    trpc.featureFlags.setFeatureFlag.mutationOptions({
      onMutate: async ({ key, enabled }) => {
        // A list answer still under way would overwrite the new state with the old one.
        await queryClient.cancelQueries({ queryKey: listKey });
        show(key, { enabled });
        return { wasEnabled: !enabled };
      },
      onError: (_error, { key }, context) => {
        if (context) show(key, { enabled: context.wasEnabled });
      },
      onSuccess: (saved) => {
        show(saved.key, saved);
        toast({ type: 'success', message: t(saved.enabled ? 'flags.switchedOn' : 'flags.switchedOff', { key: saved.key }) });
      },
    }),
  );

  return (
    <li className={`${cards.item} ${styles.item}`}>
      <div>
        <h2 className={styles.key} id={keyId}>
          {flag.key}
        </h2>
        {editing ? (
          <DescriptionForm flag={flag} onDone={() => setEditing(false)} />
        ) : (
          <>
            {flag.description && <p className={styles.description}>{flag.description}</p>}
            <Button variant="ghost" size="small" aria-describedby={keyId} onClick={() => setEditing(true)}>
              {t('flags.editDescription')}
            </Button>
          </>
        )}
        <p className={cards.meta}>{t('flags.changed', { when: formatDateTime(flag.updatedAt, locale) })}</p>
      </div>
      {/* aria-disabled rather than disabled while the API answers, so the switch keeps the keyboard focus. */}
      <button
        type="button"
        role="switch"
        className={styles.switch}
        aria-checked={flag.enabled}
        aria-labelledby={keyId}
        aria-disabled={switchFlag.isPending || undefined}
        aria-busy={switchFlag.isPending || undefined}
        onClick={() => {
          if (!switchFlag.isPending) switchFlag.mutate({ key: flag.key, enabled: !flag.enabled });
        }}
      >
        <span className={styles.knob} aria-hidden="true" />
        {t(flag.enabled ? 'flags.on' : 'flags.off')}
      </button>
    </li>
  );
}

export function FeatureFlagList() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const flags = useQuery(featureFlagQueries.list(trpc));
  return (
    <>
      <p>{t('flags.intro')}</p>
      <QueryState query={flags} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('flags.empty')} />}>
        {(list) => (
          <ul className={cards.list}>
            {list.map((flag) => (
              <FeatureFlagItem key={flag.key} flag={flag} />
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
