import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { eq, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { renderAccount } from '../../../../testing/render';
import { ProfileForm } from '../profile-form';

const api = withTestApi();

describe('ProfileForm', () => {
  it('saves the changes and the header name follows', async () => {
    const { person } = await renderAccount(<ProfileForm />, { api, as: { firstName: 'Lan' } });
    const firstName = screen.getByLabelText(/^Tên/);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Hoa');
    await userEvent.type(screen.getByLabelText(/Số điện thoại/), '0905 123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await screen.findByText('Đã lưu hồ sơ')).toBeInTheDocument();
    expect(api.callsTo('profile.updateProfile')).toEqual([{ firstName: 'Hoa', lastName: '', phone: '0905 123 456' }]);
    expect(useSessionStore.getState().userName).toBe('Hoa');
    const [saved] = await api.db.select().from(tables.users).where(eq(tables.users.id, person!.id));
    expect(saved).toMatchObject({ firstName: 'Hoa', phone: '0905 123 456' });
  });

  it('refuses a bad phone number before sending (en)', async () => {
    await renderAccount(<ProfileForm />, { api, as: {}, locale: 'en' });
    await userEvent.type(screen.getByLabelText(/Phone number/), 'call me');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's reason in the form, and no toast, when it is out of service, keeping the input", async () => {
    await renderAccount(<ProfileForm />, { api, as: {} });
    await userEvent.type(screen.getByLabelText(/^Họ/), 'Nguyễn');
    api.databaseDown(true);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Dịch vụ tạm thời gián đoạn. Vui lòng thử lại sau ít phút');
    } finally {
      api.databaseDown(false);
    }
    expect(screen.getByLabelText(/^Họ/)).toHaveValue('Nguyễn');
    expect(shownToasts()).toEqual([]);
  });
});
