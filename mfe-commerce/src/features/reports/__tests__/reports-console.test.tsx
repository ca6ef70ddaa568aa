import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderStaff } from '../../../testing/render';
import { ReportsConsole } from '../components/reports-console';

jest.setTimeout(30_000);

const api = withTestApi();
const staff = { role: 'staff' as const };
const today = todayInVietnam();

beforeAll(async () => {
  // A paid payment of today, on an order of the seeded database's first ticket type.
  const [type] = await api.db.select().from(tables.ticketTypes).limit(1);
  const [order] = await api.db
    .insert(tables.orders)
    .values({ code: 'RPT-UI-1', paymentMethod: 'vnpay', totalAmount: 640_000, contactName: 'Khách', contactPhone: '0912345678', idempotencyKey: 'reports-ui-1', status: 'confirmed', paymentStatus: 'paid' })
    .returning();
  await api.db.insert(tables.orderItems).values({ orderId: order!.id, kind: 'ticket', ticketTypeId: type!.id, audience: 'adult', visitDate: today, title: type!.name, quantity: 2, unitPrice: 320_000, lineTotal: 640_000 });
  await api.db.insert(tables.payments).values({ orderId: order!.id, provider: 'vnpay', amount: 640_000, status: 'paid', providerRef: 'RPT-UI-1' });
});

describe('ReportsConsole', () => {
  it('shows each report as a table with a chart hidden from assistive technology', async () => {
    await renderStaff(<ReportsConsole />, { api, as: staff });
    const sales = screen.getByRole('region', { name: 'Doanh thu' });
    const perDay = await within(sales).findByRole('table', { name: 'Doanh thu theo ngày' });
    expect(within(perDay).getAllByRole('row').at(-1)).toHaveTextContent('640.000');
    expect(within(sales).getByRole('table', { name: 'Theo loại vé và sản phẩm' })).toHaveTextContent('2');
    for (const chart of document.querySelectorAll('svg')) expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(within(sales).getByRole('button', { name: 'Tải CSV doanh thu' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lượt khách vào cổng' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hoàn tiền' })).toBeInTheDocument();
  });

  it('refuses a range over a year with the contract\'s message and asks nothing more of the API (en)', async () => {
    await renderStaff(<ReportsConsole />, { api, as: staff, locale: 'en' });
    await screen.findByRole('table', { name: 'Sales per day' });
    const asked = api.callsTo('report.sales').length;
    await userEvent.clear(screen.getByLabelText(/^From/));
    await userEvent.type(screen.getByLabelText(/^From/), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('At most 366 days at a time')).toBeInTheDocument();
    expect(api.callsTo('report.sales')).toHaveLength(asked);
  });
});
