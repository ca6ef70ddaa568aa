/**
 * Who did what and when: every moderation decision, handled quote and check-in, newest first, a
 * page at a time; narrowed to one order's history by its code.
 */
import { formatDateTime } from '@storefront/shared/i18n/format-date';
import { useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { deriveUserName } from '@storefront/shared/session/session-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { pageCount, Pager, STAFF_PAGE_SIZE, useStayInRange } from '@storefront/shared/console/pager';
import { staffLogQueries } from '../staff-log-queries';
import styles from './action-history.module.css';

/** The list's own input, so a filter the form accepts is one the API accepts; see schemaOnDemand. */
const staffLogListInput = schemaOnDemand(() => import('@storefront/shared/contracts/staff-log').then((contract) => contract.staffLogListInput));

type Action = RouterOutputs['staffLog']['list']['items'][number]['action'];

/** An action's text key: its name with `_` for the dot, which would nest the key. */
type ActionKey<A extends Action> = A extends `${infer Subject}.${infer Verb}` ? `history.action.${Subject}_${Verb}` : never;

function actionKey<A extends Action>(action: A): ActionKey<A> {
  return `history.action.${action.replace('.', '_')}` as ActionKey<A>;
}

export function ActionHistory() {
  const { t } = useTranslation('account');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const [orderCode, setOrderCode] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const history = useQuery(staffLogQueries.list(trpc, { ...(orderCode && { orderCode }), page, pageSize: STAFF_PAGE_SIZE }));
  const pages = history.data ? pageCount(history.data.total) : undefined;
  useStayInRange(page, pages, setPage);

  // Narrowing sends nothing itself: the list asks for the order's history, and shows its refusal.
  const { register, fieldError, submit, prefetch, reset } = useContractForm(staffLogListInput, {
    defaultValues: { orderCode: '' },
    failureFallback: 'errors.unknown',
    onSubmit: (filter) => {
      setOrderCode(filter?.orderCode ?? null);
      setPage(1);
    },
  });

  function showAll() {
    reset();
    setOrderCode(null);
    setPage(1);
  }

  const list = (
    <QueryState query={history} skeleton={<Skeleton shape="rect" height="10rem" />} isEmpty={({ items }) => items.length === 0} empty={<EmptyState title={t('history.empty')} />}>
      {({ items }) => (
        <ol className={styles.list}>
          {items.map((entry) => (
            <li key={entry.id} className={styles.item}>
              <span className={styles.what}>{t(actionKey(entry.action), { id: entry.subjectId })}</span>
              <span className={styles.meta}>
                {t('history.by', {
                  who: entry.actor ? deriveUserName({ email: entry.actor.email, profile: { firstName: entry.actor.name } }) : '—',
                  when: formatDateTime(entry.createdAt, locale),
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );

  return (
    <>
      <form className={styles.filter} onSubmit={submit} onFocus={prefetch} noValidate>
        <TextField label={t('history.orderCode')} hint={t('history.orderCodeHint')} {...register('orderCode')} error={fieldError('orderCode')} />
        <div className={styles.filterButtons}>
          <Button type="submit" variant="secondary">
            {t('history.filter')}
          </Button>
          {orderCode && (
            <Button variant="ghost" onClick={showAll}>
              {t('history.showAll')}
            </Button>
          )}
        </div>
      </form>
      {list}
      <Pager label={t('history.pages')} page={page} pages={pages ?? 1} onPage={setPage} />
    </>
  );
}
