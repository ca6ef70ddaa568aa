import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { componentStylesStore, componentStylesFrom } from '@storefront/shared/theme/component-styles';
import TicketListPage from '../pages/ticket-list-page';
import TicketPricingPage from '../pages/ticket-pricing-page';
import TicketHighlights from '../../../fragments/ticket-highlights';
import { fakeApi, sampleTickets } from '../../../testing/fake-api';
import '../../../testing/site';

afterEach(() => componentStylesStore.setState(componentStylesFrom([]), true));

describe('ticket list', () => {
  it('styles cards from the ticket-card config: image height and label colours', async () => {
    componentStylesStore.setState(
      componentStylesFrom([{ type: 'ticket-card', isActive: true, settings: { imageHeight: 250, labelStyles: { featured: { backgroundColor: '#123456' } } } }]),
      true,
    );
    const api = fakeApi({ 'ticket.list': () => sampleTickets });
    renderWithProviders(<TicketListPage />, { locale: 'en', trpcClient: api.client });
    expect(await screen.findByRole('link', { name: 'Vé cáp treo khứ hồi' })).toHaveAttribute('href', '/tickets/ve-cap-treo');
    expect(screen.getByTestId('ticket-card-media')).toHaveStyle({ height: '250px' });
    expect(screen.getByText('Featured')).toHaveStyle({ backgroundColor: '#123456', color: '#ffffff' });
    expect(screen.getByText('10% off')).toHaveStyle({ backgroundColor: '#ef4444' });
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/order-ticket?ticket=ve-cap-treo');
    expect(screen.getByText('Children under 3 go free.')).toBeInTheDocument();
    expect(screen.getByText('Opening hours: 7:00 – 17:30 daily.')).toBeInTheDocument();
  });

  it('hides a label the config turns off', async () => {
    componentStylesStore.setState(componentStylesFrom([{ type: 'ticket-card', isActive: true, settings: { showLabels: { featured: false } } }]), true);
    const api = fakeApi({ 'ticket.list': () => sampleTickets });
    renderWithProviders(<TicketHighlights />, { locale: 'vi', trpcClient: api.client });
    expect(await screen.findByText('Giảm 10%')).toBeInTheDocument();
    expect(screen.queryByText('Nổi bật')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đặt vé' })).toHaveAttribute('href', '/dat-ve?ticket=ve-cap-treo');
  });
});

describe('ticket prices', () => {
  it('shows adult and child prices, under-3 free, and the visit-day validity', async () => {
    const api = fakeApi({
      'ticket.pricing': () => ({ currency: 'VND', audiences: [], rows: [{ slug: 've-cap-treo', name: 'Cáp treo', includes: [], adult: 450000, child: 300000, infant: 0 }] }),
    });
    renderWithProviders(<TicketPricingPage />, { locale: 'vi', trpcClient: api.client });
    const row = (await screen.findByRole('rowheader', { name: 'Cáp treo' })).closest('tr')!;
    expect(within(row).getByText('450.000 ₫')).toBeInTheDocument();
    expect(within(row).getByText('300.000 ₫')).toBeInTheDocument();
    expect(within(row).getByText('Miễn phí')).toBeInTheDocument();
    expect(screen.getByText('Vé chỉ có giá trị trong ngày tham quan.')).toBeInTheDocument();
  });
});
