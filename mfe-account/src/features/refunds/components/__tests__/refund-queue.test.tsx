import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@storefront/shared/toast/toast-store';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { RefundQueue } from '../refund-queue';

const request = {
  requestId: 7,
  reason: 'Ốm, không đi được',
  requestedAt: '2026-11-20T03:00:00.000Z',
  orderCode: 'SF-ABCD1234-EFGH5678',
  totalAmount: 800000,
  paymentMethod: 'vnpay',
  contact: { fullName: 'Nguyễn Văn An', phone: '0912 345 678', email: 'an@example.vn' },
};

describe('RefundQueue', () => {
  it('refunds a request only after a confirming click', async () => {
    let waiting = [request];
    const api = fakeApi({
      'refund.queue': () => waiting,
      'refund.complete': () => {
        waiting = [];
        return { requestId: 7, orderCode: request.orderCode, paymentStatus: 'refunded' };
      },
    });
    await renderAccount(<RefundQueue />, { api, user: makeUser({ role: 'staff' }) });
    const item = (await screen.findByRole('heading', { name: 'Đơn SF-ABCD1234-EFGH5678 · 800.000 ₫' })).closest('li')!;
    expect(within(item).getByText('Hoàn qua VNPay')).toBeInTheDocument();
    expect(within(item).getByText('Lý do: Ốm, không đi được')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: '0912 345 678' })).toHaveAttribute('href', 'tel:0912345678');

    await userEvent.click(within(item).getByRole('button', { name: 'Hoàn tiền' }));
    expect(api.calls.filter((call) => call.path === 'refund.complete')).toEqual([]);
    expect(within(item).getByText('Hoàn 800.000 ₫ cho Nguyễn Văn An? Đơn hàng sẽ bị huỷ và chỗ được trả lại.')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Xác nhận hoàn tiền' }));
    expect(await screen.findByText('Không có yêu cầu hoàn tiền nào đang chờ.')).toBeInTheDocument();
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('Đã hoàn tiền đơn SF-ABCD1234-EFGH5678');
    expect(api.calls.filter((call) => call.path === 'refund.complete')).toEqual([{ path: 'refund.complete', input: { requestId: 7 } }]);
  });

  it('keeps the request and says why when the gateway refuses (en)', async () => {
    const api = fakeApi({
      'refund.queue': () => [request],
      'refund.complete': () => new ApiFailure('BAD_GATEWAY', 'The payment gateway refused the refund (code 94). The order is unchanged'),
    });
    await renderAccount(<RefundQueue />, { api, user: makeUser({ role: 'staff' }), locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('The payment gateway refused the refund (code 94). The order is unchanged'));
    expect(screen.getByRole('heading', { name: 'Order SF-ABCD1234-EFGH5678 · VND 800,000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });
});
