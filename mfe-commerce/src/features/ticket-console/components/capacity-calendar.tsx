/**
 * One ticket type's month: per day its capacity, the seats sold and held, and whether it is closed
 * and why. Picking a day fills the forms below with it (Shift and a second day: the range between);
 * the forms set the picked days' capacity, close the range with a reason in Vietnamese and optionally
 * English, or reopen it. The month is an ARIA grid of day buttons: arrows, Home/End and
 * PageUp/PageDown move between days (useCalendarKeys), Enter picks (Shift+Enter: the range), and
 * the forms' date fields can be typed instead.
 */
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@storefront/shared/api/react-query';
import { errorCodeOf, serverMessage } from '@storefront/shared/api/api-errors';
import type { RouterOutputs } from '@storefront/shared/api/trpc-client';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { formatLongDate, formatMonthYear, weekdayNames } from '@storefront/shared/i18n/format-date';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { toast } from '@storefront/shared/toast/toast-store';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { useCalendarKeys, type CalendarKeys } from '@storefront/shared/ui/use-calendar-keys';
import { commerceStaffKey } from '../../../lib/staff-i18n';
import { FormFailure } from '@storefront/shared/console/form-failure';
import { catalogQueries } from '../catalog-queries';
import { addMonths, monthEnd, monthOf, weeksOf } from '@storefront/shared/contracts/calendar-month';
import styles from './ticket-console.module.css';

/** Fetched when a form is first focused; see schemaOnDemand. */
const contracts = () => import('@storefront/shared/contracts/ticket-admin');
const setCapacityInput = schemaOnDemand(() => contracts().then((contract) => contract.setCapacityInput));
const closeDatesInput = schemaOnDemand(() => contracts().then((contract) => contract.closeDatesInput));
const reopenDatesInput = schemaOnDemand(() => contracts().then((contract) => contract.reopenDatesInput));

type TicketType = RouterOutputs['ticket']['adminList'][number];
type Day = RouterOutputs['ticket']['adminInventory'][number];

/** What the forms act on: one day, or `from` to `to`. */
interface Selection {
  from: string;
  to: string;
}

/** After a change, every month shown anywhere is read again. */
function useRefreshInventory() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogQueries.everyInventory(trpc) });
}

interface MonthGridProps {
  type: TicketType;
  month: string;
  days: Day[];
  selection: Selection;
  onPick: (date: string, extend: boolean) => void;
  keys: CalendarKeys;
}

