import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@storefront/shared/i18n/react';
import { createI18n, type Locale } from '@storefront/shared/i18n/i18n';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { counterOrderRows } from '../../../../testing/orders';
import { renderStaff } from '../../../../testing/render';
import { CheckInDesk } from '../check-in-desk';
import { CheckInResult, type CheckInAnswer } from '../check-in-result';

const ticket = {
  id: 41,
  orderCode: 'CT-ABC123',
  name: 'Vé cáp treo khứ hồi',
  audience: 'adult' as const,
  visitDate: '2025-07-14',
  holder: 'Trần Minh',
  status: 'used' as const,
  redeemedAt: '2025-07-14T02:05:09.000Z',
  amountDue: null,
};

function showResult(answer: CheckInAnswer, locale: Locale) {
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <CheckInResult answer={answer} />
    </I18nextProvider>,
  );
}

describe('CheckInResult', () => {
  it.each([
    ['valid', 'vi', 'HỢP LỆ — MỜI VÀO', 'Đã ghi nhận vào cổng lúc 09:05:09.'],
    ['valid', 'en', 'VALID — ADMIT', 'Admitted at 09:05:09.'],
    ['already_used', 'vi', 'VÉ ĐÃ SỬ DỤNG', 'Vé đã được soát lúc 09:05:09.'],
    ['already_used', 'en', 'ALREADY USED', 'This ticket was checked in at 09:05:09.'],
    ['wrong_day', 'vi', 'SAI NGÀY THAM QUAN', 'Vé dành cho ngày 14 thg 7, 2025, không phải hôm nay.'],
    ['wrong_day', 'en', 'WRONG VISIT DAY', 'This ticket is for 14 Jul 2025, not today.'],
    ['unpaid', 'vi', 'VÉ CHƯA THANH TOÁN', 'Đơn hàng của vé này chưa được thanh toán hoặc đã huỷ.'],
    ['unpaid', 'en', 'NOT PAID', 'The order of this ticket is not paid or was cancelled.'],
  ] as const)('%s in %s reads "%s"', (result, locale, verdict, detail) => {
    const { container } = showResult({ result, ticket }, locale);
    expect(screen.getByText(verdict)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(container.querySelector('[data-result]')).toHaveClass(result === 'valid' ? 'admit' : 'refuse');
  });

  it.each([
    ['vi', 'CẦN THU TIỀN', /Đơn thanh toán tại quầy: thu 500\.000\s₫ cho cả đơn, rồi xác nhận đã thu tiền\./],
    ['en', 'TO BE PAID', /Pay-at-counter order: take VND\s500,000 for the whole order, then confirm the payment\./],
  ] as const)('an order to be paid at the counter reads, in %s, "%s" with the amount', (locale, verdict, detail) => {
    const { container } = showResult({ result: 'unpaid', ticket: { ...ticket, status: 'valid', redeemedAt: null, amountDue: 500_000 } }, locale);
    expect(screen.getByText(verdict)).toBeInTheDocument();
    expect(screen.getByText(detail)).toBeInTheDocument();
    expect(container.querySelector('[data-result]')).toHaveClass('refuse');
  });

  it('names the unknown code without a ticket (vi and en)', () => {
    showResult({ result: 'unknown', ticket: undefined }, 'vi');
    expect(screen.getByText('KHÔNG TÌM THẤY VÉ')).toBeInTheDocument();
    showResult({ result: 'unknown', ticket: undefined }, 'en');
    expect(screen.getByText('TICKET NOT FOUND')).toBeInTheDocument();
  });
});

const api = withTestApi();
const staff = { role: 'staff' as const };
const today = todayInVietnam();
/** What the page asked of the desk's checks (it also reads the day's gate report). */
const checks = () => api.calls.filter((call) => call.path === 'checkin.redeem' || call.path === 'checkin.markPaid');

describe('CheckInDesk', () => {
  it('redeems a typed code, then a second check-in says already used', async () => {
    const { tickets } = await counterOrderRows(api, { visitDate: today, tickets: 1 });
    await renderStaff(<CheckInDesk />, { api, as: staff });
    await userEvent.type(screen.getByLabelText(/Mã vé/), `  ${tickets[0]!.secret}  `);
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra & soát vé' }));
    expect(await screen.findByText('HỢP LỆ — MỜI VÀO')).toBeInTheDocument();
    expect(checks()[0]).toEqual({ path: 'checkin.redeem', input: { secret: tickets[0]!.secret } });

    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra & soát vé' }));
    expect(await screen.findByText('VÉ ĐÃ SỬ DỤNG')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Soát vé tiếp theo' }));
    expect(screen.getByLabelText(/Mã vé/)).toHaveValue('');
    expect(screen.queryByText('VÉ ĐÃ SỬ DỤNG')).not.toBeInTheDocument();
  });

  it('says an unknown code was not found (en)', async () => {
    await renderStaff(<CheckInDesk />, { api, as: staff, locale: 'en' });
    await userEvent.keyboard('no-such-ticket{Enter}');
    expect(await screen.findByText('TICKET NOT FOUND')).toBeInTheDocument();
  });

  it('takes the money of an order to be paid at the counter, then admits the ticket', async () => {
    const { tickets } = await counterOrderRows(api, { visitDate: today, tickets: 2, paymentStatus: 'pending' });
    await renderStaff(<CheckInDesk />, { api, as: staff, locale: 'en' });
    await userEvent.type(screen.getByLabelText(/Ticket code/), tickets[0]!.secret);
    await userEvent.click(screen.getByRole('button', { name: 'Check & admit' }));
    expect(await screen.findByText('TO BE PAID')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Paid VND\s500,000 — admit/ }));
    expect(await screen.findByText('VALID — ADMIT')).toBeInTheDocument();
    expect(checks().map((call) => call.path)).toEqual(['checkin.redeem', 'checkin.markPaid', 'checkin.redeem']);
    expect(checks()[1]).toEqual({ path: 'checkin.markPaid', input: { secret: tickets[0]!.secret } });
    expect(screen.queryByRole('button', { name: /Paid/ })).not.toBeInTheDocument();
  });

  it('takes ticket after ticket from a barcode scanner that types each code and presses Enter (en)', async () => {
    const { tickets } = await counterOrderRows(api, { visitDate: today, tickets: 2 });
    await renderStaff(<CheckInDesk />, { api, as: staff, locale: 'en' });
    // A USB or Bluetooth scanner is a keyboard: it types into whatever has the focus.
    expect(screen.getByLabelText(/Ticket code/)).toHaveFocus();
    await userEvent.keyboard(`${tickets[0]!.secret}{Enter}`);
    expect(await screen.findByText('VALID — ADMIT')).toBeInTheDocument();
    await userEvent.keyboard(`${tickets[1]!.secret}{Enter}`);
    await waitFor(() => expect(checks()).toHaveLength(2));
    expect(await screen.findByText('VALID — ADMIT')).toBeInTheDocument();
    expect(checks().map((call) => call.input)).toEqual([{ secret: tickets[0]!.secret }, { secret: tickets[1]!.secret }]);
  });

  it('asks for a code before calling the API (en)', async () => {
    await renderStaff(<CheckInDesk />, { api, as: staff, locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Check & admit' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(checks()).toEqual([]);
  });

  it('says so when the camera cannot be opened', async () => {
    await renderStaff(<CheckInDesk />, { api, as: staff });
    await userEvent.click(screen.getByRole('button', { name: 'Quét bằng camera' }));
    expect(await screen.findByText(/Không mở được camera/)).toBeInTheDocument();
  });
});
