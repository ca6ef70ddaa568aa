import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared/events/events';
import { fakeApi, makeUser, renderAccount } from '../../testing/render';
import UserMenu from '../user-menu';

describe('UserMenu', () => {
  it("offers 'Đăng nhập' to a visitor", async () => {
    await renderAccount(<UserMenu />);
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows the first name, else the part of the email before @', async () => {
    const { unmount } = await renderAccount(<UserMenu />, { user: makeUser() });
    expect(screen.getByRole('button', { name: 'Menu tài khoản của Lan' })).toHaveTextContent('Lan');
    unmount();
    await renderAccount(<UserMenu />, { user: makeUser({ email: 'minh.tran@example.vn', profile: { firstName: '' } }), locale: 'en' });
    expect(screen.getByRole('button', { name: 'Account menu of minh.tran' })).toBeInTheDocument();
  });

  it('lists staff tools only for staff', async () => {
    const { unmount } = await renderAccount(<UserMenu />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
    expect(screen.getByRole('link', { name: 'Tài khoản của tôi' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Soát vé' })).not.toBeInTheDocument();
    unmount();
    await renderAccount(<UserMenu />, { user: makeUser({ role: 'staff' }), locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
    expect(screen.getByRole('link', { name: 'Gate check-in' })).toHaveAttribute('href', '/dashboard/check-in');
    expect(screen.getByRole('link', { name: 'Comment & review moderation' })).toHaveAttribute('href', '/dashboard/moderation');
  });

  it('signs out: revokes the token, announces it and goes to /auth/login', async () => {
    const api = fakeApi({ 'auth.logout': () => ({ ok: true }) });
    const signedOut = jest.fn();
    const stop = on('account:signed-out', signedOut);
    await renderAccount(<UserMenu />, { api, user: makeUser(), route: '/dashboard' });
    localStorage.setItem('accessToken', 'tok-1');
    await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth/login'));
    expect(api.calls.map((call) => call.path)).toEqual(['auth.logout']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(signedOut).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    stop();
  });
});
