import { randomUUID } from 'node:crypto';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { addMonths, monthOf } from '@storefront/shared/contracts/calendar-month';
import { and, eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderStaff } from '../../../testing/render';
import { TicketConsole } from '../components/ticket-console';

const api = withTestApi();
const admin = { role: 'admin' as const };
const SLUG = 'tau-hoa-leo-nui';
const nextMonth = addMonths(monthOf(todayInVietnam()), 1);
const day = (n: number) => `${nextMonth.slice(0, 8)}${String(n).padStart(2, '0')}`;

async function typeId() {
  const [type] = await api.db.select({ id: tables.ticketTypes.id }).from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, SLUG));
  return type!.id;
}

async function price(audience: 'adult' | 'child') {
  const [row] = await api.db
    .select({ price: tables.ticketPrices.price })
    .from(tables.ticketPrices)
    .where(and(eq(tables.ticketPrices.ticketTypeId, await typeId()), eq(tables.ticketPrices.audience, audience)));
  return row!.price;
}

/** The list item of the mountain train, with its calendar opened on next month. */
async function openTrainCalendar(locale: 'vi' | 'en' = 'vi') {
  const names = { vi: ['Tàu hỏa leo núi', 'Lịch sức chứa', 'Tháng sau'], en: ['Mountain train', 'Capacity calendar', 'Next month'] }[locale];
  const item = (await screen.findByRole('heading', { name: names[0] })).closest('li')!;
  await userEvent.click(within(item).getByRole('button', { name: names[1] }));
  await userEvent.click(await within(item).findByRole('button', { name: names[2] }));
  await within(item).findByRole('grid');
  return item;
}

const dayButton = (item: HTMLElement, date: string) => item.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)!;

beforeEach(async () => {
  await api.db.delete(tables.ticketInventory);
  await api.db.update(tables.ticketPrices).set({ price: 150_000 }).where(and(eq(tables.ticketPrices.ticketTypeId, await typeId()), eq(tables.ticketPrices.audience, 'adult')));
});

