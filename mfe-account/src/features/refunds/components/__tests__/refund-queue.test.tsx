import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@storefront/shared/toast/toast-store';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { RefundQueue } from '../refund-queue';
import { STAFF_PAGE_SIZE } from '../../../../components/pager';

const request = {
  requestId: 7,
  kind: 'order',
  reason: 'Ốm, không đi được',
  requestedAt: '2026-11-20T03:00:00.000Z',
  orderCode: 'SF-ABCD1234-EFGH5678',
  totalAmount: 800000,
  amount: 800000,
  paymentMethod: 'vnpay',
  contact: { fullName: 'Nguyễn Văn An', phone: '0912 345 678', email: 'an@example.vn' },
};

const page = (items: unknown[], total = items.length) => ({ items, total });

describe('RefundQueue', () => {
  it('refunds a request only after a confirming click', async () => {
    let waiting = [request];
    const api = fakeApi({
      'refund.queue': () => page(waiting),
      'refund.complete': () => {
        waiting = [];
        return { requestId: 7, orderCode: request.orderCode, amount: 800000, paymentStatus: 'refunded' };
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
      'refund.queue': () => page([request]),
      'refund.complete': () => new ApiFailure('BAD_GATEWAY', 'The payment gateway refused the refund (code 94). The order is unchanged'),
    });
    await renderAccount(<RefundQueue />, { api, user: makeUser({ role: 'staff' }), locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm refund' }));
    await waitFor(() => expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('The payment gateway refused the refund (code 94). The order is unchanged'));
    expect(screen.getByRole('heading', { name: 'Order SF-ABCD1234-EFGH5678 · VND 800,000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('labels a payment made after cancellation and refunds that payment\'s amount only', async () => {
    const late = { ...request, requestId: 9, kind: 'paid_after_cancellation', reason: 'paid_after_cancellation', amount: 500000 };
    const api = fakeApi({ 'refund.queue': () => page([late]), 'refund.complete': () => ({ requestId: 9, orderCode: late.orderCode, amount: 500000, paymentStatus: 'failed' }) });
    await renderAccount(<RefundQueue />, { api, user: makeUser({ role: 'staff' }), locale: 'en' });
    const item = (await screen.findByRole('heading', { name: 'Order SF-ABCD1234-EFGH5678 · VND 500,000' })).closest('li')!;
    expect(within(item).getByText('Paid after cancellation')).toBeInTheDocument();
    expect(within(item).queryByText(/Reason:/)).not.toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Refund' }));
    expect(within(item).getByText('Refund VND 500,000 to Nguyễn Văn An? Only this payment goes back; the order does not change.')).toBeInTheDocument();
  });

  it('says when only the unused tickets of an order are refunded', async () => {
    const partly = { ...request, amount: 500000 };
    await renderAccount(<RefundQueue />, { api: fakeApi({ 'refund.queue': () => page([partly]) }), user: makeUser({ role: 'staff' }), locale: 'en' });
    const item = (await screen.findByRole('heading', { name: 'Order SF-ABCD1234-EFGH5678 · VND 500,000' })).closest('li')!;
    expect(within(item).getByText('Unused tickets only: VND 500,000 of VND 800,000')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Refund' }));
    expect(within(item).getByText('Refund VND 500,000 to Nguyễn Văn An? Only the unused tickets are refunded; used tickets stay used.')).toBeInTheDocument();
  });

  it('asks for one bounded page at a time and moves between pages', async () => {
    const requests = Array.from({ length: STAFF_PAGE_SIZE + 1 }, (_, index) => ({ ...request, requestId: 100 + index, orderCode: `SF-ABCD1234-EFG${String(index).padStart(5, '0')}` }));
    const api = fakeApi({
      'refund.queue': (input) => {
        const { page: number = 1, pageSize = 50 } = (input ?? {}) as { page?: number; pageSize?: number };
        return page(requests.slice((number - 1) * pageSize, number * pageSize), requests.length);
      },
    });
    await renderAccount(<RefundQueue />, { api, user: makeUser({ role: 'staff' }), locale: 'en' });
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(STAFF_PAGE_SIZE);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(api.calls.filter((call) => call.path === 'refund.queue').map((call) => call.input)).toEqual([
      { page: 1, pageSize: STAFF_PAGE_SIZE },
      { page: 2, pageSize: STAFF_PAGE_SIZE },
    ]);
  });
});
