import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared/events/events';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../../testing/render';
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
    expect(screen.getByText(/đăng ký bằng chính email đã dùng khi đặt vé/)).toBeInTheDocument();
  });

  it('keeps the form and shows the refusal when the email is taken', async () => {
    const api = fakeApi({ 'auth.register': () => new ApiFailure('CONFLICT', 'Email này đã được đăng ký') });
    await renderAccount(<RegisterForm />, { api, route: '/auth/register' });
    await fill({ name: 'Lan', email: 'lan@example.vn', password: 'secret123', confirm: 'secret123' });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByText('Email này đã được đăng ký')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tên/)).toHaveValue('Lan');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('creates the account, signs in and goes home', async () => {
    const api = fakeApi({ 'auth.register': () => ({ accessToken: 'new-token' }), 'profile.getMyProfile': () => makeUser({ id: 9 }) });
    const signedIn = jest.fn();
    const stop = on('account:signed-in', signedIn);
    await renderAccount(<RegisterForm />, { api, route: '/auth/register' });
    await fill({ name: 'Lan', email: 'lan@example.vn', password: 'secret123', confirm: 'secret123' });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('accessToken')).toBe('new-token');
    expect(signedIn).toHaveBeenCalledWith({ userId: '9' });
    stop();
  });
});
