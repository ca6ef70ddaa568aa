import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { exhaustLimit, renderAccount, signInAs } from '../../../testing/render';
import DashboardPage from '../dashboard-page';

const api = withTestApi();
const dashboard = { path: '/dashboard/*' };

describe('email verification on the dashboard', () => {
  it('says the email is not confirmed and sends the link again', async () => {
    await renderAccount(<DashboardPage />, { api, as: { email: 'lan@example.vn' }, route: '/dashboard', ...dashboard });
    expect(await screen.findByText(/^Email lan@example\.vn chưa được xác nhận\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi lại liên kết' }));
    expect(await screen.findByText('Chúng tôi đã gửi liên kết mới đến lan@example.vn.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['auth.resendVerification']);
  });

  it('shows the localised 429 once, in place, when links were sent too often', async () => {
    const { person } = await renderAccount(<DashboardPage />, { api, as: { email: 'often@example.vn' }, route: '/dashboard', locale: 'en', ...dashboard });
    await exhaustLimit(api, `verify-resend-account:${person!.id}`, 3, 37);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 37 minutes');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
    expect(shownToasts()).toEqual([]);
  });

  it('says a confirmed email is confirmed, with no button', async () => {
    await renderAccount(<DashboardPage />, { api, as: { email: 'done@example.vn', verified: true }, route: '/dashboard', locale: 'en', ...dashboard });
    expect(await screen.findByText(/^Your email done@example\.vn is confirmed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('thanks for an opened link and reloads the account to show it confirmed', async () => {
    const person = await signInAs(api, { email: 'opened@example.vn' });
    // The link was opened from the mail: the server knows, the page's copy of the person does not yet.
    await api.db.update(tables.users).set({ emailVerifiedAt: new Date() }).where(eq(tables.users.id, person.id));
    await renderAccount(<DashboardPage />, { api, as: person, route: '/dashboard?verified=1', ...dashboard });
    expect(await screen.findByText('Cảm ơn bạn, email đã được xác nhận.')).toBeInTheDocument();
    expect(await screen.findByText(/^Email opened@example\.vn đã được xác nhận/)).toBeInTheDocument();
  });

  it('says when a link was refused', async () => {
    await renderAccount(<DashboardPage />, { api, as: { email: 'refused@example.vn' }, route: '/dashboard?verified=0', ...dashboard });
    expect(await screen.findByText(/^Liên kết không hợp lệ, đã hết hạn hoặc đã được dùng\./)).toHaveAttribute('role', 'alert');
  });
});
