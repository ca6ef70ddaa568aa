/**
 * The visit day picker: one month as an ARIA grid (the WAI-ARIA date picker's grid, shown inline).
 * Weeks start on Monday. The keyboard moves between days as useCalendarKeys says; Enter or Space
 * chooses. Each day says its places left, or that it is sold out or closed, and the
 * adult price; past, sold-out and closed days keep the focus but cannot be chosen.
 *
 * The months and days are links (`?month=YYYY-MM`, `?date=YYYY-MM-DD`, which the order page
 * reads on the server and in the browser), so a day can be chosen before the page's code has
 * arrived, or without it; once hydrated, a click chooses in place instead of loading a document.
 */
import { useId, type MouseEvent, type Ref } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import { formatFullDate, formatMonthYear, weekdayNames } from '@storefront/shared/i18n/format-date';
import { formatPrice } from '@storefront/shared/i18n/format-number';
import type { Locale } from '@storefront/shared/federation/remote-description';
import { Skeleton } from '@storefront/shared/ui/skeleton';
import { addMonths, monthOf, weeksOf } from '@storefront/shared/contracts/calendar-month';
import { useCalendarKeys } from '@storefront/shared/ui/use-calendar-keys';
import styles from './visit-calendar.module.css';

export interface CalendarDay {
  date: string;
  remaining: number;
  soldOut: boolean;
  closedReason: string | null;
  adultPrice: number | null;
}

export interface VisitCalendarProps {
  /** The first day of the month shown, YYYY-MM-01. */
  month: string;
  onMonthChange: (month: string) => void;
  /** The chosen day, YYYY-MM-DD, or ''. */
  value: string;
  onChange: (date: string) => void;
  /** Today in Vietnam: earlier days cannot be chosen, nor earlier months shown. */
  today: string;
  /** The month's days from the availability query; undefined while they load. */
  days: ReadonlyMap<string, CalendarDay> | undefined;
  locale: Locale;
  /** Names the grid together with the month, e.g. the id of the field's legend. */
  labelledBy: string;
  /** Ids of the error or hint read with each day. */
  describedBy?: string;
  /** Given the day link in the tab order, so a form can focus the field. */
  focusRef?: Ref<HTMLAnchorElement>;
  /** The address of this page with `date` chosen, or with `month` (YYYY-MM) shown. */
  hrefOf: (choice: { date: string } | { month: string }) => string;
}

/** A click the page may take over: not one that opens a new tab or window. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A month arrow: a link to the page showing that month, which the page takes over once hydrated.
 * No month before today's can be shown: that arrow is a link that leads nowhere.
 */
function MonthLink({ label, href, onClick, children }: { label: string; href: string | undefined; onClick: () => void; children: string }) {
  return (
    <a
      href={href}
      role="link"
      className={styles.monthButton}
      aria-disabled={href === undefined || undefined}
      aria-label={label}
      onClick={(event) => {
        if (href === undefined || !plainClick(event)) return;
        event.preventDefault();
        onClick();
      }}
    >
      <span aria-hidden="true">{children}</span>
    </a>
  );
}

