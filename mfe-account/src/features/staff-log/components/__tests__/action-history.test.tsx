import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { ActionHistory } from '../action-history';

/** The API's answer for one page of `all`. */
function pageOf(all: unknown[], input: unknown) {
  const { page = 1, pageSize = 20 } = (input ?? {}) as { page?: number; pageSize?: number };
  return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
}

const redeem = { id: 2, action: 'ticket.redeem', subjectKind: 'ticket', subjectId: 41, actor: { email: 'gate1@example.vn', name: '' }, createdAt: '2025-07-14T02:05:00.000Z' };
const approve = { id: 1, action: 'comment.approve', subjectKind: 'comment', subjectId: 3, actor: { email: 'mod@example.vn', name: 'Mai' }, createdAt: '2025-07-13T02:05:00.000Z' };

describe('ActionHistory', () => {
  it('lists who did what and narrows to one order', async () => {
    const api = fakeApi({
      'staffLog.list': (input) => {
        const orderCode = (input as { orderCode?: string }).orderCode;
        if (orderCode === 'SF-ABC') return pageOf([redeem], input);
        return orderCode ? new ApiFailure('NOT_FOUND', 'Không tìm thấy đơn hàng') : pageOf([redeem, approve], input);
      },
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
    await renderAccount(<ActionHistory />, { api: fakeApi({ 'staffLog.list': (input) => pageOf([], input) }), user: makeUser({ role: 'admin' }), locale: 'en' });
    expect(await screen.findByText('No actions recorded yet.')).toBeInTheDocument();
  });

  it('pages a long history with Previous and Next', async () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ ...redeem, id: index + 1, subjectId: index + 1 }));
    const api = fakeApi({ 'staffLog.list': (input) => pageOf(many, input) });
    await renderAccount(<ActionHistory />, { api, user: makeUser({ role: 'staff' }) });
    expect(await screen.findByText('Soát vé #20')).toBeInTheDocument();
    expect(screen.queryByText('Soát vé #21')).not.toBeInTheDocument();
    const pager = () => screen.getByRole('navigation', { name: 'Trang lịch sử thao tác' });
    await userEvent.click(within(pager()).getByRole('button', { name: 'Trang sau' }));
    expect(await screen.findByText('Soát vé #30')).toBeInTheDocument();
    expect(within(pager()).getByText('Trang 2/2')).toBeInTheDocument();
    await userEvent.click(within(pager()).getByRole('button', { name: 'Trang trước' }));
    expect(await screen.findByText('Soát vé #1')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === 'staffLog.list').map((call) => call.input)).toEqual(expect.arrayContaining([{ page: 1, pageSize: 20 }, { page: 2, pageSize: 20 }]));
  });
});
