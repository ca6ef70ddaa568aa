import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/ui/test-render';
import { toastStore } from '@storefront/shared/toast/toast-store';
import '../../../../testing/register-content';
import { ApiRefusal, mockApi } from '../../../../testing/mock-api';
import { QuoteForm } from '../quote-form';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('price quote form', () => {
  it.each([
    ['vi', 'Gửi yêu cầu báo giá', /^Họ và tên/, 'Trường này là bắt buộc', 'Số điện thoại không hợp lệ'],
    ['en', 'Send quote request', /^Full name/, 'This field is required', 'Invalid phone number'],
  ] as const)('in %s, requires full name, email and phone, and checks the phone', async (locale, submit, fullName, required, badPhone) => {
    const api = mockApi({ 'quote.create': { id: 1 } });
    renderWithProviders(<QuoteForm defaultCountry="Việt Nam" />, { locale, trpcClient: api.client });
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findAllByText(required)).toHaveLength(3);
    expect(field(fullName)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: locale === 'vi' ? /^Số điện thoại/ : /^Phone number/ }), 'call me');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(badPhone)).toBeInTheDocument();
    expect(api.calls['quote.create']).toBeUndefined();
  });

  it('sends the request without a message and confirms with a toast', async () => {
    const api = mockApi({ 'quote.create': { id: 12 } });
    renderWithProviders(<QuoteForm defaultCountry="Vietnam" />, { locale: 'en', trpcClient: api.client });
    await userEvent.type(field(/^Full name/), 'Nguyen Van A');
    await userEvent.type(field(/^Email/), 'A@Example.com');
    await userEvent.type(field(/^Phone number/), '0901 234 567');
    await userEvent.click(screen.getByRole('button', { name: 'Send quote request' }));
    await waitFor(() => expect(field(/^Full name/)).toHaveValue(''));
    expect(api.calls['quote.create']).toEqual([{ fullName: 'Nguyen Van A', email: 'a@example.com', phone: '0901 234 567', country: 'Vietnam' }]);
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain('Your quote request was sent. We will contact you soon.');
    expect(field(/^Full name/)).toHaveValue('');
  });

  it('keeps what the person typed and shows the server field error when refused', async () => {
    const api = mockApi({
      'quote.create': () => {
        throw new ApiRefusal('BAD_REQUEST', 'Email không hợp lệ', { email: ['Email không hợp lệ'] });
      },
    });
    renderWithProviders(<QuoteForm defaultCountry="Việt Nam" />, { trpcClient: api.client });
    await userEvent.type(field(/^Họ và tên/), 'Trần Thị B');
    await userEvent.type(field(/^Email/), 'b@example.vn');
    await userEvent.type(field(/^Số điện thoại/), '+84 901 234 567');
    await userEvent.type(field(/^Lời nhắn/), 'Đoàn 30 người');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu báo giá' }));
    expect(await screen.findAllByText('Email không hợp lệ')).toHaveLength(2);
    expect(field(/^Họ và tên/)).toHaveValue('Trần Thị B');
    expect(field(/^Lời nhắn/)).toHaveValue('Đoàn 30 người');
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['vi', 'Gửi yêu cầu báo giá', /^Họ và tên/, /^Số điện thoại/, /^Lời nhắn/, 'Bạn đã gửi quá nhiều lần. Vui lòng thử lại sau 10 phút'],
    ['en', 'Send quote request', /^Full name/, /^Phone number/, /^Message/, 'Too many submissions. Please try again in 10 minutes'],
  ] as const)('in %s, shows the limit of submissions in the form and keeps what the person typed', async (locale, submit, fullName, phone, message, tooMany) => {
    const api = mockApi({
      'quote.create': () => {
        throw new ApiRefusal('TOO_MANY_REQUESTS', tooMany, {}, 429);
      },
    });
    renderWithProviders(<QuoteForm defaultCountry="Việt Nam" />, { locale, trpcClient: api.client });
    await userEvent.type(field(fullName), 'Trần Thị B');
    await userEvent.type(field(/^Email/), 'b@example.vn');
    await userEvent.type(field(phone), '+84 901 234 567');
    await userEvent.type(field(message), 'Đoàn 30 người');
    await userEvent.click(screen.getByRole('button', { name: submit }));
    expect(await within(screen.getByRole('form')).findByRole('alert')).toHaveTextContent(tooMany);
    expect(field(fullName)).toHaveValue('Trần Thị B');
    expect(field(/^Email/)).toHaveValue('b@example.vn');
    expect(field(phone)).toHaveValue('+84 901 234 567');
    expect(field(message)).toHaveValue('Đoàn 30 người');
    expect(toastStore.getState().toasts.map((toast) => toast.message)).not.toContain(tooMany);
  });
});
