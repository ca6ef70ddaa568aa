import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { MyOrders } from '../my-orders';

const paidOrder = {
  orderCode: 'CT-PAID01',
  status: 'confirmed',
  paymentStatus: 'paid',
  paymentMethod: 'vnpay',
  totalAmount: 500000,
  currency: 'VND',
  contact: { fullName: 'Lan', phone: '0905123456', email: 'lan@example.vn' },
  createdAt: '2025-07-01T03:00:00.000Z',
  holdExpiresAt: null,
  items: [{ id: 1, kind: 'ticket', title: 'Vé khứ hồi', audience: 'adult', visitDate: '2025-07-14', quantity: 2, unitPrice: 250000, lineTotal: 500000 }],
  tickets: [
    { id: 11, qrSecret: 'secret-one', visitDate: '2025-07-14', audience: 'adult', status: 'valid', name: 'Vé khứ hồi', validity: { from: '2025-07-14', to: '2025-07-14' } },
    { id: 12, qrSecret: 'secret-two', visitDate: '2025-07-14', audience: 'adult', status: 'used', name: 'Vé khứ hồi', validity: { from: '2025-07-14', to: '2025-07-14' } },
  ],
};
const pendingOrder = { ...paidOrder, orderCode: 'CT-PEND02', status: 'pending', paymentStatus: 'pending', tickets: [] };

describe('MyOrders', () => {
  it('shows status, payment, total and the QR tickets of a paid order (vi)', async () => {
    await renderAccount(<MyOrders />, { api: fakeApi({ 'order.mine': () => [paidOrder, pendingOrder] }), user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Đơn CT-PAID01' })).toBeInTheDocument();
    expect(screen.getByText('Đã thanh toán')).toBeInTheDocument();
    expect(screen.getAllByText('500.000 ₫')).toHaveLength(2);
    expect(await screen.findAllByRole('img', { name: /Mã QR của vé Vé khứ hồi/ })).toHaveLength(2);
    expect(screen.getAllByText('Chỉ có giá trị trong ngày 14 thg 7, 2025')).toHaveLength(2);
    expect(screen.getByText('Đã sử dụng')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yêu cầu hoàn vé' })).toHaveAttribute('href', '/order-refund?orderCode=CT-PAID01');
    expect(screen.getByText('Chờ thanh toán')).toBeInTheDocument();
    expect(screen.getByText('Vé QR sẽ hiện ở đây sau khi đơn được thanh toán.')).toBeInTheDocument();
  });

  it('shows where products go and waits for no QR ticket when the order has none (en)', async () => {
    const honey = { id: 3, kind: 'product', title: 'Mountain honey – 500 ml', audience: null, visitDate: null, quantity: 1, unitPrice: 250000, lineTotal: 250000 };
    const products = { ...paidOrder, orderCode: 'CT-PROD03', items: [honey], tickets: [], deliveryAddress: '12 Le Loi, Ho Chi Minh City' };
    await renderAccount(<MyOrders />, { api: fakeApi({ 'order.mine': () => [products] }), user: makeUser(), locale: 'en' });
    expect(await screen.findByText('1 × Mountain honey – 500 ml')).toBeInTheDocument();
    expect(screen.getByText('Delivery to: 12 Le Loi, Ho Chi Minh City')).toBeInTheDocument();
    expect(screen.queryByText('QR tickets appear here once the order is paid.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'QR tickets' })).not.toBeInTheDocument();
  });

  it('explains how guest orders join and offers tickets when there are none (en)', async () => {
    await renderAccount(<MyOrders />, { api: fakeApi({ 'order.mine': () => [] }), user: makeUser(), locale: 'en' });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByText(/if you booked with lan@example.vn/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See ticket types' })).toHaveAttribute('href', '/tickets');
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    let fail = true;
    const api = fakeApi({ 'order.mine': () => (fail ? new ApiFailure('INTERNAL_SERVER_ERROR', 'Internal Server Error') : []) });
    await renderAccount(<MyOrders />, { api, user: makeUser() });
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Bạn chưa có đơn hàng nào.')).toBeInTheDocument();
  });
});
