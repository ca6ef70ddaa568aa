import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared/events/events';
import { withTestApi } from '@storefront/shared/testing/test-api';
import { TEST_PASSWORD } from '@storefront/api/testing/callers';
import { currentPath, renderAccount } from '../../../../testing/render';
import { LoginForm } from '../login-form';

const api = withTestApi();
/** A password check (scrypt) is slow on a busy machine: its findBy calls wait longer. */
const scrypt = { timeout: 15_000 };

async function logIn(email: string, password: string) {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Mật khẩu/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

describe('LoginForm', () => {
  it('asks for both fields and sends nothing when they are empty (vi)', async () => {
    await renderAccount(<LoginForm />, { api, route: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getAllByText('Trường này là bắt buộc')).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  it('refuses an invalid email in English', async () => {
    await renderAccount(<LoginForm />, { api, route: '/auth/login', locale: 'en' });
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('signs in, stores the token, announces it and goes home', async () => {
    const { id } = await api.signIn('customer', 'lan@example.vn');
    const signedIn = jest.fn();
    const stop = on('account:signed-in', signedIn);
    await renderAccount(<LoginForm />, { api, route: '/auth/login' });
    await logIn('Lan@Example.vn', TEST_PASSWORD);
    await waitFor(() => expect(currentPath()).toBe('/'), scrypt);
    expect(localStorage.getItem('accessToken')).toEqual(expect.any(String));
    expect(api.callsTo('auth.login')).toEqual([{ email: 'lan@example.vn', password: TEST_PASSWORD }]);
    expect(signedIn).toHaveBeenCalledWith({ userId: String(id) });
    expect(shownToasts()).toEqual(['Đăng nhập thành công']);
    stop();
  });

  it("shows the server's refusal of a wrong password once, in the form, and keeps what was typed", async () => {
    await api.signIn('customer', 'minh@example.vn');
    await renderAccount(<LoginForm />, { api, route: '/auth/login' });
    await logIn('minh@example.vn', 'wrong-pass');
    expect(await screen.findByText('Email hoặc mật khẩu không đúng', {}, scrypt)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('minh@example.vn');
    expect(currentPath()).toBe('/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(shownToasts()).toEqual([]);
  });

  it("says the spec's 'Đã xảy ra lỗi khi đăng nhập' when the server fails", async () => {
    await renderAccount(<LoginForm />, { api, route: '/auth/login' });
    api.databaseDown(true);
    try {
      await logIn('lan@example.vn', 'secret123');
      expect(await screen.findByText('Đã xảy ra lỗi khi đăng nhập')).toBeInTheDocument();
      expect(shownToasts()).toEqual([]);
    } finally {
      api.databaseDown(false);
    }
  });
});
