import { TRPCClientError } from '@trpc/client';
import { configureSession, deriveUserName, useSessionStore } from '@storefront/shared/session/session-store';
import type { ApiClient } from '@storefront/shared/api/trpc-client';
import { i18n } from '@storefront/shared/i18n/i18n';
import { on } from '@storefront/shared/events/events';

const user = { id: 7, email: 'lan.nguyen@example.vn', role: 'customer', profile: { firstName: 'Lan' } };

const serverError = (message: string) =>
  new TRPCClientError(message, { result: { error: { code: -32001, message, data: { code: 'UNAUTHORIZED', httpStatus: 401 } } } } as never);
const networkError = () => new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') });

function fakeClient() {
  const api = {
    profile: { getMyProfile: { query: jest.fn() }, updateProfile: { mutate: jest.fn() } },
    auth: { login: { mutate: jest.fn() }, logout: { mutate: jest.fn() } },
  };
  configureSession(api as unknown as ApiClient);
  return api;
}

const state = () => useSessionStore.getState();

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('vi');
  state().clearUser();
});

describe('userName', () => {
  it('is the first name, else the email before @, else empty', () => {
    expect(deriveUserName({ email: 'a@b.vn', profile: { firstName: 'Minh' } })).toBe('Minh');
    expect(deriveUserName({ email: 'tuan.le@example.vn', profile: { firstName: '' } })).toBe('tuan.le');
    expect(deriveUserName({ email: 'tuan.le@example.vn', profile: null })).toBe('tuan.le');
    expect(deriveUserName({ email: '', profile: {} })).toBe('');
    expect(deriveUserName(null)).toBe('');
  });
});

describe('derived state', () => {
  it('follows setUser and clearUser', () => {
    state().setUser(user as never);
    expect(state()).toMatchObject({ isAuthenticated: true, userId: 7, userEmail: user.email, userName: 'Lan', userProfile: user.profile });
    state().clearUser();
    expect(state()).toMatchObject({ user: null, error: null, isAuthenticated: false, userId: null, userEmail: '', userName: '', userProfile: null });
  });
});

describe('fetchUser', () => {
  it('loads the user and ends loading', async () => {
    const api = fakeClient();
    api.profile.getMyProfile.query.mockResolvedValue(user);
    const pending = state().fetchUser();
    expect(state().isLoading).toBe(true);
    await pending;
    expect(state()).toMatchObject({ user, isLoading: false, error: null, isAuthenticated: true });
  });

  it("stores 'Không thể tải thông tin người dùng' and rethrows when the server gives no message", async () => {
    const api = fakeClient();
    const failure = networkError();
    api.profile.getMyProfile.query.mockRejectedValue(failure);
    await expect(state().fetchUser()).rejects.toBe(failure);
    expect(state()).toMatchObject({ error: 'Không thể tải thông tin người dùng', isLoading: false });
  });

  it("stores the server's message when there is one", async () => {
    const api = fakeClient();
    api.profile.getMyProfile.query.mockRejectedValue(serverError('Phiên đăng nhập đã hết hạn'));
    await expect(state().fetchUser()).rejects.toThrow();
    expect(state().error).toBe('Phiên đăng nhập đã hết hạn');
  });
});

describe('updateProfile', () => {
  it("stores 'Không thể cập nhật thông tin người dùng' on failure", async () => {
    const api = fakeClient();
    api.profile.updateProfile.mutate.mockRejectedValue(networkError());
    await expect(state().updateProfile({ firstName: 'Hoa' })).rejects.toThrow();
    expect(state()).toMatchObject({ error: 'Không thể cập nhật thông tin người dùng', isLoading: false });
  });

  it('replaces the user with the updated one', async () => {
    const api = fakeClient();
    api.profile.updateProfile.mutate.mockResolvedValue({ ...user, profile: { firstName: 'Hoa' } });
    await state().updateProfile({ firstName: 'Hoa' });
    expect(state().userName).toBe('Hoa');
  });
});

