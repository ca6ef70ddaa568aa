/**
 * Order a ticket (spec §5): ticket type, visit day chosen on a month calendar (required, not in the
 * past in Vietnam, not sold out or closed) with the places left and adult price of each day,
 * quantities per audience, and a summary of the choice with the live total beside the form. The
 * choice goes to the cart; "Book now" continues to checkout.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@storefront/shared/api/react-query';
import { useNavigate, useSearchParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { isCalendarDate, todayInVietnam } from '@storefront/shared/contracts/calendar';
import { MAX_TICKETS_PER_ORDER } from '@storefront/shared/contracts/checkout-rules';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { Button } from '@storefront/shared/ui/button';
import { Select } from '@storefront/shared/ui/fields';
import { useHydrated } from '@storefront/shared/ui/use-hydrated';
import { Price } from '@storefront/shared/ui/price';
import { toast } from '@storefront/shared/toast/toast-store';
import { commerceKey } from '../../../lib/i18n';
import type { CommonKey } from '@storefront/shared/i18n/typed-keys';
import { AUDIENCES, pricesFrom, seatCount, ticketLineTotal, type Quantities } from '../../../lib/pricing';
import { monthDays, monthOf } from '@storefront/shared/contracts/calendar-month';
import { useLocale, useLocalePath } from '@storefront/shared/i18n/use-locale';
import { QueryState } from '@storefront/shared/ui/query-state';
import { cartStore } from '../../cart/stores/cart-store';
import { TicketNotes } from '../components/ticket-notes';
import { OrderSummary } from '../components/order-summary';
import { VisitCalendar, type CalendarDay } from '../components/visit-calendar';
import { ticketQueries } from '../ticket-queries';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';
import layout from './order-ticket-page.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const ticketLineInputContract = schemaOnDemand(() => import('@storefront/shared/contracts/checkout').then((contract) => contract.ticketLineInput));

/** `?month=YYYY-MM` as the first day of that month, when it is one that can be shown (not before today's). */
function monthParam(value: string | null, today: string): string | undefined {
  if (value === null || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return undefined;
  const first = `${value}-01`;
  return first >= monthOf(today) ? first : undefined;
}

export default function OrderTicketPage() {
  const { t } = useTranslation('commerce');
  const [locale] = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const [search, setSearch] = useSearchParams();
  const tickets = useQuery(ticketQueries.list(trpc));
  const today = todayInVietnam();

  const slug = search.get('ticket') ?? tickets.data?.[0]?.slug ?? '';
  const ticket = tickets.data?.find((item) => item.slug === slug);
  // Where a choice that went to the cart leads: Book now (the form's submit) to checkout, Add to
  // cart nowhere.
  const afterAdding = useRef<'checkout' | 'stay'>('checkout');
  const { register, form, watch, fieldError, submit, prefetch } = useContractForm(ticketLineInputContract, {
    defaultValues: { kind: 'ticket' as const, ticketSlug: slug, visitDate: search.get('date') ?? '', quantities: { adult: 1, child: 0, infant: 0 } as Quantities },
    // Adding to the cart sends nothing, so nothing can fail: the fallback is never shown.
    failureFallback: 'errors.unknown' satisfies CommonKey,
    onSubmit: (line) => {
      if (!ticket) return;
      // What the contract cannot know: the places left on the day, and the limit per order.
      const refusal = chosenDay?.closedReason
        ? { field: 'visitDate' as const, message: commerceKey('order.dayClosed', { reason: chosenDay.closedReason }) }
        : soldOut
          ? { field: 'visitDate' as const, message: commerceKey('order.soldOut') }
          : remaining !== undefined && seats > remaining
            ? { field: 'quantities' as const, message: commerceKey('order.notEnough', { count: remaining }) }
            : seats > MAX_TICKETS_PER_ORDER
              ? { field: 'quantities' as const, message: commerceKey('checkout.ticketLimit', { max: MAX_TICKETS_PER_ORDER }) }
              : null;
      if (refusal) {
        form.setError(refusal.field, { type: 'refused', message: refusal.message }, { shouldFocus: true });
        return;
      }
      cartStore.getState().addTicket({ ticketSlug: ticket.slug, ticketName: ticket.name, visitDate: line.visitDate, quantities: line.quantities, prices });
      if (afterAdding.current === 'checkout') navigate(localePath('checkout'));
      else toast({ message: t('order.added'), type: 'success' });
    },
  });
  const visitDate = watch('visitDate');
  const quantities = watch('quantities');

  const dateUsable = isCalendarDate(visitDate) && visitDate >= today;
  // The month the address names (the calendar's month links), else the chosen day's, else today's.
  const [month, setMonth] = useState(() => monthParam(search.get('month'), today) ?? monthOf(dateUsable ? visitDate : today));
  /** This page's address with a day chosen or a month shown: the calendar's links, for a reader without the page's code yet. */
  const hrefOf = (choice: { date: string } | { month: string }) => {
    const next = new URLSearchParams(search);
    if (slug) next.set('ticket', slug);
    if ('date' in choice) {
      next.set('date', choice.date);
      next.delete('month');
    } else next.set('month', choice.month);
    return `?${next.toString()}`;
  };
  const shown = useQuery({ ...ticketQueries.days(trpc, slug, monthDays(month)), enabled: Boolean(ticket) });
  // The chosen day's month: the same request as the one shown, unless the person has paged away.
  const chosenMonth = useQuery({ ...ticketQueries.days(trpc, slug, monthDays(monthOf(dateUsable ? visitDate : today))), enabled: Boolean(ticket) && dateUsable });
  const days = useMemo(() => (shown.data ? new Map<string, CalendarDay>(shown.data.map((day) => [day.date, day])) : undefined), [shown.data]);
  const chosenDay = dateUsable ? chosenMonth.data?.find((day) => day.date === visitDate) : undefined;
  const remaining = chosenDay?.remaining;
  const soldOut = chosenDay !== undefined && (chosenDay.soldOut || chosenDay.closedReason !== null);
  const visitDateLegend = useId();
  const visitDateHint = useId();
  const visitDateError = useId();
  // Until the page has hydrated its submit is disabled (shared/src/ui/button.tsx): the reason is
  // said beside it, in the server's markup, and read with it.
  const hydrated = useHydrated();
  const waitingReason = useId();

  const prices = useMemo(() => pricesFrom(ticket?.prices ?? []), [ticket]);
  const total = ticketLineTotal(quantities, prices);
  const seats = seatCount(quantities);

  // Another ticket type: its own line, judged afresh.
  useEffect(() => {
    form.setValue('ticketSlug', slug);
    form.clearErrors();
  }, [form, slug]);

  if (tickets.data === undefined) {
    return (
      <section className={styles.page}>
        <QueryState query={tickets}>{() => null}</QueryState>
      </section>
    );
  }

  const audienceLabel = (audience: keyof Quantities) => ticket?.prices.find((price) => price.audience === audience)?.label || t(`tickets.audience.${audience}`);

  const setQuantity = (audience: keyof Quantities, value: number) =>
    form.setValue('quantities', { ...quantities, [audience]: Math.max(0, Math.min(50, Number.isFinite(value) ? Math.trunc(value) : 0)) });

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('order.title')}</h1>
      <div className={layout.layout}>
        <form
          className={blocks.form}
          noValidate
          onFocus={prefetch}
          onSubmit={(event) => {
            afterAdding.current = 'checkout';
            void submit(event);
          }}
        >
          <Select
            label={t('tickets.ticketType')}
            value={slug}
            onChange={(event) => {
              const next = new URLSearchParams(search);
              next.set('ticket', event.target.value);
              setSearch(next, { replace: true });
            }}
            options={(tickets.data ?? []).map((item) => ({ value: item.slug, label: item.name }))}
          />
          <fieldset className={blocks.fieldset}>
            <legend id={visitDateLegend}>{t('order.visitDate')}</legend>
            <VisitCalendar
              month={month}
              onMonthChange={setMonth}
              value={dateUsable ? visitDate : ''}
              onChange={(date) => form.setValue('visitDate', date, { shouldValidate: form.formState.isSubmitted })}
              today={today}
              days={days}
              locale={locale}
              labelledBy={visitDateLegend}
              describedBy={fieldError('visitDate') ? visitDateError : remaining !== undefined && !soldOut ? visitDateHint : undefined}
              focusRef={register('visitDate').ref}
              hrefOf={hrefOf}
            />
            {fieldError('visitDate') ? (
              <span id={visitDateError} role="alert" className={blocks.alertDanger}>
                {fieldError('visitDate')}
              </span>
            ) : (
              dateUsable &&
              chosenDay && (
                <span id={visitDateHint} className={styles.muted}>
                  {chosenDay.closedReason !== null
                    ? t('order.dayClosed', { reason: chosenDay.closedReason })
                    : soldOut
                      ? t('order.soldOut')
                      : t('order.remaining', { count: chosenDay.remaining })}
                </span>
              )
            )}
          </fieldset>
          <fieldset className={blocks.fieldset}>
            <legend>{t('order.quantities')}</legend>
            {AUDIENCES.map((audience) => {
              const name = t(`tickets.audience.${audience}`);
              return (
                <div key={audience} className={blocks.quantityRow}>
                  <label htmlFor={`qty-${audience}`}>{audienceLabel(audience)}</label>
                  <span className={styles.muted}>
                    {audience === 'infant' ? t('tickets.infantFree') : <Price amount={prices[audience]} />}
                  </span>
                  <span className={blocks.stepper}>
                    <Button variant="secondary" size="small" aria-label={t('order.decrease', { name })} onClick={() => setQuantity(audience, quantities[audience] - 1)}>
                      −
                    </Button>
                    <input
                      id={`qty-${audience}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={50}
                      value={quantities[audience]}
                      onChange={(event) => setQuantity(audience, Number(event.target.value))}
                    />
                    <Button variant="secondary" size="small" aria-label={t('order.increase', { name })} onClick={() => setQuantity(audience, quantities[audience] + 1)}>
                      +
                    </Button>
                  </span>
                </div>
              );
            })}
            {fieldError('quantities') ? (
              <span role="alert" className={blocks.alertDanger}>
                {fieldError('quantities')}
              </span>
            ) : (
              <span className={styles.muted}>{t('checkout.ticketLimit', { max: MAX_TICKETS_PER_ORDER })}</span>
            )}
          </fieldset>
          <div className={`${styles.actions} ${layout.actions}`}>
            <Button
              variant="secondary"
              disabled={!ticket || (dateUsable && soldOut)}
              onClick={() => {
                afterAdding.current = 'stay';
                void submit();
              }}
            >
              {t('order.addToCart')}
            </Button>
            <Button type="submit" disabled={!ticket || (dateUsable && soldOut)} aria-describedby={hydrated ? undefined : waitingReason}>
              {t('order.bookNow')}
            </Button>
            {!hydrated && (
              <p id={waitingReason} className={`${styles.muted} ${layout.waiting}`}>
                {t('order.gettingReady')}
              </p>
            )}
          </div>
        </form>
        <OrderSummary
          ticketName={ticket?.name}
          visitDate={dateUsable ? visitDate : ''}
          quantities={quantities}
          prices={prices}
          audienceLabel={audienceLabel}
          total={total}
          locale={locale}
        />
      </div>
      <TicketNotes />
    </section>
  );
}
