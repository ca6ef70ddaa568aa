import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { QuoteInbox } from '../quote-inbox';

/** The API's answer for one page of `all`. */
function pageOf(all: unknown[], input: unknown) {
  const { page = 1, pageSize = 20 } = (input ?? {}) as { page?: number; pageSize?: number };
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
}

describe('QuoteInbox', () => {
  it('shows contact details and marks a request handled', async () => {
    let status = 'new';
    const api = fakeApi({
      'quote.inbox': (input) => pageOf([{ id: 5, fullName: 'Dũng', email: 'dung@example.vn', phone: '0905 000 111', message: 'Đoàn 30 người', country: 'Việt Nam', status, createdAt: '2025-07-01T03:00:00.000Z' }], input),
      'quote.markHandled': () => {
        status = 'handled';
        return { id: 5, status };
      },
    });
    await renderAccount(<QuoteInbox />, { api, user: makeUser({ role: 'staff' }) });
    const item = (await screen.findByRole('heading', { name: 'Dũng · Việt Nam' })).closest('li')!;
    expect(within(item).getByRole('link', { name: 'dung@example.vn' })).toHaveAttribute('href', 'mailto:dung@example.vn');
    expect(within(item).getByRole('link', { name: '0905 000 111' })).toHaveAttribute('href', 'tel:0905000111');
    expect(within(item).getByText('Mới')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Đánh dấu đã xử lý' }));
    expect(await within(item).findByText('Đã xử lý')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Đánh dấu đã xử lý' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'quote.markHandled')).toEqual([{ path: 'quote.markHandled', input: { id: 5 } }]);
  });

  it('says when there are no requests (en)', async () => {
    await renderAccount(<QuoteInbox />, { api: fakeApi({ 'quote.inbox': (input) => pageOf([], input) }), user: makeUser({ role: 'staff' }), locale: 'en' });
    expect(await screen.findByText('No quote requests yet.')).toBeInTheDocument();
  });

  it('pages a long inbox with Previous and Next (en)', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, fullName: `Guest ${index + 1}`, email: 'g@example.vn', phone: '0905 000 111', message: null, country: 'VN', status: 'new', createdAt: '2025-07-01T03:00:00.000Z' }));
    const api = fakeApi({ 'quote.inbox': (input) => pageOf(many, input) });
    await renderAccount(<QuoteInbox />, { api, user: makeUser({ role: 'staff' }), locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'Guest 20 · VN' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guest 21 · VN' })).not.toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Quote request pages' });
    expect(within(pager()).getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Guest 25 · VN' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Guest 20 · VN' })).not.toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(api.calls.filter((call) => call.path === 'quote.inbox').map((call) => call.input)).toEqual(expect.arrayContaining([{ page: 2, pageSize: 20 }]));
  });
});
