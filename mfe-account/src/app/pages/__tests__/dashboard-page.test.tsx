import { screen } from '@testing-library/react';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { renderAccount } from '../../../testing/render';
import { noPendingContent, pendingComments } from '../../../testing/rows';
import DashboardPage from '../dashboard-page';

const api = withTestApi();

describe('DashboardPage', () => {
  it('hides staff tools from customers and refuses their pages', async () => {
    await renderAccount(<DashboardPage />, { api, as: {}, route: '/dashboard/moderation', path: '/dashboard/*' });
    expect(screen.getByRole('link', { name: 'Hồ sơ' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Duyệt bình luận/ })).not.toBeInTheDocument();
    expect(screen.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeInTheDocument();
    expect(api.callsTo('moderation.queue')).toEqual([]);
  });

  it('gives staff their tools with the pending count', async () => {
    await noPendingContent(api);
    await pendingComments(api, [{ name: 'Huy', email: 'huy@example.vn', content: 'Cảnh đẹp quá!' }]);
    await renderAccount(<DashboardPage />, { api, as: { role: 'admin' }, route: '/dashboard/moderation', path: '/dashboard/*', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Comment & review moderation' })).toBeInTheDocument();
    expect(await screen.findByText('Cảnh đẹp quá!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Comment & review moderation/ })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Gate check-in' })).toHaveAttribute('href', '/dashboard/check-in');
  });
});
