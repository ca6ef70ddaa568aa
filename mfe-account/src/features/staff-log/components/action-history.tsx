/**
 * Who did what and when: every moderation decision, handled quote and check-in, newest first, a
 * page at a time; narrowed to one order's history by its code.
 */
import { formatDateTime } from '@storefront/shared/i18n/format';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import { orderCode as orderCodeRule } from '@storefront/shared/contracts/order';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { translateMessage } from '@storefront/shared/i18n/i18n';
import { deriveUserName } from '@storefront/shared/session/session-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { TextField } from '@storefront/shared/ui/fields';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { pageCount, Pager, STAFF_PAGE_SIZE, useStayInRange } from '../../../components/pager';
import styles from './action-history.module.css';

export function ActionHistory() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation('common');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [orderCode, setOrderCode] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const history = useQuery(trpc.staffLog.list.queryOptions({ ...(orderCode && { orderCode }), page, pageSize: STAFF_PAGE_SIZE }));
  const pages = history.data ? pageCount(history.data.total) : undefined;
  useStayInRange(page, pages, setPage);

  function filter(event: FormEvent) {
    event.preventDefault();
    const checked = orderCodeRule.safeParse(typed);
    setTypedError(checked.success ? null : translateMessage(checked.error.issues[0]?.message ?? 'validation.invalid', tc));
    if (checked.success) {
      setOrderCode(checked.data);
      setPage(1);
    }
  }

  function showAll() {
    setTyped('');
    setTypedError(null);
    setOrderCode(null);
    setPage(1);
  }

  let list;
  if (history.isPending) list = <Skeleton shape="rect" height="10rem" />;
  else if (history.isError) list = <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  else if (history.data.items.length === 0) list = <EmptyState title={t('history.empty')} />;
  else
    list = (
      <ol className={styles.list}>
        {history.data.items.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <span className={styles.what}>{t(`history.action.${entry.action.replace('.', '_')}`, { id: entry.subjectId })}</span>
            <span className={styles.meta}>
              {t('history.by', {
                who: entry.actor ? deriveUserName({ email: entry.actor.email, profile: { firstName: entry.actor.name } }) : '—',
                when: formatDateTime(entry.createdAt, locale),
              })}
            </span>
          </li>
        ))}
      </ol>
    );

  return (
    <>
      <form className={styles.filter} onSubmit={filter} noValidate>
        <TextField label={t('history.orderCode')} hint={t('history.orderCodeHint')} name="orderCode" value={typed} onChange={(event) => setTyped(event.target.value)} error={typedError} />
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