function MonthGrid({ type, month, days, selection, onPick, keys }: MonthGridProps) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const byDate = new Map(days.map((day) => [day.date, day]));
  const long = weekdayNames(locale, 'long');
  return (
    <table ref={keys.gridRef} role="grid" className={styles.grid} aria-label={`${t('tickets.calendar', { name: type.name })}, ${formatMonthYear(month, locale)}`}>
      <thead>
        <tr>
          {weekdayNames(locale, 'short').map((short, index) => (
            <th key={short} scope="col" abbr={long[index]}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(month).map((week) => (
          <tr key={week.find(Boolean)}>
            {week.map((date, index) => {
              const day = date ? byDate.get(date) : undefined;
              if (!date || !day) return <td key={date ?? `empty-${index}`} role="gridcell" />;
              const reason = day.closedReason ? (locale === 'en' && day.closedReason.en) || day.closedReason.vi : null;
              const label = t(reason ? 'tickets.dayClosed' : 'tickets.dayOpen', { date: formatLongDate(date, locale), capacity: day.capacity, sold: day.sold, held: day.held, reason });
              const picked = date >= selection.from && date <= selection.to;
              return (
                <td key={date} role="gridcell">
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === keys.tabbable ? 0 : -1}
                    className={[styles.day, reason ? styles.closedDay : '', picked ? styles.picked : ''].filter(Boolean).join(' ')}
                    aria-pressed={picked}
                    aria-label={label}
                    title={reason ?? undefined}
                    onClick={(event: MouseEvent) => {
                      keys.setActive(date);
                      onPick(date, event.shiftKey);
                    }}
                    onKeyDown={(event) => keys.onKeyDown(event, date)}
                  >
                    <span className={styles.dayNumber}>{Number(date.slice(8))}</span>
                    <span className={styles.dayCount}>{t('tickets.taken', { taken: day.sold + day.held, capacity: day.capacity })}</span>
                    {reason && <span className={styles.dayClosedMark}>{t('tickets.closed')}</span>}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The picked days' capacity; a refusal below the seats taken on one of them is shown at the capacity field. */
function CapacityForm({ type, selection }: { type: TicketType; selection: Selection }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const refresh = useRefreshInventory();
  const save = useMutation(trpc.ticket.setCapacity.mutationOptions({ meta: shownByTheCaller }));
  const toOf = (picked: Selection) => (picked.to === picked.from ? undefined : picked.to);
  const { register, fieldError, failure, sending, submit, prefetch, form } = useContractForm(setCapacityInput, {
    defaultValues: { slug: type.slug, date: selection.from, to: toOf(selection), capacity: type.defaultDailyCapacity },
    failureFallback: commerceStaffKey('tickets.capacityFailed'),
    onSubmit: async (input) => {
      let saved;
      try {
        saved = await save.mutateAsync(input);
      } catch (error) {
        // Below what is already sold: the server's words, with the day and the count, belong to the field.
        const message = errorCodeOf(error) === 'CONFLICT' ? serverMessage(error) : undefined;
        if (!message) throw error;
        form.setError('capacity', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      const message =
        saved.days === 1
          ? t('tickets.capacitySaved', { date: formatLongDate(saved.from, locale), capacity: saved.capacity })
          : t('tickets.capacityRangeSaved', { count: saved.days, from: formatLongDate(saved.from, locale), to: formatLongDate(saved.to, locale), capacity: saved.capacity });
      toast({ type: 'success', message });
      await refresh();
    },
  });
  useSelection(selection, (picked) => {
    form.setValue('date', picked.from);
    form.setValue('to', toOf(picked));
  });
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-labelledby={`${type.slug}-capacity`}>
      <h4 id={`${type.slug}-capacity`}>{t('tickets.capacityTitle')}</h4>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('tickets.from')} type="date" required {...register('date')} error={fieldError('date')} />
      {/* Empty is one day: the contract's `to` is absent then, not an empty string. */}
      <TextField label={t('tickets.toOptional')} type="date" {...register('to', { setValueAs: (value: string) => value || undefined })} error={fieldError('to')} />
      <TextField label={t('tickets.capacity')} type="number" inputMode="numeric" min={0} required {...register('capacity', { valueAsNumber: true })} error={fieldError('capacity')} />
      <Button type="submit" loading={sending}>
        {t('tickets.setCapacity')}
      </Button>
    </form>
  );
}

function CloseForm({ type, selection }: { type: TicketType; selection: Selection }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const refresh = useRefreshInventory();
  const close = useMutation(trpc.ticket.closeDates.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, form } = useContractForm(closeDatesInput, {
    defaultValues: { slug: type.slug, from: selection.from, to: selection.to, reason: { vi: '', en: '' } },
    failureFallback: commerceStaffKey('tickets.closeFailed'),
    onSubmit: async (input) => {
      const { days, ticketsTaken } = await close.mutateAsync(input);
      toast({ type: 'success', message: ticketsTaken > 0 ? t('tickets.closedWithTickets', { count: days, tickets: ticketsTaken }) : t('tickets.closedDone', { count: days }) });
      await refresh();
    },
  });
  useSelection(selection, (picked) => {
    form.setValue('from', picked.from);
    form.setValue('to', picked.to);
  });
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-labelledby={`${type.slug}-close`}>
      <h4 id={`${type.slug}-close`}>{t('tickets.closeTitle')}</h4>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('tickets.from')} type="date" required {...register('from')} error={fieldError('from')} />
      <TextField label={t('tickets.to')} type="date" required {...register('to')} error={fieldError('to')} />
      <TextField label={t('tickets.reasonVi')} required hint={t('tickets.reasonHint')} {...register('reason.vi')} error={fieldError('reason.vi') ?? fieldError('reason')} />
      <TextField label={t('tickets.reasonEn')} {...register('reason.en')} error={fieldError('reason.en')} />
      <Button type="submit" loading={sending}>
        {t('tickets.closeDays')}
      </Button>
    </form>
  );
}

function ReopenForm({ type, selection }: { type: TicketType; selection: Selection }) {
  const { t } = useTranslation('commerceStaff');
  const trpc = useTRPC();
  const refresh = useRefreshInventory();
  const reopen = useMutation(trpc.ticket.reopenDates.mutationOptions({ meta: shownByTheCaller }));
  const { register, fieldError, failure, sending, submit, prefetch, form } = useContractForm(reopenDatesInput, {
    defaultValues: { slug: type.slug, from: selection.from, to: selection.to },
    failureFallback: commerceStaffKey('tickets.reopenFailed'),
    onSubmit: async (input) => {
      const { days } = await reopen.mutateAsync(input);
      toast({ type: 'success', message: t('tickets.reopened', { count: days }) });
      await refresh();
    },
  });
  useSelection(selection, (picked) => {
    form.setValue('from', picked.from);
    form.setValue('to', picked.to);
  });
  return (
    <form className={styles.form} onSubmit={submit} onFocus={prefetch} noValidate aria-labelledby={`${type.slug}-reopen`}>
      <h4 id={`${type.slug}-reopen`}>{t('tickets.reopenTitle')}</h4>
      <FormFailure message={failure} className={styles.alert} />
      <TextField label={t('tickets.from')} type="date" required {...register('from')} error={fieldError('from')} />
      <TextField label={t('tickets.to')} type="date" required {...register('to')} error={fieldError('to')} />
      <Button type="submit" variant="secondary" loading={sending}>
        {t('tickets.reopenDays')}
      </Button>
    </form>
  );
}

/** Calls `apply` when the picked days change (not on mount: the form's defaults have them). */
function useSelection(selection: Selection, apply: (selection: Selection) => void) {
  const mounted = useRef(false);
  const latest = useRef(apply);
  latest.current = apply;
  useEffect(() => {
    if (mounted.current) latest.current(selection);
    mounted.current = true;
  }, [selection]);
}

export function CapacityCalendar({ type }: { type: TicketType }) {
  const { t } = useTranslation('commerceStaff');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const today = todayInVietnam();
  const [month, setMonth] = useState(monthOf(today));
  const [selection, setSelection] = useState<Selection>({ from: today, to: today });
  const [anchor, setAnchor] = useState(today);
  const keys = useCalendarKeys({ month, onMonthChange: setMonth, fallbacks: [selection.from, today] });
  const inventory = useQuery(catalogQueries.inventory(trpc, { slug: type.slug, from: month, to: monthEnd(month) }));

  const pick = (date: string, extend: boolean) => {
    if (extend) {
      setSelection(date < anchor ? { from: date, to: anchor } : { from: anchor, to: date });
      return;
    }
    setAnchor(date);
    setSelection({ from: date, to: date });
  };

  return (
    <div className={styles.calendar}>
      <div className={styles.monthBar}>
        <Button variant="ghost" onClick={() => keys.showMonth(addMonths(month, -1))}>
          {t('tickets.previousMonth')}
        </Button>
        <h4 className={styles.month} aria-live="polite">
          {formatMonthYear(month, locale)}
        </h4>
        <Button variant="ghost" onClick={() => keys.showMonth(addMonths(month, 1))}>
          {t('tickets.nextMonth')}
        </Button>
      </div>
      <p className={styles.hint}>{t('tickets.pickHint')}</p>
      <QueryState query={inventory} skeleton={<Skeleton shape="rect" height="18rem" />}>
        {(days) => <MonthGrid type={type} month={month} days={days} selection={selection} onPick={pick} keys={keys} />}
      </QueryState>
      <div className={styles.forms}>
        <CapacityForm type={type} selection={selection} />
        <CloseForm type={type} selection={selection} />
        <ReopenForm type={type} selection={selection} />
      </div>
    </div>
  );
}