describe('login', () => {
  it('stores the token, loads the user and announces the sign-in', async () => {
    const api = fakeClient();
    api.auth.login.mutate.mockResolvedValue({ accessToken: 'tok-1' });
    api.profile.getMyProfile.query.mockResolvedValue(user);
    const signedIn = jest.fn();
    const stop = on('account:signed-in', signedIn);
    await state().login({ email: user.email, password: 'matkhau123' });
    stop();
    expect(localStorage.getItem('accessToken')).toBe('tok-1');
    expect(state()).toMatchObject({ user, isLoading: false, error: null });
    expect(signedIn).toHaveBeenCalledWith({ userId: '7' });
  });

  it('clears an old error as it starts', () => {
    const api = fakeClient();
    api.auth.login.mutate.mockReturnValue(new Promise(() => {}));
    useSessionStore.setState({ error: 'cũ' });
    void state().login({ email: user.email, password: 'x' });
    expect(state()).toMatchObject({ isLoading: true, error: null });
  });

  it("stores 'Đã xảy ra lỗi khi đăng nhập' when the server gives no message", async () => {
    const api = fakeClient();
    api.auth.login.mutate.mockRejectedValue(networkError());
    await expect(state().login({ email: user.email, password: 'x' })).rejects.toThrow();
    expect(state()).toMatchObject({ error: 'Đã xảy ra lỗi khi đăng nhập', isLoading: false, user: null });
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it("stores the server's message", async () => {
    const api = fakeClient();
    api.auth.login.mutate.mockRejectedValue(serverError('Email hoặc mật khẩu không đúng'));
    await expect(state().login({ email: user.email, password: 'x' })).rejects.toThrow();
    expect(state().error).toBe('Email hoặc mật khẩu không đúng');
  });
});

describe('logout', () => {
  it('revokes the token and clears token and user', async () => {
    const api = fakeClient();
    api.auth.logout.mutate.mockResolvedValue({ ok: true });
    localStorage.setItem('accessToken', 'tok');
    state().setUser(user as never);
    const signedOut = jest.fn();
    const stop = on('account:signed-out', signedOut);
    await state().logout();
    stop();
    expect(api.auth.logout.mutate).toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(state()).toMatchObject({ user: null, isAuthenticated: false, error: null });
    expect(signedOut).toHaveBeenCalled();
  });

  it('clears token and user even when the server call fails, with the logout message', async () => {
    const api = fakeClient();
    api.auth.logout.mutate.mockRejectedValue(networkError());
    localStorage.setItem('accessToken', 'tok');
    state().setUser(user as never);
    await state().logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(state().user).toBeNull();
    await i18n.changeLanguage('en');
    api.auth.logout.mutate.mockRejectedValue(networkError());
    localStorage.setItem('accessToken', 'tok');
    await state().logout();
    expect(state().error).toBe('An error occurred during logout');
  });
});

describe('checkAuth', () => {
  it('is false without a token, without calling the server', async () => {
    const api = fakeClient();
    state().setUser(user as never);
    await expect(state().checkAuth()).resolves.toBe(false);
    expect(api.profile.getMyProfile.query).not.toHaveBeenCalled();
    expect(state().user).toBeNull();
  });

  it('clears token and user when the server no longer knows the token', async () => {
    const api = fakeClient();
    api.profile.getMyProfile.query.mockRejectedValue(serverError('Hết hạn'));
    localStorage.setItem('accessToken', 'tok');
    await expect(state().checkAuth()).resolves.toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(state()).toMatchObject({ user: null, error: null });
  });

  it('keeps the token when the check itself fails, so the next load signs the person back in', async () => {
    const api = fakeClient();
    api.profile.getMyProfile.query.mockRejectedValueOnce(networkError()).mockResolvedValue(user);
    localStorage.setItem('accessToken', 'tok');
    await expect(state().checkAuth()).resolves.toBe(false);
    expect(localStorage.getItem('accessToken')).toBe('tok');
    expect(state().user).toBeNull();
    await expect(state().checkAuth()).resolves.toBe(true);
  });

  it('is true and loads the user with a working token', async () => {
    const api = fakeClient();
    api.profile.getMyProfile.query.mockResolvedValue(user);
    localStorage.setItem('accessToken', 'tok');
    await expect(state().checkAuth()).resolves.toBe(true);
    expect(state().userName).toBe('Lan');
  });
});
