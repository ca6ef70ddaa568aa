import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../testing/render';
import DashboardPage from '../dashboard-page';

const profileOnly = { 'profile.getMyProfile': () => makeUser({ emailVerified: true }) };

describe('email verification on the dashboard', () => {
  it('says the email is not confirmed and sends the link again', async () => {
    const api = fakeApi({ 'auth.resendVerification': () => ({ ok: true, alreadyVerified: false }) });
    await renderAccount(<DashboardPage />, { api, user: makeUser({ emailVerified: false }), route: '/dashboard', path: '/dashboard/*' });
    expect(await screen.findByText(/^Email lan@example\.vn chưa được xác nhận\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi lại liên kết' }));
    expect(await screen.findByText('Chúng tôi đã gửi liên kết mới đến lan@example.vn.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['auth.resendVerification']);
  });

  it('shows the localised 429 when links were sent too often', async () => {
    const api = fakeApi({ 'auth.resendVerification': () => new ApiFailure('TOO_MANY_REQUESTS', 'Too many attempts. Please try again in 37 minutes') });
    await renderAccount(<DashboardPage />, { api, user: makeUser({ emailVerified: false }), route: '/dashboard', path: '/dashboard/*', locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 37 minutes');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('says a confirmed email is confirmed, with no button', async () => {
    await renderAccount(<DashboardPage />, { user: makeUser({ emailVerified: true }), route: '/dashboard', path: '/dashboard/*', locale: 'en' });
    expect(await screen.findByText(/^Your email lan@example\.vn is confirmed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('thanks for an opened link and reloads the account to show it confirmed', async () => {
    const api = fakeApi(profileOnly);
    await renderAccount(<DashboardPage />, { api, user: makeUser({ emailVerified: false }), route: '/dashboard?verified=1', path: '/dashboard/*' });
    expect(await screen.findByText('Cảm ơn bạn, email đã được xác nhận.')).toBeInTheDocument();
    expect(await screen.findByText(/^Email lan@example\.vn đã được xác nhận/)).toBeInTheDocument();
  });

  it('says when a link was refused', async () => {
    await renderAccount(<DashboardPage />, { user: makeUser({ emailVerified: false }), route: '/dashboard?verified=0', path: '/dashboard/*' });
    expect(await screen.findByText(/^Liên kết không hợp lệ, đã hết hạn hoặc đã được dùng\./)).toHaveAttribute('role', 'alert');
  });
});
