import { shownToasts } from '@storefront/shared/ui/test-render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueInvitation } from '@storefront/api/auth/invitations';
import { useSessionStore } from '@storefront/shared/session/session-store';
import { eq, like, tables, withTestApi } from '@storefront/shared/testing/test-api';
import { currentPath, renderAccount, signInAs } from '../../../testing/render';
import { AcceptInvitationForm } from '../components/accept-invitation-form';
import { UsersConsole } from '../components/users-console';

// Typing, sending mail and hashing a password (about a second) take longer than jest's default.
jest.setTimeout(30_000);

const api = withTestApi();

// Every test of the file shares its database: each starts with no admin but the one it signs in.
beforeEach(async () => {
  await api.db.delete(tables.staffInvitations);
  await api.db.delete(tables.staffActions);
  await api.db.delete(tables.rateLimits);
  await api.db.update(tables.users).set({ role: 'customer' }).where(eq(tables.users.role, 'admin'));
});

const accountItem = async (email: string) => (await screen.findByRole('heading', { level: 3, name: new RegExp(email.replace('.', '\\.')) })).closest('li')!;
const stored = async (email: string) => (await api.db.select().from(tables.users).where(eq(tables.users.email, email)))[0];

describe('UsersConsole', () => {
  it('invites an email in the invitee\'s language and lists the pending invitation', async () => {
    await renderAccount(<UsersConsole />, { api, as: { role: 'admin', email: 'console-admin-1@example.vn' } });
    const form = screen.getByRole('form', { name: 'Mời nhân viên' });
    await userEvent.type(within(form).getByLabelText(/^Email người được mời/), 'Moi.Editor@Example.vn');
    await userEvent.selectOptions(within(form).getByLabelText(/^Vai trò/), 'editor');
    await userEvent.selectOptions(within(form).getByLabelText(/^Ngôn ngữ của thư mời/), 'en');
    await userEvent.click(within(form).getByRole('button', { name: 'Gửi lời mời' }));

    expect(await screen.findByText('Đã gửi lời mời đến moi.editor@example.vn')).toBeInTheDocument();
    const pending = await accountItem('moi.editor@example.vn');
    expect(within(pending).getByText(/^Biên tập viên · thư bằng Tiếng Anh · hết hạn /)).toBeInTheDocument();
    expect(await api.db.select({ email: tables.staffInvitations.email, role: tables.staffInvitations.role, locale: tables.staffInvitations.locale }).from(tables.staffInvitations)).toEqual([
      { email: 'moi.editor@example.vn', role: 'editor', locale: 'en' },
    ]);
    expect(within(form).getByLabelText(/^Email người được mời/)).toHaveValue('');

    await userEvent.click(within(pending).getByRole('button', { name: 'Huỷ lời mời gửi moi.editor@example.vn' }));
    expect(await screen.findByText('Đã huỷ lời mời gửi moi.editor@example.vn')).toBeInTheDocument();
    expect(await screen.findByText('Không có lời mời nào đang chờ.')).toBeInTheDocument();
  });

  it('refuses a bad email with the contract\'s message and sends nothing (en)', async () => {
    await renderAccount(<UsersConsole />, { api, as: { role: 'admin', email: 'console-admin-2@example.vn' }, locale: 'en' });
    const form = screen.getByRole('form', { name: 'Invite staff' });
    await userEvent.type(within(form).getByLabelText(/^Invitee's email/), 'not an email');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/email/i);
    expect(api.callsTo('staffUsers.invite')).toEqual([]);
  });

  it('changes a role and disables and enables an account', async () => {
    const staff = await api.signIn('staff', 'console-staff-3@example.vn');
    await renderAccount(<UsersConsole />, { api, as: { role: 'admin', email: 'console-admin-3@example.vn' } });
    let item = await accountItem('console-staff-3@example.vn');
    await userEvent.selectOptions(within(item).getByLabelText('Vai trò của console-staff-3@example.vn'), 'editor');
    await userEvent.click(within(item).getByRole('button', { name: 'Đổi vai trò' }));
    expect(await screen.findByText('Vai trò của console-staff-3@example.vn giờ là Biên tập viên')).toBeInTheDocument();
    expect(await stored(staff.email)).toMatchObject({ role: 'editor' });

    item = await accountItem('console-staff-3@example.vn');
    await userEvent.click(within(item).getByRole('button', { name: 'Khoá tài khoản' }));
    // Disabling also ends the account's sessions: on a busy machine the answer takes longer than findBy's second.
    expect(await screen.findByText('Đã khoá console-staff-3@example.vn và đăng xuất tài khoản khỏi mọi thiết bị', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect((await stored(staff.email))!.disabledAt).toBeInstanceOf(Date);
    await userEvent.click(await within(await accountItem('console-staff-3@example.vn')).findByRole('button', { name: 'Mở khoá tài khoản' }));
    await waitFor(async () => expect((await stored(staff.email))!.disabledAt).toBeNull());
  });

  it('finds a customer by the whole email and gives a verified one a staff role, refusing an unverified one with the reason (en)', async () => {
    const unverified = await api.signIn('customer', 'console-customer-7@example.vn');
    const verified = await api.signIn('customer', 'console-customer-8@example.vn');
    await api.db.update(tables.users).set({ emailVerifiedAt: new Date() }).where(eq(tables.users.email, verified.email));
    await renderAccount(<UsersConsole />, { api, as: { role: 'admin', email: 'console-admin-7@example.vn' }, locale: 'en' });
    const search = await screen.findByRole('search', { name: 'Existing account' });
    const field = within(search).getByLabelText(/^Account's email/);

    await userEvent.type(field, 'console-customer');
    await userEvent.click(within(search).getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/./);
    expect(screen.queryByRole('heading', { level: 3, name: /console-customer-7/ })).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, 'Console-Customer-7@example.vn');
    await userEvent.click(within(search).getByRole('button', { name: 'Find' }));
    let item = await accountItem('console-customer-7@example.vn');
    await userEvent.selectOptions(within(item).getByLabelText('Role of console-customer-7@example.vn'), 'staff');
    await userEvent.click(within(item).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('console-customer-7@example.vn has not verified its email yet. Ask them to verify it from their account first')).toBeInTheDocument();
    expect(await stored(unverified.email)).toMatchObject({ role: 'customer' });
    await waitFor(() => expect(within(item).getByLabelText('Role of console-customer-7@example.vn')).toHaveValue('customer'));

    await userEvent.clear(field);
    await userEvent.type(field, verified.email);
    await userEvent.click(within(search).getByRole('button', { name: 'Find' }));
    item = await accountItem(verified.email);
    await userEvent.selectOptions(within(item).getByLabelText(`Role of ${verified.email}`), 'staff');
    await userEvent.click(within(item).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText(`${verified.email} is now Staff`)).toBeInTheDocument();
    expect(await stored(verified.email)).toMatchObject({ role: 'staff' });
    // Now staff, the account joins the list of staff accounts above.
    const accounts = screen.getByRole('region', { name: 'Staff accounts' });
    expect(await within(accounts).findByRole('heading', { level: 3, name: new RegExp(verified.email.replace('.', '\\.')) })).toBeInTheDocument();
  });

  it('shows the staff accounts a page at a time', async () => {
    await api.db.delete(tables.users).where(like(tables.users.email, 'paged-staff-%'));
    await api.db.insert(tables.users).values(Array.from({ length: 21 }, (_, i) => ({ email: `paged-staff-${String(i).padStart(2, '0')}@example.vn`, passwordHash: 'x', role: 'staff' as const, firstName: 'Paged' })));
    await renderAccount(<UsersConsole />, { api, as: { role: 'admin', email: 'console-admin-9@example.vn' }, locale: 'en' });
    const accounts = await screen.findByRole('region', { name: 'Staff accounts' });
    const pager = await within(accounts).findByRole('navigation', { name: 'Staff account pages' });
    const firstPage = within(accounts).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(firstPage).toHaveLength(20);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    // The list shows a skeleton while the next page loads, and then a new region.
    const next = await screen.findByRole('navigation', { name: 'Staff account pages' }, { timeout: 3000 });
    await waitFor(() => expect(within(next).getByText('Page 2 of 2')).toHaveAttribute('aria-current', 'page'));
    const secondPage = within(screen.getByRole('region', { name: 'Staff accounts' })).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((email) => firstPage.includes(email))).toEqual([]);
    await api.db.delete(tables.users).where(like(tables.users.email, 'paged-staff-%'));
  });

  it('says why, once, when the only admin tries to disable themself, and changes nothing', async () => {
    await renderAccount(<UsersConsole />, { api, as: { role: 'admin', email: 'console-admin-4@example.vn' } });
    const me = await accountItem('console-admin-4@example.vn');
    expect(within(me).getByText('(bạn)')).toBeInTheDocument();
    await userEvent.click(within(me).getByRole('button', { name: 'Khoá tài khoản' }));
    expect(await screen.findByText('Không thể thực hiện: hệ thống phải còn ít nhất một quản trị viên đang hoạt động')).toBeInTheDocument();
    expect(shownToasts()).toEqual(['Không thể thực hiện: hệ thống phải còn ít nhất một quản trị viên đang hoạt động']);
    expect(await stored('console-admin-4@example.vn')).toMatchObject({ role: 'admin', disabledAt: null });
  });
});

describe('AcceptInvitationForm', () => {
  it('sets the password, signs the invitee in with the invited role and opens the dashboard', async () => {
    const admin = await signInAs(api, { role: 'admin', email: 'console-admin-5@example.vn' });
    const { token } = await issueInvitation(api.db, admin.id, { email: 'invitee-5@example.vn', role: 'editor', locale: 'vi' });
    await renderAccount(<AcceptInvitationForm token={token} />, { api });
    expect(await screen.findByText('Lời mời cho invitee-5@example.vn với vai trò Biên tập viên.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Tên/), 'Mai');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'editor password');
    await userEvent.type(screen.getByLabelText(/^Nhập lại mật khẩu/), 'editor password');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo tài khoản và đăng nhập' }));

    await waitFor(() => expect(currentPath()).toBe('/dashboard'), { timeout: 15_000 });
    expect(useSessionStore.getState().user).toMatchObject({ email: 'invitee-5@example.vn', role: 'editor' });
    expect(await stored('invitee-5@example.vn')).toMatchObject({ role: 'editor', firstName: 'Mai' });
  });

  it('checks the passwords match before sending', async () => {
    const admin = await signInAs(api, { role: 'admin', email: 'console-admin-6@example.vn' });
    const { token } = await issueInvitation(api.db, admin.id, { email: 'invitee-6@example.vn', role: 'staff', locale: 'en' });
    await renderAccount(<AcceptInvitationForm token={token} />, { api, locale: 'en' });
    await screen.findByText('Invitation for invitee-6@example.vn as Staff.');
    await userEvent.type(screen.getByLabelText(/^First name/), 'Mai');
    await userEvent.type(screen.getByLabelText(/^Password/), 'editor password');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'another password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(api.callsTo('staffUsers.acceptInvitation')).toEqual([]);
    expect(await stored('invitee-6@example.vn')).toBeUndefined();
  });

  it('says a used, expired or unknown link is dead and offers no form', async () => {
    await renderAccount(<AcceptInvitationForm token="no-such-invitation" />, { api });
    expect(await screen.findByText('Liên kết mời không hợp lệ, đã được dùng hoặc đã hết hạn. Vui lòng xin quản trị viên gửi lời mời mới.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạo tài khoản và đăng nhập' })).not.toBeInTheDocument();
  });

  it('says so when the sender may no longer invite, rather than calling the link dead', async () => {
    const admin = await signInAs(api, { role: 'admin', email: 'console-admin-sender-gone@example.vn' });
    const { token } = await issueInvitation(api.db, admin.id, { email: 'invitee-sender-gone@example.vn', role: 'editor', locale: 'en' });
    await api.db.update(tables.users).set({ disabledAt: new Date() }).where(eq(tables.users.id, admin.id));
    await renderAccount(<AcceptInvitationForm token={token} />, { api, locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The person who sent this invitation may no longer invite, so the link no longer works.');
    expect(screen.queryByRole('button', { name: 'Create account and sign in' })).not.toBeInTheDocument();
  });
});
