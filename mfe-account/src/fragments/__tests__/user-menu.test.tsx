import 'fake-indexeddb/auto';
import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared/events/events';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { currentPath, renderAccount } from '../../testing/render';
import { pendingScans, recordScan, resetGateDevice } from '../../features/check-in/offline/gate-device';
import UserMenu from '../user-menu';

const api = withTestApi();

describe('UserMenu', () => {
  it("offers 'Đăng nhập' to a visitor", async () => {
    await renderAccount(<UserMenu />, { api });
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/auth/login');
  });

  it('shows the first name, else the part of the email before @', async () => {
    const { unmount } = await renderAccount(<UserMenu />, { api, as: { firstName: 'Lan' } });
    expect(screen.getByRole('button', { name: 'Menu tài khoản của Lan' })).toHaveTextContent('Lan');
    unmount();
    await renderAccount(<UserMenu />, { api, as: { email: 'minh.tran@example.vn', firstName: '' }, locale: 'en' });
    expect(screen.getByRole('button', { name: 'Account menu of minh.tran' })).toBeInTheDocument();
  });

  it('lists staff tools only for staff', async () => {
    const { unmount } = await renderAccount(<UserMenu />, { api, as: { firstName: 'Lan' } });
    await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
    expect(screen.getByRole('link', { name: 'Tài khoản của tôi' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Soát vé' })).not.toBeInTheDocument();
    unmount();
    await renderAccount(<UserMenu />, { api, as: { role: 'staff', firstName: 'Lan' }, locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
    expect(screen.getByRole('link', { name: 'Gate check-in' })).toHaveAttribute('href', '/dashboard/check-in');
    expect(screen.getByRole('link', { name: 'Action history' })).toHaveAttribute('href', '/dashboard/history');
    expect(screen.queryByRole('link', { name: 'Staff accounts' })).not.toBeInTheDocument();
  });

  it('signs out: revokes the session, announces it and goes to /auth/login', async () => {
    const signedOut = jest.fn();
    const stop = on('account:signed-out', signedOut);
    const { person } = await renderAccount(<UserMenu />, { api, as: { firstName: 'Lan' }, route: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(api.calls.map((call) => call.path)).toEqual(['auth.logout']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(signedOut).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Bạn đã đăng xuất']);
    // The token no longer opens the account.
    await expect((await api.caller({ token: person!.token })).profile.getMyProfile()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    stop();
  });

  it("does not delete a gate scanner's unsent scans without saying so, and signs out when asked again", async () => {
    await resetGateDevice();
    // A scan judged offline on a device whose preparation is gone: it cannot go up.
    await recordScan({ id: 'scan-1', ticketId: 1, token: 'a.b.c', decision: 'admitted', scannedAt: new Date().toISOString(), gate: 'Ga dưới', day: '2026-07-14' });
    await renderAccount(<UserMenu />, { api, as: { role: 'staff', firstName: 'Lan' }, route: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('1 lượt soát vé chưa được gửi lên máy chủ và sẽ bị xóa nếu đăng xuất.');
    await userEvent.click(screen.getByRole('button', { name: 'Ở lại đăng nhập' }));
    expect(currentPath()).toBe('/dashboard');
    expect(api.calls.map((call) => call.path)).not.toContain('auth.logout');
    expect(await pendingScans()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Đăng xuất và xóa chúng' }));
    await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    expect(await pendingScans()).toEqual([]);
  });
});
