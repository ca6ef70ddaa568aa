import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared/events/events';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { LoginForm } from '../login-form';

const user = makeUser();

describe('LoginForm', () => {
  it('asks for both fields and sends nothing when they are empty (vi)', async () => {
    const { api } = await renderAccount(<LoginForm />, { route: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(screen.getAllByText('Trường này là bắt buộc')).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  it('refuses an invalid email in English', async () => {
    await renderAccount(<LoginForm />, { route: '/auth/login', locale: 'en' });
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/Password/), 'whatever1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it('signs in, stores the token, announces it and goes home', async () => {
    const api = fakeApi({ 'auth.login': () => ({ accessToken: 'tok-1' }), 'profile.getMyProfile': () => user });
    const signedIn = jest.fn();
    const stop = on('account:signed-in', signedIn);
    await renderAccount(<LoginForm />, { api, route: '/auth/login' });
    await userEvent.type(screen.getByLabelText(/Email/), 'Lan@Example.vn');
    await userEvent.type(screen.getByLabelText(/Mật khẩu/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(localStorage.getItem('accessToken')).toBe('tok-1');
    expect(api.calls[0]).toEqual({ path: 'auth.login', input: { email: 'lan@example.vn', password: 'secret123' } });
    expect(signedIn).toHaveBeenCalledWith({ userId: '7' });
    stop();
  });

  it("shows the server's message and keeps what was typed", async () => {
    const api = fakeApi({ 'auth.login': () => new ApiFailure('UNAUTHORIZED', 'Email hoặc mật khẩu không đúng') });
    await renderAccount(<LoginForm />, { api, route: '/auth/login' });
    await userEvent.type(screen.getByLabelText(/Email/), 'lan@example.vn');
    await userEvent.type(screen.getByLabelText(/Mật khẩu/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Email hoặc mật khẩu không đúng')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('lan@example.vn');
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("falls back to the spec's Vietnamese login error when the server says nothing", async () => {
    const api = fakeApi({
      'auth.login': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderAccount(<LoginForm />, { api, route: '/auth/login' });
    await userEvent.type(screen.getByLabelText(/Email/), 'lan@example.vn');
    await userEvent.type(screen.getByLabelText(/Mật khẩu/), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Đã xảy ra lỗi khi đăng nhập')).toBeInTheDocument();
  });
});
