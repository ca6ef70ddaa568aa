import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared/events/events';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { exhaustLimit, renderAccount } from '../../../../testing/render';
import { RegisterForm } from '../register-form';

const api = withTestApi();
/** Registering hashes the password (scrypt), slow on a busy machine: its findBy calls wait longer. */
const scrypt = { timeout: 15_000 };

const vi = { name: /^Tên/, email: /^Email/, password: /^Mật khẩu/, confirm: /^Nhập lại mật khẩu/ };
const en = { name: /^First name/, email: /^Email/, password: /^Password/, confirm: /^Confirm password/ };

async function fill(values: { name?: string; email?: string; password?: string; confirm?: string }, labels = vi) {
  if (values.name) await userEvent.type(screen.getByLabelText(labels.name), values.name);
  if (values.email) await userEvent.type(screen.getByLabelText(labels.email), values.email);
  if (values.password) await userEvent.type(screen.getByLabelText(labels.password), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText(labels.confirm), values.confirm);
}

describe('RegisterForm', () => {
  it('enforces password length and matching confirmation in Vietnamese, sending nothing', async () => {
    await renderAccount(<RegisterForm />, { api, route: '/auth/register' });
    await fill({ name: 'Lan', email: 'lan@example.vn', password: 'short', confirm: 'other' });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(screen.getByText('Tối thiểu 8 ký tự')).toBeInTheDocument();
    expect(screen.getByText('Mật khẩu không khớp')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows the same rules in English', async () => {
    await renderAccount(<RegisterForm />, { api, route: '/auth/register', locale: 'en' });
    await fill({ email: 'bad', password: 'longenough', confirm: 'different1' }, en);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('tells how guest orders join the account', async () => {
    await renderAccount(<RegisterForm />, { api, route: '/auth/register' });
    expect(screen.getByText(/sau khi bạn xác nhận email bằng liên kết chúng tôi gửi/)).toBeInTheDocument();
  });

  it('keeps the form and shows the refusal, once, when sign-ups with the email are over their limit', async () => {
    await exhaustLimit(api, 'register-email:hoa@example.vn', 3, 42);
    await renderAccount(<RegisterForm />, { api, route: '/auth/register' });
    await fill({ name: 'Hoa', email: 'hoa@example.vn', password: 'secret123', confirm: 'secret123' });
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 42 phút');
    expect(screen.getByLabelText(/^Tên/)).toHaveValue('Hoa');
    expect(shownToasts()).toEqual([]);
    expect(await api.db.select().from(tables.users).where(eq(tables.users.email, 'hoa@example.vn'))).toEqual([]);
  });

  it('says to check the mailbox and signs nobody in, whatever the email', async () => {
    await api.signIn('customer', 'taken@example.vn');
    const signedIn = jest.fn();
    const stop = on('account:signed-in', signedIn);
    for (const email of ['new@example.vn', 'taken@example.vn']) {
      const { unmount } = await renderAccount(<RegisterForm />, { api, route: '/auth/register' });
      await fill({ name: 'Lan', email, password: 'secret123', confirm: 'secret123' });
      await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản' }));
      expect(await screen.findByText(`Vui lòng kiểm tra hộp thư: chúng tôi đã gửi thư đến ${email}.`, { exact: false }, scrypt)).toHaveAttribute('role', 'status');
      expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/auth/login');
      expect(screen.queryByRole('button', { name: 'Tạo tài khoản' })).not.toBeInTheDocument();
      expect(api.calls.map((call) => call.path)).toEqual(['auth.register']);
      expect(localStorage.getItem('accessToken')).toBeNull();
      unmount();
    }
    expect(signedIn).not.toHaveBeenCalled();
    expect(await api.db.select({ firstName: tables.users.firstName }).from(tables.users).where(eq(tables.users.email, 'new@example.vn'))).toEqual([{ firstName: 'Lan' }]);
    stop();
  });

  it('says it in English too', async () => {
    await renderAccount(<RegisterForm />, { api, route: '/auth/register', locale: 'en' });
    await fill({ name: 'Lan', email: 'lan.en@example.vn', password: 'secret123', confirm: 'secret123' }, en);
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/^Check your mailbox: we have sent a message to lan\.en@example\.vn\./, {}, scrypt)).toHaveAttribute('role', 'status');
  });
});
