import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared/events/events';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { setRemoteLoader } from '@storefront/shared/federation/remote-loader';
import type { RemoteDashboardModule } from '@storefront/shared/federation/remote-contract';
import { defineRemote } from '@storefront/shared/federation/remote-description';
import { currentSite, setSite } from '@storefront/shared/routes/route-table';
import { useSiteOf } from '@storefront/shared/testing/site';
import { currentPath, renderAccount } from '../../testing/render';
import { description } from '../../app/description';
import UserMenu from '../user-menu';

const api = withTestApi();

/** Another team's remote whose section keeps work on the device, as a live description declares it. */
const tills = defineRemote({
  remote: 'tills',
  pages: {},
  dashboardSections: {
    till: { path: 'till', label: { en: 'Till', vi: 'Quầy thu' }, group: 'sales', position: 90, area: 'operations', keepsWorkOnDevice: true },
  },
});

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
    expect(screen.queryByRole('link', { name: 'Lịch sử thao tác' })).not.toBeInTheDocument();
    unmount();
    await renderAccount(<UserMenu />, { api, as: { role: 'staff', firstName: 'Lan' }, locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
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

  describe("a staff member's sign-out, when a live remote keeps work on this device", () => {
    /** The items the tills remote's store still holds unsent, and what its module was asked. */
    let unsent: number;
    let asked: string[];
    let dashboard: RemoteDashboardModule | undefined;

    beforeEach(() => {
      unsent = 0;
      asked = [];
      dashboard = {
        sections: {},
        async beforeSignOut(client) {
          asked.push(typeof client.auth.logout.mutate === 'function' ? 'beforeSignOut' : 'beforeSignOut without a client');
          return unsent;
        },
      };
      setRemoteLoader(async (id) => {
        asked.push(id);
        if (!dashboard) throw new Error('offline');
        return dashboard;
      });
      useSiteOf(description, tills);
    });
    // The other tests see the site they started with.
    const site = currentSite();
    afterEach(() => setSite(site));

    it("loads that remote's dashboard module as the menu mounts, for staff only", async () => {
      const { unmount } = await renderAccount(<UserMenu />, { api, as: { firstName: 'Lan' } });
      expect(asked).toEqual([]);
      unmount();
      await renderAccount(<UserMenu />, { api, as: { role: 'staff', firstName: 'Lan' } });
      expect(asked).toEqual(['tills/dashboard']);
    });

    it('signs out at once when nothing would be lost', async () => {
      await renderAccount(<UserMenu />, { api, as: { role: 'staff', firstName: 'Lan' }, route: '/dashboard' });
      await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
      await waitFor(() => expect(currentPath()).toBe('/auth/login'));
      expect(asked).toEqual(['tills/dashboard', 'beforeSignOut']);
    });

    it('says how much would be lost and where, and signs out only when asked again', async () => {
      unsent = 2;
      await renderAccount(<UserMenu />, { api, as: { role: 'staff', firstName: 'Lan' }, route: '/dashboard', locale: 'en' });
      await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('2 items of Till have not been sent yet and would be deleted by logging out.');
      await userEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
      expect(currentPath()).toBe('/dashboard');
      expect(api.calls.map((call) => call.path)).not.toContain('auth.logout');

      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Log out and delete them' }));
      await waitFor(() => expect(currentPath()).toBe('/auth/login'));
      expect(asked).toEqual(['tills/dashboard', 'beforeSignOut', 'beforeSignOut']);
    });

    it("warns without a count when the remote's module cannot be loaded", async () => {
      dashboard = undefined;
      await renderAccount(<UserMenu />, { api, as: { role: 'staff', firstName: 'Lan' }, route: '/dashboard' });
      await userEvent.click(screen.getByRole('button', { name: /Lan/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Không đọc được những gì Quầy thu lưu trên thiết bị');
      await userEvent.click(screen.getByRole('button', { name: 'Đăng xuất và xóa chúng' }));
      await waitFor(() => expect(currentPath()).toBe('/auth/login'));
    });
  });
});
