import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderContentStaff } from '../../../../testing/render';
import { QuoteInbox } from '../quote-inbox';

const api = withTestApi();
const staff = { role: 'staff' as const };

beforeEach(() => api.db.delete(tables.quotes));

describe('QuoteInbox', () => {
  it('shows contact details and marks a request handled', async () => {
    const [quote] = await api.db
      .insert(tables.quotes)
      .values({ fullName: 'Dũng', email: 'dung@example.vn', phone: '0905 000 111', message: 'Đoàn 30 người', country: 'Việt Nam' })
      .returning();
    await renderContentStaff(<QuoteInbox />, { api, as: staff });
    const item = (await screen.findByRole('heading', { name: 'Dũng · Việt Nam' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'dung@example.vn' })).toHaveAttribute('href', 'mailto:dung@example.vn');
    expect(within(item).getByRole('link', { name: '0905 000 111' })).toHaveAttribute('href', 'tel:0905000111');
    expect(within(item).getByText('Mới')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Đánh dấu đã xử lý' }));
    expect(await within(item).findByText('Đã xử lý')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Đánh dấu đã xử lý' })).not.toBeInTheDocument();
    expect(api.callsTo('quote.markHandled')).toEqual([{ id: quote!.id }]);
  });

  it('says, in one toast, when the request is gone before it was marked (en)', async () => {
    const [quote] = await api.db.insert(tables.quotes).values({ fullName: 'Dũng', email: 'dung@example.vn', phone: '0905 000 111', country: 'VN' }).returning();
    await renderContentStaff(<QuoteInbox />, { api, as: staff, locale: 'en' });
    await screen.findByRole('heading', { name: 'Dũng · VN' });
    await api.db.delete(tables.quotes).where(eq(tables.quotes.id, quote!.id));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Quote request not found');
    expect(shownToasts()).toEqual(['Quote request not found']);
  });

  it('says when there are no requests (en)', async () => {
    await renderContentStaff(<QuoteInbox />, { api, as: staff, locale: 'en' });
    expect(await screen.findByText('No quote requests yet.')).toBeInTheDocument();
  });

  it('pages a long inbox with Previous and Next (en)', async () => {
    const start = Date.parse('2025-07-01T00:00:00Z');
    await api.db
      .insert(tables.quotes)
      .values(Array.from({ length: 25 }, (_, index) => ({ fullName: `Guest ${index + 1}`, email: 'g@example.vn', phone: '0905 000 111', country: 'VN', createdAt: new Date(start - index * 60_000) })));
    await renderContentStaff(<QuoteInbox />, { api, as: staff, locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Guest 20 · VN' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guest 21 · VN' })).not.toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Quote request pages' });
    expect(within(pager()).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Guest 25 · VN' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guest 20 · VN' })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(api.callsTo('quote.inbox')).toEqual(expect.arrayContaining([{ page: 2, pageSize: 20 }]));
  });
});
