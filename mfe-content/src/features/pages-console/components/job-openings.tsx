/**
 * The job openings, open ones first: each says whether visitors see it (open, past its closing
 * date, or closed), and is edited, closed, reopened, or, once closed, deleted after a confirming
 * click. A refused action is told by the site's toast, in the reader's language.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { formatLongDate } from '@storefront/shared/i18n/format-date';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { pageQueries } from '../page-queries';
import { JobOpeningForm, knownEmploymentType, type Opening } from './job-opening-form';
import styles from './pages-console.module.css';

/** What visitors see of an opening: listed, gone because its closing date passed, or closed by staff. */
function statusOf(opening: Opening): 'open' | 'expired' | 'closed' {
  if (!opening.isOpen) return 'closed';
  return opening.closesAt !== null && opening.closesAt < todayInVietnam() ? 'expired' : 'open';
}

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: pageQueries.jobs(trpc).queryKey }), queryClient.invalidateQueries({ queryKey: pageQueries.publicJobs(trpc) })]);
}

function DeleteOpening({ opening }: { opening: Opening }) {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const title = opening.title.vi;
  const remove = useMutation(
    trpc.job.delete.mutationOptions({
      onSuccess: async () => {
        toast({ type: 'success', message: t('pages.jobs.deleted', { title }) });
        await refresh();
      },
      // The site's QueryClient toasts the refusal.
      onError: () => setConfirming(false),
    }),
  );
  if (!confirming) {
    return (
      <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={t('pages.jobs.deleteNamed', { title })}>
        {t('pages.jobs.delete')}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t('pages.jobs.deleteNamed', { title })} className={styles.rowControls}>
      <p className={styles.muted}>{t('pages.jobs.deleteConfirm', { title })}</p>
      <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate({ id: opening.id })}>
        {t('pages.jobs.deleteYes')}
      </Button>
      <Button variant="ghost" disabled={remove.isPending} onClick={() => setConfirming(false)}>
        {t('pages.jobs.keep')}
      </Button>
    </div>
  );
}

function OpeningRow({ opening, onEdit }: { opening: Opening; onEdit: () => void }) {
  const { t } = useTranslation('contentStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const refresh = useRefresh();
  const title = opening.title.vi;
  const status = statusOf(opening);
  const type = knownEmploymentType(opening.employmentType);
  const done = (key: 'pages.jobs.closed' | 'pages.jobs.reopened') => async () => {
    toast({ type: 'success', message: t(key, { title }) });
    await refresh();
  };
  const close = useMutation(trpc.job.close.mutationOptions({ onSuccess: done('pages.jobs.closed') }));
  const reopen = useMutation(trpc.job.reopen.mutationOptions({ onSuccess: done('pages.jobs.reopened') }));
  return (
    <li className={styles.item}>
      <div className={styles.itemText}>
        <h3 className={styles.itemTitle}>{title}</h3>
        <p className={styles.muted}>
          <span className={styles.status}>{t(`pages.jobs.status.${status}`)}</span>
          {' · '}
          {opening.department.vi} · {type ? t(`pages.jobs.type.${type}`) : opening.employmentType}
          {opening.closesAt && <> · {t('pages.jobs.closes', { date: formatLongDate(opening.closesAt, locale) })}</>}
        </p>
      </div>
      <div className={styles.rowControls}>
        <Button variant="secondary" onClick={onEdit} aria-label={t('pages.jobs.editNamed', { title })}>
          {t('pages.jobs.edit')}
        </Button>
        {opening.isOpen ? (
          <Button variant="secondary" loading={close.isPending} onClick={() => close.mutate({ id: opening.id })} aria-label={t('pages.jobs.closeNamed', { title })}>
            {t('pages.jobs.close')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" loading={reopen.isPending} onClick={() => reopen.mutate({ id: opening.id })} aria-label={t('pages.jobs.reopenNamed', { title })}>
              {t('pages.jobs.reopen')}
            </Button>
            <DeleteOpening opening={opening} />
          </>
        )}
      </div>
    </li>
  );
}

export function JobOpenings() {
  const { t } = useTranslation('contentStaff');
  const trpc = useTRPC();
  /** null: the list; 'new': a blank form; a number: that opening's form. */
  const [open, setOpen] = useState<null | 'new' | number>(null);
  const openings = useQuery(pageQueries.jobs(trpc));
  const editing = typeof open === 'number' ? openings.data?.find((opening) => opening.id === open) : undefined;
  if (open === 'new' || editing) return <JobOpeningForm key={open} opening={editing} onDone={() => setOpen(null)} />;
  return (
    <div className={styles.console}>
      <div>
        <Button onClick={() => setOpen('new')}>{t('pages.jobs.new')}</Button>
      </div>
      <QueryState query={openings} skeleton={<Skeleton shape="rect" height="10rem" />} errorText={t('pages.loadFailed')} isEmpty={(list) => list.length === 0} empty={<EmptyState title={t('pages.jobs.empty')} />}>
        {(list) => (
          <ul className={styles.items}>
            {list.map((opening) => (
              <OpeningRow key={opening.id} opening={opening} onEdit={() => setOpen(opening.id)} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
