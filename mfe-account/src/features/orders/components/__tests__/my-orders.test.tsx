import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderAccount, signInAs } from '../../../../testing/render';
import { orderRows } from '../../../../testing/rows';
import { MyOrders } from '../my-orders';

const api = withTestApi();

describe('MyOrders', () => {
  it('shows status, payment, total and the QR tickets of a paid order (vi)', async () => {
    const person = await signInAs(api, { email: 'paid@example.vn' });
    const paid = await orderRows(api, { userId: person.id, tickets: ['valid', 'used'], createdAt: new Date('2025-07-01T03:00:00Z') });
    await orderRows(api, { userId: person.id, status: 'pending', paymentStatus: 'pending', tickets: ['valid'], createdAt: new Date('2025-07-02T03:00:00Z') });
    await renderAccount(<MyOrders />, { api, as: person });
    const name = paid.ticketName.vi;
    expect(await screen.findByRole('heading', { name: `Đơn ${paid.order.code}` })).toBeInTheDocument();
    expect(screen.getByText('Đã thanh toán')).toBeInTheDocument();
    expect(screen.getAllByText('500.000 ₫')).toHaveLength(1);
    expect(await screen.findAllByRole('img', { name: new RegExp(`Mã QR của vé ${name}`) })).toHaveLength(2);
    expect(screen.getAllByText('Chỉ có giá trị trong ngày 14 thg 7, 2025')).toHaveLength(2);
    expect(screen.getByText('Đã sử dụng')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yêu cầu hoàn vé' })).toHaveAttribute('href', `/order-refund?orderCode=${paid.order.code}`);
    // The paid order's tickets to keep; the unpaid one has none yet.
    expect(screen.getByRole('link', { name: 'Tải vé (PDF)' })).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/api/orders/${paid.order.code}/tickets.pdf\\?lang=vi&access=[\\w-]{22}$`)));
    expect(screen.getByRole('link', { name: 'Thêm vào lịch (.ics)' })).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/api/orders/${paid.order.code}/visit.ics\\?lang=vi&access=[\\w-]{22}$`)));
    expect(screen.getByText('Chờ thanh toán')).toBeInTheDocument();
    expect(screen.getByText('Vé QR sẽ hiện ở đây sau khi đơn được thanh toán.')).toBeInTheDocument();
  });

  it('shows where products go and waits for no QR ticket when the order has none (en)', async () => {
    const person = await signInAs(api, { email: 'honey@example.vn' });
    await orderRows(api, { userId: person.id, product: { title: 'Mountain honey – 500 ml', unitPrice: 250_000, deliveryAddress: '12 Le Loi, Ho Chi Minh City' } });
    await renderAccount(<MyOrders />, { api, as: person, locale: 'en' });
    expect(await screen.findByText('1 × Mountain honey – 500 ml')).toBeInTheDocument();
    expect(screen.getByText('Delivery to: 12 Le Loi, Ho Chi Minh City')).toBeInTheDocument();
    expect(screen.queryByText('QR tickets appear here once the order is paid.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'QR tickets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download tickets (PDF)' })).not.toBeInTheDocument();
  });

  it("shows a guest order with the account's email once the email is confirmed (en)", async () => {
    const guest = await orderRows(api, { contactEmail: 'guest@example.vn', tickets: ['valid'] });
    const person = await signInAs(api, { email: 'guest@example.vn' });
    const { unmount } = await renderAccount(<MyOrders />, { api, as: person, locale: 'en' });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    unmount();
    await api.db.update(tables.users).set({ emailVerifiedAt: new Date() }).where(eq(tables.users.id, person.id));
    await renderAccount(<MyOrders />, { api, as: person, locale: 'en' });
    expect(await screen.findByRole('heading', { name: `Order ${guest.order.code}` })).toBeInTheDocument();
  });

  it('explains how guest orders join and offers tickets when there are none (en)', async () => {
    await renderAccount(<MyOrders />, { api, as: { email: 'none@example.vn' }, locale: 'en' });
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByText(/if you booked with none@example.vn/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See ticket types' })).toHaveAttribute('href', '/tickets');
  });

  it('says the orders could not be loaded, without a toast, and loads them on retry', async () => {
    const person = await signInAs(api, { email: 'retry@example.vn' });
    api.databaseDown(true);
    try {
      await renderAccount(<MyOrders />, { api, as: person });
      expect(await screen.findByRole('alert')).toHaveTextContent(/Thử lại/);
      expect(shownToasts()).toEqual([]);
    } finally {
      api.databaseDown(false);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Bạn chưa có đơn hàng nào.')).toBeInTheDocument();
  });
});
