import { screen } from '@testing-library/react';
import { fakeApi, makeUser, renderAccount } from '../../../testing/render';
import DashboardPage from '../dashboard-page';

const queue = {
  items: [{ kind: 'comment', id: 3, name: 'Huy', email: 'huy@example.vn', anonymous: false, content: 'Cảnh đẹp quá!', createdAt: '2025-07-01T03:00:00.000Z', postSlug: 'mua-he', postTitle: 'Mùa hè' }],
  total: 1,
};

describe('DashboardPage', () => {
  it('hides staff tools from customers and refuses their pages', async () => {
    await renderAccount(<DashboardPage />, { user: makeUser(), route: '/dashboard/moderation', path: '/dashboard/*' });
    expect(screen.getByRole('link', { name: 'Hồ sơ' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Duyệt bình luận/ })).not.toBeInTheDocument();
    expect(screen.getByText('Bạn không có quyền truy cập công cụ nhân viên.')).toBeInTheDocument();
  });

  it('gives staff their tools with the pending count', async () => {
    const api = fakeApi({ 'moderation.queue': () => queue });
    await renderAccount(<DashboardPage />, { api, user: makeUser({ role: 'admin' }), route: '/dashboard/moderation', path: '/dashboard/*', locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Comment & review moderation' })).toBeInTheDocument();
    expect(await screen.findByText('Cảnh đẹp quá!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Comment & review moderation/ })).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'Gate check-in' })).toHaveAttribute('href', '/dashboard/check-in');
  });
});
