import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/routes/router';
import { renderOnServer, renderWithProviders } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { toastStore } from '@storefront/shared/toast/toast-store';
import { formatFullDate, formatMonthYear } from '@storefront/shared/i18n/format-date';
import OrderTicketPage from '../pages/order-ticket-page';
import '../../../testing/site';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { addDays, addMonths, monthOf } from '@storefront/shared/contracts/calendar-month';
import { cartStore } from '../../cart/stores/cart-store';
import { ticketQueries } from '../ticket-queries';

const api = withTestApi();

const SLUG = 'cap-treo-khu-hoi';
const today = todayInVietnam();
const visitDate = addDays(today, 3);

async function ticketTypeId() {
  const [ticket] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, SLUG));
  return ticket!.id;
}

/** `date` of the seeded cable car has only `left` places left: the rest are sold. */
async function placesLeft(date: string, left: number) {
  await api.db.insert(tables.ticketInventory).values({ ticketTypeId: await ticketTypeId(), visitDate: date, capacity: 40 + left, sold: 40 });
}

async function render(locale: 'vi' | 'en' = 'en', date?: string) {
  const query = `?ticket=${SLUG}${date ? `&date=${date}` : ''}`;
  await renderWithProviders(
    <Routes>
      <Route path="/order-ticket" element={<OrderTicketPage />} />
      <Route path="/dat-ve" element={<OrderTicketPage />} />
      <Route path="/checkout/ticket" element={<p>checkout page</p>} />
    </Routes>,
    { locale, route: locale === 'en' ? `/order-ticket${query}` : `/dat-ve${query}`, api },
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The calendar's button of `date` once the month's places have arrived (its description then says more than the date). */
async function dayButton(date: string, locale: 'vi' | 'en' = 'en') {
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid).toHaveAttribute('aria-busy', 'false'));
  const button = grid.querySelector<HTMLAnchorElement>(`a[data-date="${date}"]`)!;
  expect(button).toHaveAccessibleDescription(expect.stringMatching(new RegExp(`^${escape(formatFullDate(date, locale))}, `)));
  return button;
}

/** Pages to `date`'s month with the next-month button and clicks the day. */
async function chooseDay(date: string, locale: 'vi' | 'en' = 'en') {
  const next = await screen.findByRole('link', { name: locale === 'en' ? 'Next month' : 'Tháng sau' });
  for (let month = monthOf(today); month < monthOf(date); month = addMonths(month, 1)) await userEvent.click(next);
  await userEvent.click(await dayButton(date, locale));
}

const summary = () => screen.getByRole('complementary', { name: /Your booking|Tóm tắt đặt vé/ });

beforeEach(() => cartStore.getState().clear());
afterEach(() => api.databaseDown(false));

