import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { QuoteInbox } from '../quote-inbox';

describe('QuoteInbox', () => {
  it('shows contact details and marks a request handled', async () => {
    let status = 'new';
    const api = fakeApi({
      'quote.inbox': () => [{ id: 5, fullName: 'Dũng', email: 'dung@example.vn', phone: '0905 000 111', message: 'Đoàn 30 người', country: 'Việt Nam', status, createdAt: '2025-07-01T03:00:00.000Z' }],
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
    await renderAccount(<QuoteInbox />, { api: fakeApi({ 'quote.inbox': () => [] }), user: makeUser({ role: 'staff' }), locale: 'en' });
    expect(await screen.findByText('No quote requests yet.')).toBeInTheDocument();
  });
});
