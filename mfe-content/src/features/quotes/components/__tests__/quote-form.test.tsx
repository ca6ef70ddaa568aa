import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, shownToasts } from '@storefront/shared/ui/test-render';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import '../../../../testing/register-content';
import { untilRefused } from '../../../../testing/screen';
import { QuoteForm } from '../quote-form';

const api = withTestApi();
// Each test starts a new window of the submission limit and a new list of calls.
beforeEach(async () => {
  api.calls.length = 0;
  await api.db.delete(tables.rateLimits);
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillIn(locale: 'vi' | 'en') {
  const en = locale === 'en';
  await userEvent.type(field(en ? /^Full name/ : /^Họ và tên/), 'Trần Thị B');
  await userEvent.type(field(/^Email/), 'b@example.vn');
  await userEvent.type(field(en ? /^Phone number/ : /^Số điện thoại/), '+84 901 234 567');
  await userEvent.type(field(en ? /^Message/ : /^Lời nhắn/), 'Đoàn 30 người');
}

describe('price quote form', () => {
  it.each([
    ['vi', 'Gửi yêu cầu báo giá', /^Họ và tên/, 'Trường này là bắt buộc', 'Số điện thoại không hợp lệ'],
    ['en', 'Send quote request', /^Full name/, 'This field is required', 'Invalid phone number'],
  ] as const)('in %s, requires full name, email and phone, and checks the phone', async (locale, submit, fullName, required, badPhone) => {
    await renderWithProviders(<QuoteForm defaultCountry="Việt Nam" />, { locale, api });
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findAllByText(required)).toHaveLength(3);
    expect(field(fullName)).toHaveAttribute('aria-invalid', 'true');
    expect(field(fullName)).toHaveFocus();
    await userEvent.type(screen.getByRole('textbox', { name: locale === 'vi' ? /^Số điện thoại/ : /^Phone number/ }), 'call me');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(badPhone)).toBeInTheDocument();
    expect(api.callsTo('quote.create')).toEqual([]);
  });

  it('sends the request without a message and confirms with a toast', async () => {
    await renderWithProviders(<QuoteForm defaultCountry="Vietnam" />, { locale: 'en', api });
    await userEvent.type(field(/^Full name/), 'Nguyen Van A');
    await userEvent.type(field(/^Email/), 'A@Example.com');
    await userEvent.type(field(/^Phone number/), '0901 234 567');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote request' }));
    await waitFor(() => expect(field(/^Full name/)).toHaveValue(''));
    expect(shownToasts()).toEqual(['Your quote request was sent. We will contact you soon.']);
    const stored = await api.db.select().from(tables.quotes).where(eq(tables.quotes.fullName, 'Nguyen Van A'));
    expect(stored).toEqual([expect.objectContaining({ email: 'a@example.com', phone: '0901 234 567', country: 'Vietnam', message: null, status: 'new' })]);
  });

  it('keeps what the person typed and says to try again, in the form only, when the server cannot reach its database', async () => {
    await renderWithProviders(<QuoteForm defaultCountry="Việt Nam" />, { api });
    await fillIn('vi');
    api.databaseDown(true);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu báo giá' }));
      expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút');
    } finally {
      api.databaseDown(false);
    }
    expect(field(/^Họ và tên/)).toHaveValue('Trần Thị B');
    expect(field(/^Lời nhắn/)).toHaveValue('Đoàn 30 người');
    expect(shownToasts()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Gửi yêu cầu báo giá' })).toBeEnabled());
  });

  it.each([
    ['vi', 'Gửi yêu cầu báo giá', /^Họ và tên/, /^Số điện thoại/, /^Lời nhắn/, 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút'],
    ['en', 'Send quote request', /^Full name/, /^Phone number/, /^Message/, 'Too many submissions. Please try again in 10 minutes'],
  ] as const)('in %s, shows the limit of submissions in the form and keeps what the person typed', async (locale, submit, fullName, phone, message, tooMany) => {
    const visitor = await api.caller();
    await untilRefused(() => visitor.quote.create({ fullName: 'Khách', email: 'khach@example.vn', phone: '0901 234 567', country: 'Việt Nam' }));
    await renderWithProviders(<QuoteForm defaultCountry="Việt Nam" />, { locale, api });
    await fillIn(locale);
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(tooMany);
    expect(field(fullName)).toHaveValue('Trần Thị B');
    expect(field(/^Email/)).toHaveValue('b@example.vn');
    expect(field(phone)).toHaveValue('+84 901 234 567');
    expect(field(message)).toHaveValue('Đoàn 30 người');
    expect(shownToasts()).toEqual([]);
  });
});