describe('order a ticket', () => {
  it('requires a visit date, and puts the focus in the calendar', async () => {
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Departure date is required')).toBeInTheDocument();
    expect(await dayButton(today)).toHaveFocus();
    expect(cartStore.getState().lines).toHaveLength(0);
  });

  it('refuses a date in the past that came with the address', async () => {
    await render('en', addDays(today, -1));
    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Departure date cannot be in the past')).toBeInTheDocument();
  });

  it('shows the month in the page language with weeks from Monday and today marked', async () => {
    await render('vi');
    const grid = await screen.findByRole('grid', { name: `Ngày tham quan ${formatMonthYear(today, 'vi')}` });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(await dayButton(today, 'vi')).toHaveAttribute('aria-current', 'date');
  });

  it('shows the places left and the adult price of each day, and a summary that follows each choice', async () => {
    await placesLeft(visitDate, 42);
    await render();
    const day = await (async () => {
      const next = await screen.findByRole('link', { name: 'Next month' });
      if (monthOf(visitDate) !== monthOf(today)) await userEvent.click(next);
      return dayButton(visitDate);
    })();
    expect(day).toHaveAccessibleName(`${Number(visitDate.slice(8))} 42 left VND 450,000`);
    expect(day).toHaveAccessibleDescription(`${formatFullDate(visitDate, 'en')}, 42 places left on this day, adult VND 450,000`);
    expect(within(summary()).getByText('No day chosen yet')).toBeInTheDocument();
    await userEvent.click(day);
    expect(within(summary()).getByText(formatFullDate(visitDate, 'en'))).toBeInTheDocument();
    expect(await screen.findByText('42 places left on this day')).toBeInTheDocument();
    expect(within(summary()).getByText(/Total/)).toHaveTextContent('VND 450,000');
    await userEvent.click(screen.getByRole('button', { name: 'More Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Child' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Under 3' }));
    expect(within(summary()).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/× 2VND 900,000$/),
      expect.stringMatching(/× 1VND 300,000$/),
      expect.stringMatching(/× 1VND 0$/),
    ]);
    expect(within(summary()).getByText(/Total/)).toHaveTextContent('VND 1,200,000');
  });

  it('moves through days, weeks and months with the keyboard alone, and chooses with Enter', async () => {
    await render();
    const start = await dayButton(today);
    act(() => start.focus());
    const focusedDate = () => (document.activeElement as HTMLElement).dataset['date'];
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedDate()).toBe(addDays(today, 1));
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedDate()).toBe(addDays(today, 8));
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedDate()).toBe(addDays(today, 1));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focusedDate()).toBe(today); // no further back than today
    const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    await userEvent.keyboard('{ArrowDown}{End}');
    expect(focusedDate()).toBe(addDays(today, 7 + 6 - sinceMonday)); // next week's Sunday
    await userEvent.keyboard('{Home}');
    expect(focusedDate()).toBe(addDays(today, 7 - sinceMonday)); // its Monday
    const from = focusedDate()!;
    await userEvent.keyboard('{PageDown}');
    expect(focusedDate()).toBe(addMonths(from, 1));
    expect(screen.getByRole('heading', { name: formatMonthYear(addMonths(from, 1), 'en') })).toBeInTheDocument();
    await userEvent.keyboard('{PageUp}');
    expect(focusedDate()).toBe(from);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'false'));
    await userEvent.keyboard('{Enter}');
    expect(within(summary()).getByText(formatFullDate(addDays(from, 1), 'en'))).toBeInTheDocument();
    expect(document.activeElement!.closest('td')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}[Space]');
    expect(within(summary()).getByText(formatFullDate(addDays(from, 2), 'en'))).toBeInTheDocument();
  });

  it('shows a sold-out day as sold out, and it cannot be chosen', async () => {
    const soldOut = addDays(today, 4);
    await placesLeft(soldOut, 0);
    await render();
    const next = await screen.findByRole('link', { name: 'Next month' });
    if (monthOf(soldOut) !== monthOf(today)) await userEvent.click(next);
    const day = await dayButton(soldOut);
    expect(day).toHaveAccessibleDescription(`${formatFullDate(soldOut, 'en')}, Sold out`);
    expect(day).toHaveAttribute('aria-disabled', 'true');
    expect(day).toHaveTextContent('Sold out');
    await userEvent.click(day);
    act(() => day.focus());
    await userEvent.keyboard('{Enter}');
    expect(within(summary()).getByText('No day chosen yet')).toBeInTheDocument();
    expect(day.closest('td')).toHaveAttribute('aria-selected', 'false');
  });

  it('still refuses a sold-out day that came with the address', async () => {
    const soldOut = addDays(today, 6);
    await placesLeft(soldOut, 0);
    await render('en', soldOut);
    expect(await screen.findByText('No tickets available for the date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
  });

  it('shows a closed day with its reason in the page language, and it cannot be chosen', async () => {
    const closed = addDays(today, 2);
    await api.db.insert(tables.ticketInventory).values({ ticketTypeId: await ticketTypeId(), visitDate: closed, capacity: 100, closedReason: { vi: 'Bảo trì cáp treo', en: 'Cable car maintenance' } });
    await render('vi');
    const next = await screen.findByRole('link', { name: 'Tháng sau' });
    if (monthOf(closed) !== monthOf(today)) await userEvent.click(next);
    const day = await dayButton(closed, 'vi');
    expect(day).toHaveAccessibleDescription(`${formatFullDate(closed, 'vi')}, Đóng cửa: Bảo trì cáp treo`);
    expect(day).toHaveAttribute('aria-disabled', 'true');
    expect(day).toHaveTextContent('Đóng cửa');
    expect(screen.getByRole('list', { name: 'Ngày đóng cửa trong tháng' })).toHaveTextContent(`${formatFullDate(closed, 'vi')}: Đóng cửa: Bảo trì cáp treo`);
    await userEvent.click(day);
    expect(within(summary()).getByText('Chưa chọn ngày')).toBeInTheDocument();
  });

  it('refuses a closed day that came with the address, saying why', async () => {
    const closed = addDays(today, 7);
    await api.db.insert(tables.ticketInventory).values({ ticketTypeId: await ticketTypeId(), visitDate: closed, capacity: 100, closedReason: { vi: 'Bảo trì cáp treo', en: 'Cable car maintenance' } });
    await render('en', closed);
    expect(await screen.findByText('The area is closed on this day: Cable car maintenance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
  });

  it('puts the choice in the cart and goes to checkout', async () => {
    await render('vi');
    await chooseDay(visitDate, 'vi');
    await userEvent.click(screen.getByRole('button', { name: 'Tăng Trẻ em' }));
    await userEvent.click(screen.getByRole('button', { name: 'Đặt ngay' }));
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(cartStore.getState().lines).toEqual([
      expect.objectContaining({ kind: 'ticket', ticketSlug: SLUG, visitDate, quantities: { adult: 1, child: 1, infant: 0 }, prices: { adult: 450_000, child: 300_000, infant: 0 } }),
    ]);
  });

  it('adds the choice to the cart and stays on the page', async () => {
    await render();
    await chooseDay(visitDate);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([['success', 'Added to cart']]));
    expect(cartStore.getState().lines).toEqual([expect.objectContaining({ ticketSlug: SLUG, visitDate, quantities: { adult: 1, child: 0, infant: 0 } })]);
    expect(screen.queryByText('checkout page')).not.toBeInTheDocument();
  });

  it('refuses more people than places left', async () => {
    const lastPlace = addDays(today, 5);
    await placesLeft(lastPlace, 1);
    await render();
    await chooseDay(lastPlace);
    await screen.findByText('1 places left on this day');
    await userEvent.click(screen.getByRole('button', { name: 'More Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Only 1 places left on this day')).toBeInTheDocument();
    await waitFor(() => expect(cartStore.getState().lines).toHaveLength(0));
  });

  it('says how many tickets one order may hold, and refuses more (vi)', async () => {
    await render('vi');
    const limit = 'Mỗi đơn tối đa 10 vé (tính mọi loại vé). Trẻ dưới 3 tuổi miễn phí khi đi cùng vé người lớn hoặc trẻ em.';
    expect(await screen.findByText(limit)).toBeInTheDocument();
    await chooseDay(visitDate, 'vi');
    const more = await screen.findByRole('button', { name: 'Tăng Người lớn' });
    for (let i = 0; i < 10; i += 1) await userEvent.click(more);
    await userEvent.click(screen.getByRole('button', { name: 'Đặt ngay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    await waitFor(() => expect(cartStore.getState().lines).toHaveLength(0));
  });

  it('says the tickets could not be loaded while the server is down, and loads them on retry', async () => {
    api.databaseDown(true);
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable. Please try again shortly');
    const retry = screen.getByRole('button', { name: 'Retry' });
    api.databaseDown(false);
    await userEvent.click(retry);
    expect(await screen.findByRole('grid')).toBeInTheDocument();
  });
});

describe('before the page has hydrated', () => {
  it.each([
    ['vi', '/dat-ve', 'Đặt ngay', 'Biểu mẫu đang sẵn sàng…'],
    ['en', '/order-ticket', 'Book now', 'The form is getting ready…'],
  ] as const)('says beside the disabled submit why it waits (%s), in the server\'s markup, and no more once hydrated', async (locale, path, bookNow, reason) => {
    const page = await renderOnServer(
      <Routes>
        <Route path={path} element={<OrderTicketPage />} />
      </Routes>,
      // The ticket types are among the answers the document carries (the page's description).
      { locale, route: `${path}?ticket=${SLUG}`, api, prefetch: (trpc, queryClient) => queryClient.prefetchQuery(ticketQueries.list(trpc)) },
    );
    const submit = within(page.container).getByRole('button', { name: bookNow });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(reason);
    expect(within(page.container).getByText(reason)).toBeInTheDocument();

    expect(await page.hydrate()).toEqual([]);
    expect(within(page.container).queryByText(reason)).toBeNull();
    expect(within(page.container).getByRole('button', { name: bookNow })).toBeEnabled();
    expect(within(page.container).getByRole('button', { name: bookNow })).not.toHaveAccessibleDescription(reason);
    page.remove();
  });
});
