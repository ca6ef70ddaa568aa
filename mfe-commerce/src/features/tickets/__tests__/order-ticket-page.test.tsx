import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/routes/router';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { toastStore } from '@storefront/shared/toast/toast-store';
import OrderTicketPage from '../pages/order-ticket-page';
import '../../../testing/site';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { addDays } from '../../../lib/dates';
import { cartStore } from '../../cart/stores/cart-store';

const api = withTestApi();

const SLUG = 'cap-treo-khu-hoi';
const visitDate = addDays(todayInVietnam(), 3);

/** `date` of the seeded cable car has only `left` places left: the rest are sold. */
async function placesLeft(date: string, left: number) {
  const [ticket] = await api.db.select().from(tables.ticketTypes).where(eq(tables.ticketTypes.slug, SLUG));
  await api.db.insert(tables.ticketInventory).values({ ticketTypeId: ticket!.id, visitDate: date, capacity: 40 + left, sold: 40 });
}

async function render(locale: 'vi' | 'en' = 'en') {
  await renderWithProviders(
    <Routes>
      <Route path="/order-ticket" element={<OrderTicketPage />} />
      <Route path="/dat-ve" element={<OrderTicketPage />} />
      <Route path="/checkout/ticket" element={<p>checkout page</p>} />
    </Routes>,
    { locale, route: locale === 'en' ? `/order-ticket?ticket=${SLUG}` : `/dat-ve?ticket=${SLUG}`, api },
  );
}

beforeEach(() => cartStore.getState().clear());
afterEach(() => api.databaseDown(false));

describe('order a ticket', () => {
  it('requires a visit date', async () => {
    await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Departure date is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Visit date/)).toHaveFocus();
    expect(cartStore.getState().lines).toHaveLength(0);
  });

  it('refuses a date in the past', async () => {
    await render();
    const date = await screen.findByLabelText(/Visit date/);
    await userEvent.type(date, addDays(todayInVietnam(), -1));
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Departure date cannot be in the past')).toBeInTheDocument();
  });

  it('shows the places left and a live total with children under 3 free', async () => {
    await placesLeft(visitDate, 42);
    await render();
    await userEvent.type(await screen.findByLabelText(/Visit date/), visitDate);
    expect(await screen.findByText('42 places left on this day')).toBeInTheDocument();
    expect(screen.getByText(/Total/)).toHaveTextContent('VND 450,000');
    await userEvent.click(screen.getByRole('button', { name: 'More Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Child' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Under 3' }));
    expect(screen.getByText(/Total/)).toHaveTextContent('VND 1,200,000');
  });

  it('says when no tickets are available for the date', async () => {
    const soldOut = addDays(todayInVietnam(), 4);
    await placesLeft(soldOut, 0);
    await render();
    await userEvent.type(await screen.findByLabelText(/Visit date/), soldOut);
    expect(await screen.findByText('No tickets available for the date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
  });

  it('puts the choice in the cart and goes to checkout', async () => {
    await render('vi');
    await userEvent.type(await screen.findByLabelText(/Ngày tham quan/), visitDate);
    await userEvent.click(screen.getByRole('button', { name: 'Tăng Trẻ em' }));
    await userEvent.click(screen.getByRole('button', { name: 'Đặt ngay' }));
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(cartStore.getState().lines).toEqual([
      expect.objectContaining({ kind: 'ticket', ticketSlug: SLUG, visitDate, quantities: { adult: 1, child: 1, infant: 0 }, prices: { adult: 450_000, child: 300_000, infant: 0 } }),
    ]);
  });

  it('adds the choice to the cart and stays on the page', async () => {
    await render();
    await userEvent.type(await screen.findByLabelText(/Visit date/), visitDate);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => [toast.type, toast.message])).toEqual([['success', 'Added to cart']]));
    expect(cartStore.getState().lines).toEqual([expect.objectContaining({ ticketSlug: SLUG, visitDate, quantities: { adult: 1, child: 0, infant: 0 } })]);
    expect(screen.queryByText('checkout page')).not.toBeInTheDocument();
  });

  it('refuses more people than places left', async () => {
    const lastPlace = addDays(todayInVietnam(), 5);
    await placesLeft(lastPlace, 1);
    await render();
    await userEvent.type(await screen.findByLabelText(/Visit date/), lastPlace);
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
    await userEvent.type(await screen.findByLabelText(/Ngày tham quan/), visitDate);
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
    expect(await screen.findByLabelText(/Visit date/)).toBeInTheDocument();
  });
});
