import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { ApiFailure, fakeApi, makeUser, renderAccount } from '../../../../testing/render';
import { ProfileForm } from '../profile-form';

describe('ProfileForm', () => {
  it('saves the changes and the header name follows', async () => {
    const api = fakeApi({ 'profile.updateProfile': (input) => makeUser({ profile: { firstName: (input as { firstName: string }).firstName, phone: '0905123456' } }) });
    await renderAccount(<ProfileForm />, { api, user: makeUser() });
    const firstName = screen.getByLabelText(/^Tên/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Hoa');
    await userEvent.type(screen.getByLabelText(/Số điện thoại/), '0905 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await screen.findByRole('button', { name: 'Lưu thay đổi' });
    expect(api.calls[0]).toEqual({ path: 'profile.updateProfile', input: { firstName: 'Hoa', lastName: '', phone: '0905 123 456' } });
    expect(useSessionStore.getState().userName).toBe('Hoa');
  });

  it('refuses a bad phone number before sending (en)', async () => {
    const { api } = await renderAccount(<ProfileForm />, { user: makeUser(), locale: 'en' });
    await userEvent.type(screen.getByLabelText(/Phone number/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows spec §8's message when the server gives none, keeping the input", async () => {
    const api = fakeApi({ 'profile.updateProfile': () => new ApiFailure('INTERNAL_SERVER_ERROR', '') });
    await renderAccount(<ProfileForm />, { api, user: makeUser() });
    await userEvent.type(screen.getByLabelText(/^Họ/), 'Nguyễn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Không thể cập nhật thông tin người dùng')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Họ/)).toHaveValue('Nguyễn');
  });
});
