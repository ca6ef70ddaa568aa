/**
 * The editors' route rules (spec §7, staff area `content`): the list of addresses that redirect,
 * internal or external, 301 or 302, each with edit and delete buttons, and the form that adds
 * or changes one, checked with the API's own contract before sending. The API refuses loops,
 * chains and reserved paths with the reason, shown above the form.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { RouteRule, RouteRuleFormValues } from '@storefront/shared/contracts/route-rules';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { useTranslation } from '@storefront/shared/i18n/react';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { Select, TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { accountKey } from '../../../app/i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { routeRuleQueries } from '../route-rule-queries';
import styles from './route-rules-console.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const routeRuleInput = schemaOnDemand(() => import('@storefront/shared/contracts/route-rules').then((contract) => contract.routeRuleInput));
const updateRouteRuleInput = schemaOnDemand(() => import('@storefront/shared/contracts/route-rules').then((contract) => contract.updateRouteRuleInput));

const EMPTY: RouteRuleFormValues = { fromPath: '', kind: 'internal', target: '', status: 301 };

/**
 * Adds a rule, or, given `rule`, changes that one: the same fields, checked by the contract the
 * API uses for each. `onDone` runs after a change is saved or abandoned.
 */
function RuleForm({ rule, onDone }: { rule?: RouteRule; onDone?: () => void }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.routeRule.create.mutationOptions({ meta: shownByTheCaller }));
  const update = useMutation(trpc.routeRule.update.mutationOptions({ meta: shownByTheCaller }));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Pressing "Edit" brings the form to the reader, announced by its heading.
  useEffect(() => {
    if (rule) heading.current?.focus();
  }, [rule]);
  const { register, watch, fieldError, failure, sending, submit, prefetch, reset } = useContractForm(rule ? updateRouteRuleInput : routeRuleInput, {
    defaultValues: rule ? { id: rule.id, fromPath: rule.fromPath, kind: rule.kind, target: rule.target, status: rule.status } : EMPTY,
    failureFallback: accountKey('redirects.saveFailed'),
    onSubmit: async (input) => {
      if (rule) {
        const saved = await update.mutateAsync({ ...input, id: rule.id });
        toast({ type: 'success', message: t('redirects.updated', { path: saved.fromPath }) });
      } else {
        const created = await create.mutateAsync(input);
        toast({ type: 'success', message: t('redirects.created', { path: created.fromPath }) });
        reset(EMPTY);
      }
      await queryClient.invalidateQueries({ queryKey: routeRuleQueries.rulesKey(trpc) });
      onDone?.();
    },
  });
  const kind = watch('kind');
  return (
    <form className={styles.ruleForm} onSubmit={submit} onFocus={prefetch} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.subheading}>
        {rule ? t('redirects.editRule', { path: rule.fromPath }) : t('redirects.new')}
      </h2>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('redirects.fromPath')} hint={t('redirects.fromPathHint')} required {...register('fromPath')} error={fieldError('fromPath')} />
      <Select
        label={t('redirects.kind')}
        options={[
          { value: 'internal', label: t('redirects.kinds.internal') },
          { value: 'external', label: t('redirects.kinds.external') },
        ]}
        {...register('kind')}
        error={fieldError('kind')}
      />
      <TextField
        label={t('redirects.target')}
        hint={t(kind === 'external' ? 'redirects.targetExternalHint' : 'redirects.targetInternalHint')}
        required
        {...register('target')}
        error={fieldError('target')}
      />
      <Select
        label={t('redirects.status')}
        options={[
          { value: '301', label: t('redirects.statuses.301') },
          { value: '302', label: t('redirects.statuses.302') },
        ]}
        {...register('status', { setValueAs: (value: unknown) => Number(value) })}
        error={fieldError('status')}
      />
      <div className={styles.formActions}>
        <Button type="submit" loading={sending}>
          {t(rule ? 'redirects.save' : 'redirects.create')}
        </Button>
        {rule && (
          <Button type="button" variant="secondary" onClick={onDone}>
            {t('redirects.cancelEdit')}
          </Button>
        )}
      </div>
    </form>
  );
}

function RuleRow({ rule, onEdit }: { rule: RouteRule; onEdit: () => void }) {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The global toast says why a delete was refused, in the reader's language.
  const remove = useMutation(
    trpc.routeRule.delete.mutationOptions({
      onSuccess: async () => {
        toast({ type: 'success', message: t('redirects.deleted', { path: rule.fromPath }) });
        await queryClient.invalidateQueries({ queryKey: routeRuleQueries.rulesKey(trpc) });
      },
    }),
  );
  return (
    <tr>
      <td>
        <code>{rule.fromPath}</code>
      </td>
      <td>
        <code className={styles.target}>{rule.target}</code>
      </td>
      <td>{t(`redirects.kinds.${rule.kind}`)}</td>
      <td>{rule.status}</td>
      <td className={styles.rowActions}>
        <Button variant="secondary" onClick={onEdit} aria-label={t('redirects.editRule', { path: rule.fromPath })}>
          {t('redirects.edit')}
        </Button>
        <Button variant="secondary" loading={remove.isPending} onClick={() => remove.mutate({ id: rule.id })} aria-label={t('redirects.deleteRule', { path: rule.fromPath })}>
          {t('redirects.delete')}
        </Button>
      </td>
    </tr>
  );
}

export function RouteRulesConsole() {
  const { t } = useTranslation('account');
  const trpc = useTRPC();
  const rules = useQuery(routeRuleQueries.rules(trpc));
  const [editing, setEditing] = useState<RouteRule>();
  return (
    <>
      <p>{t('redirects.intro')}</p>
      <QueryState query={rules} skeleton={<Skeleton shape="rect" height="6rem" />} isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('redirects.empty')} />}>
        {(list) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('redirects.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('redirects.fromPath')}</th>
                  <th scope="col">{t('redirects.target')}</th>
                  <th scope="col">{t('redirects.kind')}</th>
                  <th scope="col">{t('redirects.status')}</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>{t('redirects.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((rule) => (
                  <RuleRow key={rule.id} rule={rule} onEdit={() => setEditing(rule)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      {editing ? <RuleForm key={editing.id} rule={editing} onDone={() => setEditing(undefined)} /> : <RuleForm />}
    </>
  );
}
