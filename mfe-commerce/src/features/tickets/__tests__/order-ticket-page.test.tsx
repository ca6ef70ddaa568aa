import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@storefront/shared/routes/router';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import OrderTicketPage from '../pages/order-ticket-page';
import { fakeApi, sampleTickets } from '../../../testing/fake-api';
import '../../../testing/site';
import { addDays, todayInVietnam } from '../../../lib/dates';
import { cartStore } from '../../cart/stores/cart-store';

const visitDate = addDays(todayInVietnam(), 3);

function render(remainingFor: (date: string) => number, locale: 'vi' | 'en' = 'en') {
  const api = fakeApi({
    'ticket.list': () => sampleTickets,
    'ticket.availability': (input: { from: string; to: string }) =>
      Array.from({ length: 7 }, (_, i) => addDays(input.from, i)).map((date) => ({ date, remaining: remainingFor(date) })),
  });
  renderWithProviders(
    <Routes>
      <Route path="/order-ticket" element={<OrderTicketPage />} />
      <Route path="/dat-ve" element={<OrderTicketPage />} />
      <Route path="/checkout/ticket" element={<p>checkout page</p>} />
    </Routes>,
    { locale, route: locale === 'en' ? '/order-ticket?ticket=ve-cap-treo' : '/dat-ve?ticket=ve-cap-treo', trpcClient: api.client },
  );
  return api;
}

beforeEach(() => cartStore.getState().clear());

describe('order a ticket', () => {
  it('requires a visit date', async () => {
    render(() => 50);
    await userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Departure date is required')).toBeInTheDocument();
    expect(cartStore.getState().lines).toHaveLength(0);
  });

  it('refuses a date in the past', async () => {
    render(() => 50);
    const date = await screen.findByLabelText(/Visit date/);
    await userEvent.type(date, addDays(todayInVietnam(), -1));
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Departure date cannot be in the past')).toBeInTheDocument();
  });

  it('shows the places left and a live total with children under 3 free', async () => {
    render(() => 42);
    await userEvent.type(await screen.findByLabelText(/Visit date/), visitDate);
    expect(await screen.findByText('42 places left on this day')).toBeInTheDocument();
    expect(screen.getByText(/Total/)).toHaveTextContent('VND 300,000');
    await userEvent.click(screen.getByRole('button', { name: 'More Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Child' }));
    await userEvent.click(screen.getByRole('button', { name: 'More Under 3' }));
    expect(screen.getByText(/Total/)).toHaveTextContent('VND 800,000');
  });

  it('says when no tickets are available for the date', async () => {
    render((date) => (date === visitDate ? 0 : 10));
    await userEvent.type(await screen.findByLabelText(/Visit date/), visitDate);
    expect(await screen.findByText('No tickets available for the date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeDisabled();
  });

  it('puts the choice in the cart and goes to checkout', async () => {
    render(() => 50, 'vi');
    await userEvent.type(await screen.findByLabelText(/Ngày tham quan/), visitDate);
    await userEvent.click(screen.getByRole('button', { name: 'Tăng Trẻ em' }));
    await userEvent.click(screen.getByRole('button', { name: 'Đặt ngay' }));
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(cartStore.getState().lines).toEqual([
      expect.objectContaining({ kind: 'ticket', ticketSlug: 've-cap-treo', visitDate, quantities: { adult: 1, child: 1, infant: 0 } }),
    ]);
  });

  it('refuses more people than places left', async () => {
    render(() => 1);
    await userEvent.type(await screen.findByLabelText(/Visit date/), visitDate);
    await screen.findByText('1 places left on this day');
    await userEvent.click(screen.getByRole('button', { name: 'More Adult' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText('Only 1 places left on this day')).toBeInTheDocument();
    await waitFor(() => expect(cartStore.getState().lines).toHaveLength(0));
  });

  it('says how many tickets one order may hold, and refuses more (vi)', async () => {
    render(() => 100, 'vi');
    const limit = 'Mỗi đơn tối đa 10 vé (tính mọi loại vé). Trẻ dưới 3 tuổi miễn phí khi đi cùng vé người lớn hoặc trẻ em.';
    expect(await screen.findByText(limit)).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText(/Ngày tham quan/), visitDate);
    const more = await screen.findByRole('button', { name: 'Tăng Người lớn' });
    for (let i = 0; i < 10; i += 1) await userEvent.click(more);
    await userEvent.click(screen.getByRole('button', { name: 'Đặt ngay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    await waitFor(() => expect(cartStore.getState().lines).toHaveLength(0));
  });
});