export function VisitCalendar({ month, onMonthChange, value, onChange, today, days, locale, labelledBy, describedBy, focusRef, hrefOf }: VisitCalendarProps) {
  const { t } = useTranslation('commerce');
  const headingId = useId();
  const firstMonth = monthOf(today);
  const { gridRef, tabbable, setActive, showMonth, onKeyDown } = useCalendarKeys({ month, onMonthChange, fallbacks: [value, today], earliest: today });

  const usable = (date: string) => {
    const day = days?.get(date);
    return date >= today && day !== undefined && day.closedReason === null && !day.soldOut;
  };
  // Before its places have arrived (the server does not fetch them) a day to come is a link: the
  // order form says so if it cannot be booked.
  const refused = (date: string) => date < today || (days !== undefined && !usable(date));
  const choose = (date: string) => {
    setActive(date);
    if (usable(date)) onChange(date);
  };
  const monthHref = (shown: string) => hrefOf({ month: shown.slice(0, 7) });

  // A day's name is what its cell shows (its number, places left or why not, the price); its
  // description says the whole date and, in full, the rest.
  const describe = (date: string): { status: string; description: string } => {
    const day = days?.get(date);
    const name = formatFullDate(date, locale);
    if (date < today) return { status: '', description: `${name}, ${t('calendar.past')}` };
    if (!day) return { status: '', description: name };
    if (day.closedReason !== null) return { status: t('calendar.closed'), description: `${name}, ${t('calendar.closedBecause', { reason: day.closedReason })}` };
    if (day.soldOut) return { status: t('calendar.soldOut'), description: `${name}, ${t('calendar.soldOut')}` };
    const price = day.adultPrice === null ? '' : `, ${t('calendar.adultPrice', { price: formatPrice(day.adultPrice, locale) })}`;
    return { status: t('calendar.left', { count: day.remaining }), description: `${name}, ${t('order.remaining', { count: day.remaining })}${price}` };
  };

  const closedDays = [...(days?.values() ?? [])].filter((day) => day.closedReason !== null && day.date >= today);
  return (
    <div className={styles.calendar}>
      <div className={styles.header}>
        <MonthLink
          href={month <= firstMonth ? undefined : monthHref(addMonths(month, -1))}
          label={t('calendar.previousMonth')}
          onClick={() => showMonth(addMonths(month, -1))}
        >
          ‹
        </MonthLink>
        <h2 id={headingId} className={styles.heading} aria-live="polite">
          {formatMonthYear(month, locale)}
        </h2>
        <MonthLink href={monthHref(addMonths(month, 1))} label={t('calendar.nextMonth')} onClick={() => showMonth(addMonths(month, 1))}>
          ›
        </MonthLink>
      </div>
      <table ref={gridRef} role="grid" className={styles.grid} aria-labelledby={`${labelledBy} ${headingId}`} aria-busy={!days}>
        <thead>
          <tr>
            {weekdayNames(locale, 'short').map((short, index) => (
              <th key={short} scope="col" abbr={weekdayNames(locale, 'long')[index]}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => {
                if (!date) return <td key={`empty-${index}`} role="gridcell" className={styles.empty} />;
                const day = days?.get(date);
                const { status, description } = describe(date);
                const descriptionId = `${headingId}-${date}`;
                const chosen = date === value;
                return (
                  <td key={date} role="gridcell" aria-selected={chosen}>
                    <a
                      href={refused(date) ? undefined : hrefOf({ date })}
                      role="link"
                      ref={date === tabbable ? focusRef : undefined}
                      data-date={date}
                      tabIndex={date === tabbable ? 0 : -1}
                      className={chosen ? styles.chosen : styles.day}
                      aria-disabled={refused(date) || undefined}
                      aria-current={date === today ? 'date' : undefined}
                      aria-describedby={[descriptionId, describedBy].filter(Boolean).join(' ')}
                      onClick={(event) => {
                        if (!plainClick(event)) return;
                        event.preventDefault();
                        choose(date);
                      }}
                      onKeyDown={(event) => {
                        // A link answers Enter by itself (a click); the grid's days answer Space too.
                        if (event.key !== ' ') return onKeyDown(event, date);
                        event.preventDefault();
                        choose(date);
                      }}
                    >
                      <span className={styles.number}>{Number(date.slice(8))}</span>
                      {date >= today &&
                        (day === undefined ? (
                          <Skeleton width="2.5em" />
                        ) : (
                          <>
                            <span className={day.closedReason !== null || day.soldOut ? styles.unavailable : styles.status}>{status}</span>
                            {usable(date) && day.adultPrice !== null && <span className={styles.price}>{formatPrice(day.adultPrice, locale)}</span>}
                          </>
                        ))}
                    </a>
                    <span id={descriptionId} hidden>
                      {description}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {closedDays.length > 0 && (
        <ul className={styles.closures} aria-label={t('calendar.closedDays')}>
          {closedDays.map((day) => (
            <li key={day.date}>
              {formatFullDate(day.date, locale)}: {t('calendar.closedBecause', { reason: day.closedReason })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
