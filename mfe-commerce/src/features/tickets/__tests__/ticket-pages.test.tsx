import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { componentStylesStore, componentStylesFrom } from '@storefront/shared/theme/component-styles';
import TicketListPage from '../pages/ticket-list-page';
import TicketPricingPage from '../pages/ticket-pricing-page';
import TicketHighlights from '../../../fragments/ticket-highlights';
import '../../../testing/site';

const api = withTestApi();

afterEach(() => {
  componentStylesStore.setState(componentStylesFrom([]), true);
  api.databaseDown(false);
});

describe('ticket list', () => {
  it('styles cards from the ticket-card config: image height and label colours', async () => {
    componentStylesStore.setState(
      componentStylesFrom([{ type: 'ticket-card', isActive: true, settings: { imageHeight: 250, labelStyles: { featured: { backgroundColor: '#123456' } } } }]),
      true,
    );
    await renderWithProviders(<TicketListPage />, { locale: 'en', api });
    // The seeded all-day pass is featured and 20% off.
    const card = await screen.findByRole('article', { name: 'All-day pass' });
    expect(within(card).getByRole('link', { name: 'All-day pass' })).toHaveAttribute('href', '/tickets/ve-tron-goi-ca-ngay');
    expect(within(card).getByTestId('ticket-card-media')).toHaveStyle({ height: '250px' });
    expect(within(card).getByText('Featured')).toHaveStyle({ backgroundColor: '#123456', color: '#ffffff' });
    expect(within(card).getByText('20% off')).toHaveStyle({ backgroundColor: '#ef4444' });
    expect(within(card).getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/order-ticket?ticket=ve-tron-goi-ca-ngay');
    expect(screen.getByText('Children under 3 go free.')).toBeInTheDocument();
    expect(screen.getByText('Opening hours: 7:00 – 17:30 daily.')).toBeInTheDocument();
  });

  it('hides a label the config turns off', async () => {
    componentStylesStore.setState(componentStylesFrom([{ type: 'ticket-card', isActive: true, settings: { showLabels: { featured: false } } }]), true);
    await renderWithProviders(<TicketHighlights />, { locale: 'vi', api });
    const cableCar = await screen.findByRole('article', { name: 'Vé cáp treo khứ hồi' });
    expect(screen.getByText('Giảm 15%')).toBeInTheDocument();
    expect(screen.queryByText('Nổi bật')).not.toBeInTheDocument();
    expect(within(cableCar).getByRole('link', { name: 'Đặt vé' })).toHaveAttribute('href', '/dat-ve?ticket=cap-treo-khu-hoi');
  });

  it("fetches the home page's first card picture at once and the others as they near the screen", async () => {
    const { container } = await renderWithProviders(<TicketHighlights />, { locale: 'en', api });
    await screen.findAllByRole('article');
    const [first, ...rest] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(rest.length).toBeGreaterThan(0);
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('says the tickets could not be loaded while the server is down, and shows them on retry', async () => {
    api.databaseDown(true);
    await renderWithProviders(<TicketListPage />, { locale: 'en', api });
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable. Please try again shortly');
    api.databaseDown(false);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'All-day pass' })).toBeInTheDocument();
  });
});

describe('ticket prices', () => {
  it('shows adult and child prices, under-3 free, and the visit-day validity', async () => {
    await renderWithProviders(<TicketPricingPage />, { locale: 'vi', api });
    const row = (await screen.findByRole('rowheader', { name: 'Vé cáp treo khứ hồi' })).closest('tr')!;
    expect(within(row).getByText('450.000 ₫')).toBeInTheDocument();
    expect(within(row).getByText('300.000 ₫')).toBeInTheDocument();
    expect(within(row).getByText('Miễn phí')).toBeInTheDocument();
    expect(screen.getByText('Vé chỉ có giá trị trong ngày tham quan.')).toBeInTheDocument();
  });
});
