import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderAccount } from '../../../../testing/render';
import { orderRows } from '../../../../testing/rows';
import { ActionHistory } from '../action-history';

const api = withTestApi();
/** Admins read everyone's actions; other staff their own, and everyone's on one order (api staff-log). */
const admin = { role: 'admin' as const };

async function staffMember(email: string, firstName: string) {
  const { id } = await api.signIn('staff', email);
  await api.db.update(tables.users).set({ firstName }).where(eq(tables.users.id, id));
  return id;
}

beforeEach(() => api.db.delete(tables.staffActions));

describe('ActionHistory', () => {
  it('lists who did what and narrows to one order', async () => {
    const gate = await staffMember('gate1@example.vn', '');
    const moderator = await staffMember('mod@example.vn', 'Mai');
    const { order, tickets } = await orderRows(api, { code: 'SF-ABC', tickets: ['used'] });
    await api.db.insert(tables.staffActions).values([
      { actorId: moderator, action: 'comment.approve', subjectKind: 'comment', subjectId: 3, createdAt: new Date('2025-07-13T02:05:00Z') },
      { actorId: gate, action: 'ticket.redeem', subjectKind: 'ticket', subjectId: tickets[0]!.id, orderId: order.id, createdAt: new Date('2025-07-14T02:05:00Z') },
    ]);
    await renderAccount(<ActionHistory />, { api, as: admin });
    const redeemed = `Soát vé #${tickets[0]!.id}`;
    expect(await screen.findByText(redeemed)).toBeInTheDocument();
    expect(screen.getByText('Duyệt bình luận #3')).toBeInTheDocument();
    expect(screen.getByText(/^gate1 · /)).toBeInTheDocument();
    expect(screen.getByText(/^Mai · /)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Mã đơn hàng/), 'sf-abc');
    await userEvent.click(screen.getByRole('button', { name: 'Xem lịch sử đơn' }));
    await screen.findByRole('button', { name: 'Xem tất cả' });
    expect(await screen.findByText(redeemed)).toBeInTheDocument();
    expect(screen.queryByText('Duyệt bình luận #3')).not.toBeInTheDocument();
    expect(api.callsTo('staffLog.list')).toContainEqual({ orderCode: 'SF-ABC', page: 1, pageSize: 20 });

    await userEvent.clear(screen.getByLabelText(/Mã đơn hàng/));
    await userEvent.type(screen.getByLabelText(/Mã đơn hàng/), 'SF-NONE');
    await userEvent.click(screen.getByRole('button', { name: 'Xem lịch sử đơn' }));
    expect(await screen.findByText('Không tìm thấy đơn hàng')).toBeInTheDocument();
    expect(shownToasts()).toEqual([]);
  });

  it('says when nothing was recorded (en)', async () => {
    await renderAccount(<ActionHistory />, { api, as: { role: 'admin' }, locale: 'en' });
    expect(await screen.findByText('No actions recorded yet.')).toBeInTheDocument();
  });

  it('pages a long history with Previous and Next', async () => {
    const gate = await staffMember('gate2@example.vn', '');
    const start = Date.parse('2025-07-14T02:00:00Z');
    // Newest first: the ticket numbered 30 is the newest.
    await api.db
      .insert(tables.staffActions)
      .values(Array.from({ length: 30 }, (_, index) => ({ actorId: gate, action: 'ticket.redeem' as const, subjectKind: 'ticket' as const, subjectId: index + 1, createdAt: new Date(start + index * 60_000) })));
    await renderAccount(<ActionHistory />, { api, as: admin });
    expect(await screen.findByText('Soát vé #30')).toBeInTheDocument();
    expect(screen.getByText('Soát vé #11')).toBeInTheDocument();
    expect(screen.queryByText('Soát vé #10')).not.toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Trang lịch sử thao tác' });
    await userEvent.click(within(pager()).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText('Soát vé #10')).toBeInTheDocument();
    expect(within(pager()).getByText('Trang 2/2')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Trang trước' }));
    expect(await screen.findByText('Soát vé #30')).toBeInTheDocument();
    expect(api.callsTo('staffLog.list')).toEqual(expect.arrayContaining([{ page: 1, pageSize: 20 }, { page: 2, pageSize: 20 }]));
  });
});
