import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared/events/events';
import { ApiFailure, fakeApi, renderAccount } from '../../../../testing/render';
import { RegisterForm } from '../register-form';

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }, labels = { name: /^Tên/, email: /^Email/, password: /^Mật khẩu/, confirm: /^Nhập lại mật khẩu/ }) {
  if (values.name) await userEvent.type(screen.getByLabelText(labels.name), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText(labels.email), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText(labels.password), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText(labels.confirm), values.confirm);
}

describe('RegisterForm', () => {
  it('enforces password length and matching confirmation in Vietnamese, sending nothing', async () => {
    const { api } = await renderAccount(<RegisterForm />, { route: '/auth/register' });
    await fill({ name: 'Lan', email: 'lan@example.vn', password: 'short', confirm: 'other' });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(screen.getByText('Tối thiểu 8 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu không khớp')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the same rules in English', async () => {
    await renderAccount(<RegisterForm />, { route: '/auth/register', locale: 'en' });
    await fill(
      { email: 'bad', password: 'longenough', confirm: 'different1' },
      { name: /^First name/, email: /^Email/, password: /^Password/, confirm: /^Confirm password/ },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('tells how guest orders join the account', async () => {
    await renderAccount(<RegisterForm />, { route: '/auth/register' });
    expect(screen.getByText(/sau khi bạn xác nhận email bằng liên kết chúng tôi gửi/)).toBeInTheDocument();
  });

  it('keeps the form and shows the refusal when sign-ups from the address are over their limit', async () => {
    const api = fakeApi({ 'auth.register': () => new ApiFailure('TOO_MANY_REQUESTS', 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 42 phút') });
    await renderAccount(<RegisterForm />, { api, route: '/auth/register' });
    await fill({ name: 'Lan', email: 'lan@example.vn', password: 'secret123', confirm: 'secret123' });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByText('Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 42 phút')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tên/)).toHaveValue('Lan');
  });

  it('says to check the mailbox and signs nobody in, whatever the email', async () => {
    const api = fakeApi({ 'auth.register': () => ({ ok: true }) });
    const signedIn = jest.fn();
    const stop = on('account:signed-in', signedIn);
    await renderAccount(<RegisterForm />, { api, route: '/auth/register' });
    await fill({ name: 'Lan', email: 'lan@example.vn', password: 'secret123', confirm: 'secret123' });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByText(/^Vui lòng kiểm tra hộp thư: chúng tôi đã gửi thư đến lan@example\.vn\./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('button', { name: 'Tạo tài khoản' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['auth.register']);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(signedIn).not.toHaveBeenCalled();
    stop();
  });

  it('says it in English too', async () => {
    const api = fakeApi({ 'auth.register': () => ({ ok: true }) });
    await renderAccount(<RegisterForm />, { api, route: '/auth/register', locale: 'en' });
    await fill({ name: 'Lan', email: 'lan@example.vn', password: 'secret123', confirm: 'secret123' }, { name: /^First name/, email: /^Email/, password: /^Password/, confirm: /^Confirm password/ });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/^Check your mailbox: we have sent a message to lan@example\.vn\./)).toHaveAttribute('role', 'status');
  });
});
