import { screen } from '@testing-library/react';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { renderAccount } from '../../../testing/render';
import DashboardPage from '../dashboard-page';

const api = withTestApi();

describe('DashboardPage', () => {
  it('hides staff tools from customers and refuses their pages', async () => {
    await renderAccount(<DashboardPage />, { api, as: {}, route: '/dashboard/users', path: '/dashboard/*' });
    expect(screen.getByRole('link', { name: 'Hồ sơ' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tài khoản nhân viên' })).not.toBeInTheDocument();
    expect(screen.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeInTheDocument();
    expect(api.callsTo('staffUsers.list')).toEqual([]);
  });

  it('gives staff their tools', async () => {
    await renderAccount(<DashboardPage />, { api, as: { role: 'admin' }, route: '/dashboard/users', path: '/dashboard/*', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite staff' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Action history' })).toHaveAttribute('href', '/dashboard/history');
  });
});
