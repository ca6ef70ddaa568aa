import 'fake-indexeddb/auto';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from '@storefront/shared/i18n/react';
import { createI18n, type Locale } from '@storefront/shared/i18n/i18n';
import { fakeApi, makeUser, renderAccount } from '../../../../testing/render';
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

/** The desk also reads the day's gate report; these tests are about the checks. */
const report = {
  'checkin.gateReport': () => ({ date: '2025-07-14', gates: [] }),
  'checkin.conflicts': () => ({ items: [], total: 0 }),
};
const checks = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => !(call.path in report));

describe('CheckInDesk', () => {
  it('redeems a typed code, then a second check-in says already used', async () => {
    let redeemed = false;
    const api = fakeApi({
      ...report,
      'checkin.redeem': () => {
        const answer = redeemed ? { result: 'already_used', ticket } : { result: 'valid', ticket };
        redeemed = true;
        return answer;
      },
    });
    await renderAccount(<CheckInDesk />, { api, user: makeUser({ role: 'staff' }) });
    await userEvent.type(screen.getByLabelText(/Mã vé/), '  s3cr3t-Code_x  ');
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra & soát vé' }));
    expect(await screen.findByText('HỢP LỆ — MỜI VÀO')).toBeInTheDocument();
    expect(checks(api)[0]).toEqual({ path: 'checkin.redeem', input: { secret: 's3cr3t-Code_x' } });

    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra & soát vé' }));
    expect(await screen.findByText('VÉ ĐÃ SỬ DỤNG')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Soát vé tiếp theo' }));
    expect(screen.getByLabelText(/Mã vé/)).toHaveValue('');
    expect(screen.queryByText('VÉ ĐÃ SỬ DỤNG')).not.toBeInTheDocument();
  });

  it('takes the money of an order to be paid at the counter, then admits the ticket', async () => {
    let paid = false;
    const unpaidTicket = { ...ticket, status: 'valid' as const, redeemedAt: null };
    const api = fakeApi({
      ...report,
      'checkin.redeem': () => (paid ? { result: 'valid', ticket: { ...unpaidTicket, status: 'used', redeemedAt: ticket.redeemedAt } } : { result: 'unpaid', ticket: { ...unpaidTicket, amountDue: 500_000 } }),
      'checkin.markPaid': () => {
        paid = true;
        return { orderCode: ticket.orderCode, amount: 500_000, paidNow: true, result: 'valid', ticket: unpaidTicket };
      },
    });
    await renderAccount(<CheckInDesk />, { api, user: makeUser({ role: 'staff' }), locale: 'en' });
    await userEvent.type(screen.getByLabelText(/Ticket code/), 'counter-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Check & admit' }));
    expect(await screen.findByText('TO BE PAID')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Paid VND\s500,000 — admit/ }));
    expect(await screen.findByText('VALID — ADMIT')).toBeInTheDocument();
    expect(checks(api).map((call) => call.path)).toEqual(['checkin.redeem', 'checkin.markPaid', 'checkin.redeem']);
    expect(checks(api)[1]).toEqual({ path: 'checkin.markPaid', input: { secret: 'counter-secret' } });
    expect(screen.queryByRole('button', { name: /Paid/ })).not.toBeInTheDocument();
  });

  it('takes ticket after ticket from a barcode scanner that types each code and presses Enter (en)', async () => {
    const api = fakeApi({ ...report, 'checkin.redeem': () => ({ result: 'valid', ticket }) });
    await renderAccount(<CheckInDesk />, { api, user: makeUser({ role: 'staff' }), locale: 'en' });
    // A USB or Bluetooth scanner is a keyboard: it types into whatever has the focus.
    expect(screen.getByLabelText(/Ticket code/)).toHaveFocus();
    await userEvent.keyboard('eyJhbGciOiJFZERTQSJ9.first.sig{Enter}');
    expect(await screen.findByText('VALID — ADMIT')).toBeInTheDocument();
    await userEvent.keyboard('second-code{Enter}');
    await screen.findByText('VALID — ADMIT');
    expect(checks(api).map((call) => call.input)).toEqual([{ secret: 'eyJhbGciOiJFZERTQSJ9.first.sig' }, { secret: 'second-code' }]);
  });

  it('asks for a code before calling the API (en)', async () => {
    const api = fakeApi(report);
    await renderAccount(<CheckInDesk />, { api, user: makeUser({ role: 'staff' }), locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Check & admit' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(checks(api)).toEqual([]);
  });

  it('says so when the camera cannot be opened', async () => {
    await renderAccount(<CheckInDesk />, { api: fakeApi(report), user: makeUser({ role: 'staff' }) });
    await userEvent.click(screen.getByRole('button', { name: 'Quét bằng camera' }));
    expect(await screen.findByText(/Không mở được camera/)).toBeInTheDocument();
  });
});