describe('TicketConsole', () => {
  it('saves a ticket type\'s adult price', async () => {
    await renderStaff(<TicketConsole />, { api, as: admin });
    const item = (await screen.findByRole('heading', { name: 'Tàu hỏa leo núi' })).closest('li')!;
    const adult = within(item).getByLabelText(/Giá người lớn/);
    expect(adult).toHaveValue(150_000);
    await userEvent.clear(adult);
    await userEvent.type(adult, '175000');
    await userEvent.click(within(item).getByRole('button', { name: 'Lưu giá' }));
    expect(await screen.findByText('Đã lưu giá Tàu hỏa leo núi')).toBeInTheDocument();
    expect(api.callsTo('ticket.updatePrices')).toEqual([{ slug: SLUG, prices: { adult: 175_000, child: 100_000 } }]);
    expect(await price('adult')).toBe(175_000);
    expect(shownToasts()).toEqual(['Đã lưu giá Tàu hỏa leo núi']);
  });

  it('refuses a bad price at its field, sends nothing and keeps what was typed', async () => {
    await renderStaff(<TicketConsole />, { api, as: admin, locale: 'en' });
    const item = (await screen.findByRole('heading', { name: 'Mountain train' })).closest('li')!;
    const child = within(item).getByLabelText(/Child price/);
    await userEvent.clear(child);
    await userEvent.type(child, '-5');
    await userEvent.click(within(item).getByRole('button', { name: 'Save prices' }));
    expect(await within(item).findByText('Minimum value is 0')).toBeInTheDocument();
    expect(child).toHaveAttribute('aria-invalid', 'true');
    expect(child).toHaveValue(-5);
    expect(api.callsTo('ticket.updatePrices')).toEqual([]);
    expect(await price('child')).toBe(100_000);
  });

  it('shows each day\'s sold and held seats, and refuses at the field a capacity below them with the count', async () => {
    await api.db.insert(tables.ticketInventory).values({ ticketTypeId: await typeId(), visitDate: day(10), capacity: 1500, held: 1, sold: 3 });
    await renderStaff(<TicketConsole />, { api, as: admin });
    const item = await openTrainCalendar();
    const tenth = dayButton(item, day(10));
    expect(tenth).toHaveTextContent('4/1500');
    expect(tenth.getAttribute('aria-label')).toMatch(/sức chứa 1500, đã bán 3, đang giữ 1$/);

    await userEvent.click(tenth);
    expect(tenth).toHaveAttribute('aria-pressed', 'true');
    const form = within(item).getByRole('form', { name: 'Sức chứa các ngày đã chọn' });
    const capacity = within(form).getByLabelText(/^Sức chứa/);
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu sức chứa' }));
    expect(await within(form).findByText(/xuống 2: đã có 4 vé được bán hoặc đang giữ chỗ$/)).toBeInTheDocument();
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(shownToasts()).toEqual([]);

    await userEvent.clear(capacity);
    await userEvent.type(capacity, '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu sức chứa' }));
    expect(await screen.findByText(/^Đã đặt sức chứa ngày .* là 40$/)).toBeInTheDocument();
    expect(await within(item).findByText('4/40')).toBeInTheDocument();
    expect(api.callsTo('ticket.setCapacity')).toEqual([
      { slug: SLUG, date: day(10), capacity: 2 },
      { slug: SLUG, date: day(10), capacity: 40 },
    ]);
  });

  it('sets one capacity for a picked range, refused whole at the field when one day has more seats taken', async () => {
    await api.db.insert(tables.ticketInventory).values({ ticketTypeId: await typeId(), visitDate: day(6), capacity: 1500, held: 0, sold: 9 });
    await renderStaff(<TicketConsole />, { api, as: admin, locale: 'en' });
    const item = await openTrainCalendar('en');
    const user = userEvent.setup();
    await user.click(dayButton(item, day(5)));
    await user.keyboard('{Shift>}');
    await user.click(dayButton(item, day(7)));
    await user.keyboard('{/Shift}');
    const form = within(item).getByRole('form', { name: 'Capacity of the picked days' });
    expect(within(form).getByLabelText(/^From/)).toHaveValue(day(5));
    expect(within(form).getByLabelText(/^To \(optional\)/)).toHaveValue(day(7));
    const capacity = within(form).getByLabelText(/^Capacity/);
    await user.clear(capacity);
    await user.type(capacity, '8');
    await user.click(within(form).getByRole('button', { name: 'Save capacity' }));
    expect(await within(form).findByText(/cannot go down to 8: 9 tickets are already sold or held$/)).toBeInTheDocument();
    expect((await api.db.select().from(tables.ticketInventory).where(eq(tables.ticketInventory.ticketTypeId, await typeId()))).map((row) => row.capacity)).toEqual([1500]);

    await user.clear(capacity);
    await user.type(capacity, '900');
    await user.click(within(form).getByRole('button', { name: 'Save capacity' }));
    expect(await screen.findByText(/^The capacity of 3 days, .* to .*, is now 900$/)).toBeInTheDocument();
    expect(api.callsTo('ticket.setCapacity').at(-1)).toEqual({ slug: SLUG, date: day(5), to: day(7), capacity: 900 });
    expect(await within(item).findByText('9/900')).toBeInTheDocument();
  });

  it('saves the default daily capacity, which the days without their own then show', async () => {
    await renderStaff(<TicketConsole />, { api, as: admin });
    const item = await openTrainCalendar();
    expect(dayButton(item, day(3))).toHaveTextContent('0/1500');
    const form = within(item).getByRole('form', { name: 'Sức chứa mặc định mỗi ngày' });
    const capacity = within(form).getByLabelText(/^Sức chứa mặc định/);
    await userEvent.clear(capacity);
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu sức chứa mặc định' }));
    expect(await within(form).findByText('Giá trị không hợp lệ')).toBeInTheDocument();
    expect(capacity).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('ticket.setDefaultCapacity')).toEqual([]);

    await userEvent.type(capacity, '1200');
    await userEvent.click(within(form).getByRole('button', { name: 'Lưu sức chứa mặc định' }));
    expect(await screen.findByText('Sức chứa mặc định mỗi ngày của Tàu hỏa leo núi là 1200')).toBeInTheDocument();
    await waitFor(() => expect(dayButton(item, day(3))).toHaveTextContent('0/1200'));
    await api.db.update(tables.ticketTypes).set({ defaultDailyCapacity: 1500 }).where(eq(tables.ticketTypes.slug, SLUG));
  });

  it('edits a type\'s texts in both languages, its included items, labels and listing, refusing a blank Vietnamese name', async () => {
    const [before] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, SLUG));
    await renderStaff(<TicketConsole />, { api, as: admin, locale: 'en' });
    const item = (await screen.findByRole('heading', { name: 'Mountain train' })).closest('li')!;
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Texts and listing' }));
    const form = await within(item).findByRole('form', { name: 'Texts of Mountain train' });
    const nameVi = within(form).getByLabelText(/^Name \(Vietnamese\)/);
    expect(nameVi).toHaveValue(before!.name.vi);

    await user.clear(nameVi);
    await user.click(within(form).getByRole('button', { name: 'Save texts' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(nameVi).toHaveFocus();
    expect(api.callsTo('ticket.updateDetails')).toEqual([]);

    await user.type(nameVi, 'Tàu leo núi');
    const nameEn = within(form).getByLabelText(/^Name \(English, optional\)/);
    await user.clear(nameEn);
    await user.type(nameEn, 'Mountain railway');
    const items = before!.includes.length;
    await user.click(within(form).getByRole('button', { name: 'Add an item' }));
    await user.type(within(form).getByLabelText(new RegExp(`^Item ${items + 1} \\(Vietnamese\\)`)), 'Nước uống');
    await user.click(within(form).getByRole('button', { name: 'Remove item 1' }));
    await user.click(within(form).getByLabelText('New'));
    await user.clear(within(form).getByLabelText(/^Discount/));
    await user.type(within(form).getByLabelText(/^Discount/), '20');
    await user.click(within(form).getByLabelText('On sale (shown on the site)'));
    await user.click(within(form).getByRole('button', { name: 'Save texts' }));
    expect(await screen.findByText('Texts of Tàu leo núi saved')).toBeInTheDocument();

    const [after] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, SLUG));
    expect(after!.name).toEqual({ vi: 'Tàu leo núi', en: 'Mountain railway' });
    expect(after!.includes).toEqual([...before!.includes.slice(1), { vi: 'Nước uống' }]);
    expect(after!.labels).toMatchObject({ new: !before!.labels.new, discount: 20 });
    expect(after!.isActive).toBe(false);
    // Hidden types stay in the console, marked.
    expect(await within(item).findByText('Hidden')).toBeInTheDocument();
    await api.db.update(tables.ticketTypes).set(before!).where(eq(tables.ticketTypes.slug, SLUG));
  });

  it('uploads a new picture for a type, says why a file is refused, and saves the stored photo', async () => {
    const fetchMock = jest.fn();
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const [before] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, SLUG));
    try {
      await renderStaff(<TicketConsole />, { api, as: admin, locale: 'en' });
      const item = (await screen.findByRole('heading', { name: 'Mountain train' })).closest('li')!;
      const user = userEvent.setup({ applyAccept: false });
      await user.click(within(item).getByRole('button', { name: 'Texts and listing' }));
      const form = await within(item).findByRole('form', { name: 'Texts of Mountain train' });
      expect(within(form).getByRole('img', { name: 'Current picture' })).toHaveAttribute('src', before!.imageUrl);
      const picker = within(form).getByLabelText(/^Picture of the ticket/);

      await user.upload(picker, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Only JPG, PNG or GIF images are accepted.');
      await user.upload(picker, new File([new Uint8Array(16 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('The image is larger than 15 MB.');
      fetchMock.mockResolvedValueOnce({ ok: false, status: 415, json: async () => ({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPEG, PNG or GIF images are accepted' } }) });
      await user.upload(picker, new File(['not really'], 'fake.jpg', { type: 'image/jpeg' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent('Only JPEG, PNG or GIF images are accepted');
      expect(fetchMock).toHaveBeenCalledTimes(1);

      // Accepted: stored as the route stores a staff photo, so the API takes its address.
      const id = randomUUID();
      await api.db.insert(tables.uploads).values({ id, purpose: 'staff', fileName: `${id}.jpg`, mimeType: 'image/jpeg', size: 2048, sha256: '0'.repeat(64), width: 1600, height: 900 });
      fetchMock.mockResolvedValueOnce({ ok: true, status: 201, json: async () => ({ uploadId: id, url: `/uploads/${id}.jpg`, width: 1600, height: 900 }) });
      await user.upload(picker, new File(['jpeg bytes'], 'train.jpg', { type: 'image/jpeg' }));
      await waitFor(() => expect(within(form).getByRole('img', { name: 'Current picture' })).toHaveAttribute('src', `/uploads/${id}.jpg`));
      const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
      expect(url).toBe('/api/staff/uploads');
      expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
      expect(within(form).queryByRole('alert')).toBeNull();

      await user.click(within(form).getByRole('button', { name: 'Save texts' }));
      expect(await screen.findByText(/^Texts of .* saved$/)).toBeInTheDocument();
      const [after] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, SLUG));
      expect(after!.imageUrl).toBe(`/uploads/${id}.jpg`);
    } finally {
      globalThis.fetch = realFetch;
      await api.db.update(tables.ticketTypes).set(before!).where(eq(tables.ticketTypes.slug, SLUG));
    }
  });

  it('moves between days and picks a range with the keyboard alone', async () => {
    await renderStaff(<TicketConsole />, { api, as: admin, locale: 'en' });
    const item = await openTrainCalendar('en');
    // One day of the month is in the tab order: the 1st, after showing the month.
    expect(item.querySelectorAll('[role="grid"] button[tabindex="0"]')).toHaveLength(1);
    dayButton(item, day(1)).focus();
    const user = userEvent.setup();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    expect(dayButton(item, day(9))).toHaveFocus();
    expect(dayButton(item, day(9))).toHaveAttribute('tabindex', '0');
    await user.keyboard('{Enter}{ArrowRight}{ArrowRight}{Shift>}{Enter}{/Shift}');
    expect(within(item).getAllByRole('button', { pressed: true }).map((button) => button.dataset.date)).toEqual([day(9), day(10), day(11)]);
    const close = within(item).getByRole('form', { name: 'Close days' });
    expect(within(close).getByLabelText(/^From/)).toHaveValue(day(9));
    expect(within(close).getByLabelText(/^To/)).toHaveValue(day(11));

    // PageDown shows the next month with the same day focused.
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(dayButton(item, addMonths(day(11), 1))).toHaveFocus());
  });

  it('closes a picked range with a reason in both languages, shows it closed, and reopens it', async () => {
    await renderStaff(<TicketConsole />, { api, as: admin, locale: 'en' });
    const item = await openTrainCalendar('en');
    await userEvent.click(dayButton(item, day(12)));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(dayButton(item, day(14)));
    await user.keyboard('{/Shift}');
    expect(within(item).getAllByRole('button', { pressed: true })).toHaveLength(3);

    const close = within(item).getByRole('form', { name: 'Close days' });
    await userEvent.click(within(close).getByRole('button', { name: 'Close' }));
    expect(await within(close).findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('ticket.closeDates')).toEqual([]);

    await userEvent.type(within(close).getByLabelText(/Reason \(Vietnamese\)/), 'Bảo trì cáp');
    await userEvent.type(within(close).getByLabelText(/Reason \(English/), 'Cable maintenance');
    await userEvent.click(within(close).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('3 days closed')).toBeInTheDocument();
    expect(api.callsTo('ticket.closeDates')).toEqual([{ slug: SLUG, from: day(12), to: day(14), reason: { vi: 'Bảo trì cáp', en: 'Cable maintenance' } }]);
    await waitFor(() => expect(dayButton(item, day(13)).getAttribute('aria-label')).toMatch(/: closed \(Cable maintenance\), capacity 1500, 0 sold, 0 held$/));
    const rows = await api.db.select().from(tables.ticketInventory).where(eq(tables.ticketInventory.ticketTypeId, await typeId()));
    expect(rows.map((row) => row.closedReason)).toEqual(Array(3).fill({ vi: 'Bảo trì cáp', en: 'Cable maintenance' }));

    const reopen = within(item).getByRole('form', { name: 'Reopen days' });
    await userEvent.click(within(reopen).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('3 days reopened')).toBeInTheDocument();
    // The month is read again after the toast: the day shows open once that answer is in.
    await waitFor(() => expect(dayButton(item, day(13)).getAttribute('aria-label')).toMatch(/: capacity 1500, 0 sold, 0 held$/));
  });
});
