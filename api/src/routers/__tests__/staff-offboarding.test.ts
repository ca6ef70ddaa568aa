/**
 * An admin who leaves takes their invitations with them. Attacks first: an invitation sent by an
 * admin who is then disabled or demoted makes no account (its link is revoked with the change),
 * and one whose sender lost the right some other way (a change made straight in the database) is
 * still refused when accepted. The staff log shows non-admin staff only their own actions.
 */
import { and, eq } from 'drizzle-orm';
import { issueInvitation } from '../../auth/invitations';
import { staffActions, staffInvitations, users } from '../../db/schema';
import { callerFor, refusal, userWithToken } from '../../testing/callers';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

// Each acceptance hashes a password at full cost (about a second here).
jest.setTimeout(60_000);

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.destroy();
});

let nextIp = 0;
const visitor = (locale: 'vi' | 'en' = 'vi') => callerFor(database.db, { locale, ip: `203.0.113.${(nextIp++ % 250) + 1}` });
const PASSWORD = 'an invited password';
const accept = async (token: string, locale: 'vi' | 'en' = 'vi') =>
  (await visitor(locale)).staffUsers.acceptInvitation({ token, firstName: 'Lan', password: PASSWORD, confirmPassword: PASSWORD });
const accountsWith = (email: string) => database.db.select().from(users).where(eq(users.email, email));

async function twoAdmins() {
  const leaving = await userWithToken(database.db, 'admin');
  const staying = await userWithToken(database.db, 'admin');
  return { leaving, staying, console: await callerFor(database.db, { token: staying.token }) };
}

describe("a leaving admin's invitations (attacks)", () => {
  it.each([
    ['disabled', { disabled: true }],
    ['demoted to staff', { role: 'staff' }],
    ['demoted to editor', { role: 'editor' }],
  ] as const)('stop working when their sender is %s, and stay dead when the change is undone', async (_how, change) => {
    const { leaving, staying, console } = await twoAdmins();
    const { token } = await issueInvitation(database.db, leaving.id, { email: `new-admin-${nextIp}@example.com`, role: 'admin', locale: 'vi' });
    const kept = await issueInvitation(database.db, staying.id, { email: `kept-${nextIp}@example.com`, role: 'staff', locale: 'vi' });

    if ('disabled' in change) await console.staffUsers.setDisabled({ userId: leaving.id, disabled: true });
    else await console.staffUsers.setRole({ userId: leaving.id, role: change.role });

    expect((await refusal((await visitor()).staffUsers.invitation({ token }))).code).toBe('NOT_FOUND');
    expect((await refusal(accept(token))).code).toBe('BAD_REQUEST');
    const [row] = await database.db.select().from(staffInvitations).where(eq(staffInvitations.invitedBy, leaving.id));
    expect(row!.revokedAt).not.toBeNull();
    expect(row!.acceptedAt).toBeNull();
    // The revocation is in the log, as the acting admin's.
    const logged = await database.db.select().from(staffActions).where(and(eq(staffActions.subjectKind, 'invitation'), eq(staffActions.subjectId, row!.id))).orderBy(staffActions.id);
    expect(logged.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: 'user.invite', actorId: leaving.id },
      { action: 'user.revokeInvitation', actorId: staying.id },
    ]);

    if ('disabled' in change) await console.staffUsers.setDisabled({ userId: leaving.id, disabled: false });
    else await console.staffUsers.setRole({ userId: leaving.id, role: 'admin' });
    expect((await refusal(accept(token))).code).toBe('BAD_REQUEST');
    expect(await accountsWith(row!.email)).toEqual([]);

    // Another admin's invitation is untouched.
    await expect(accept(kept.token)).resolves.toHaveProperty('accessToken');
  });

  it('are refused at acceptance when their sender lost the right another way, with a localised message, and make nothing', async () => {
    const { leaving } = await twoAdmins();
    const first = await issueInvitation(database.db, leaving.id, { email: 'direct-1@example.com', role: 'admin', locale: 'vi' });
    const second = await issueInvitation(database.db, leaving.id, { email: 'direct-2@example.com', role: 'editor', locale: 'en' });
    // Straight in the database, past changeAccount and its revocation.
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, leaving.id));
    expect(await refusal(accept(first.token))).toEqual({
      code: 'FORBIDDEN',
      message: 'Người gửi lời mời này không còn quyền mời nên liên kết không dùng được nữa. Vui lòng xin một quản trị viên khác gửi lời mời mới',
    });
    expect((await refusal((await visitor()).staffUsers.invitation({ token: first.token }))).code).toBe('FORBIDDEN');

    await database.db.update(users).set({ disabledAt: null, role: 'editor' }).where(eq(users.id, leaving.id));
    expect(await refusal(accept(second.token, 'en'))).toEqual({
      code: 'FORBIDDEN',
      message: 'The person who sent this invitation may no longer invite, so the link no longer works. Please ask another admin for a new invitation',
    });
    expect(await accountsWith('direct-1@example.com')).toEqual([]);
    expect(await accountsWith('direct-2@example.com')).toEqual([]);
    const rows = await database.db.select().from(staffInvitations).where(eq(staffInvitations.invitedBy, leaving.id));
    expect(rows.every((row) => row.acceptedAt === null)).toBe(true);
  });

  it('are refused when their sender account is gone', async () => {
    const { leaving } = await twoAdmins();
    const { token } = await issueInvitation(database.db, leaving.id, { email: 'orphan@example.com', role: 'admin', locale: 'vi' });
    await database.db.delete(users).where(eq(users.id, leaving.id));
    expect((await refusal(accept(token))).code).toBe('FORBIDDEN');
    expect(await accountsWith('orphan@example.com')).toEqual([]);
  });
});

describe('the staff log (attacks)', () => {
  it("shows non-admin staff only their own actions, never an admin's account changes; admins see everything", async () => {
    const { staying: admin, console } = await twoAdmins();
    const staff = await userWithToken(database.db, 'staff');
    const colleague = await userWithToken(database.db, 'staff');
    await console.staffUsers.setRole({ userId: colleague.id, role: 'editor' });
    await console.staffUsers.setRole({ userId: colleague.id, role: 'staff' });
    const [mine] = await database.db
      .insert(staffActions)
      .values({ actorId: staff.id, action: 'quote.handled', subjectKind: 'quote', subjectId: 9_999 })
      .returning({ id: staffActions.id });
    await database.db.insert(staffActions).values({ actorId: colleague.id, action: 'quote.handled', subjectKind: 'quote', subjectId: 9_998 });

    const seen = await (await callerFor(database.db, { token: staff.token })).staffLog.list({ pageSize: 50 });
    expect(seen.items.map((item) => item.id)).toEqual([mine!.id]);
    expect(seen.total).toBe(1);
    // Filters narrow the staff member's own actions, never widen them.
    const filtered = await (await callerFor(database.db, { token: staff.token })).staffLog.list({ subjectKind: 'user', subjectId: colleague.id });
    expect(filtered).toEqual({ items: [], total: 0 });

    const all = await (await callerFor(database.db, { token: admin.token })).staffLog.list({ pageSize: 50 });
    expect(all.items.map((item) => item.action)).toEqual(expect.arrayContaining(['user.setRole', 'quote.handled']));
    expect(all.items.filter((item) => item.action === 'quote.handled')).toHaveLength(2);
  });
});
