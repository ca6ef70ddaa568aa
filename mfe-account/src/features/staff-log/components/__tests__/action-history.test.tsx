import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { ActionHistory } from '../action-history';

const redeem = { id: 2, action: 'ticket.redeem', subjectKind: 'ticket', subjectId: 41, actor: { email: 'gate1@example.vn', name: '' }, createdAt: '2025-07-14T02:05:00.000Z' };
const approve = { id: 1, action: 'comment.approve', subjectKind: 'comment', subjectId: 3, actor: { email: 'mod@example.vn', name: 'Mai' }, createdAt: '2025-07-13T02:05:00.000Z' };

describe('ActionHistory', () => {
  it('lists who did what and narrows to one order', async () => {
    const api = fakeApi({
      'staffLog.list': (input) => ((input as { orderCode?: string } | undefined)?.orderCode === 'SF-ABC' ? [redeem] : (input as { orderCode?: string } | undefined)?.orderCode ? new ApiFailure('NOT_FOUND', 'Không tìm thấy đơn hàng') : [redeem, approve]),
    });
    await renderAccount(<ActionHistory />, { api, user: makeUser({ role: 'staff' }) });
    expect(await screen.findByText('Soát vé #41')).toBeInTheDocument();
    expect(screen.getByText('Duyệt bình luận #3')).toBeInTheDocument();
    expect(screen.getByText(/^gate1 · /)).toBeInTheDocument();
    expect(screen.getByText(/^Mai · /)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Mã đơn hàng/), 'sf-abc');
    await userEvent.click(screen.getByRole('button', { name: 'Xem lịch sử đơn' }));
    await screen.findByRole('button', { name: 'Xem tất cả' });
    expect(screen.queryByText('Duyệt bình luận #3')).not.toBeInTheDocument();
    expect(screen.getByText('Soát vé #41')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Mã đơn hàng/));
    await userEvent.type(screen.getByLabelText(/Mã đơn hàng/), 'SF-NONE');
    await userEvent.click(screen.getByRole('button', { name: 'Xem lịch sử đơn' }));
    expect(await screen.findByText('Không tìm thấy đơn hàng')).toBeInTheDocument();
  });

  it('says when nothing was recorded (en)', async () => {
    await renderAccount(<ActionHistory />, { api: fakeApi({ 'staffLog.list': () => [] }), user: makeUser({ role: 'admin' }), locale: 'en' });
    expect(await screen.findByText('No actions recorded yet.')).toBeInTheDocument();
  });
});
