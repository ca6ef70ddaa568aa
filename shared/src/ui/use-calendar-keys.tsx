/**
 * The keyboard of a month shown as an ARIA grid of day buttons (the WAI-ARIA date picker's grid):
 * one day is in the tab order (roving tabindex); arrows move by day and week, Home/End to the
 * week's start and end, PageUp/PageDown by month (with Shift by year). Moving out of the month
 * shows the next one and keeps the focus on the day moved to.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { addDays, addMonths, monthOf, weekdayIndex } from '../contracts/calendar-month';

export interface CalendarKeysOptions {
  /** The first day of the month shown, YYYY-MM-01. */
  month: string;
  onMonthChange: (month: string) => void;
  /** Days to put in the tab order when the last one moved to is not in the month shown, best first (e.g. the chosen day, today). */
  fallbacks: readonly string[];
  /** No day before it can be moved to. */
  earliest?: string;
}

export interface CalendarKeys {
  /** Given to the grid, so the day moved to can be focused once it is rendered. */
  gridRef: RefObject<HTMLTableElement | null>;
  /** The day in the tab order; its button gets tabIndex 0, every other -1. Day buttons carry data-date. */
  tabbable: string;
  /** Makes `date` the day in the tab order, e.g. when it is clicked. */
  setActive: (date: string) => void;
  /** Shows another month, its tab stop following. */
  showMonth: (month: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, date: string) => void;
}

export function useCalendarKeys({ month, onMonthChange, fallbacks, earliest }: CalendarKeysOptions): CalendarKeys {
  const gridRef = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState(fallbacks.find(Boolean) ?? month);
  const moved = useRef(false);
  const tabbable = [active, ...fallbacks, month].find((date) => date && monthOf(date) === month)!;

  // After every render, not only when the tab stop changes: a grid that shows a placeholder while
  // the next month loads renders the day moved to later.
  useEffect(() => {
    if (!moved.current) return;
    const day = gridRef.current?.querySelector<HTMLElement>(`[data-date="${tabbable}"]`);
    if (!day) return;
    moved.current = false;
    day.focus();
  });

  const moveTo = (date: string) => {
    const target = earliest && date < earliest ? earliest : date;
    moved.current = true;
    setActive(target);
    if (monthOf(target) !== month) onMonthChange(monthOf(target));
  };

  const showMonth = (next: string) => {
    setActive(next);
    onMonthChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, date: string) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekdayIndex(date)),
      End: () => addDays(date, 6 - weekdayIndex(date)),
      PageUp: () => addMonths(date, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(date, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  return { gridRef, tabbable, setActive, showMonth, onKeyDown };
}
