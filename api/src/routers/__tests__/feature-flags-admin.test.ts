/**
 * Admins switch feature flags from the console (`featureFlags.setFeatureFlag`, `featureFlags.list`):
 * the public reads and the next document's start-up state see the change at once, nobody else may
 * switch or list them, a refused or invalid call changes nothing, and every switch is in the staff
 * log with the state before and after.
 */
import { asc, eq } from 'drizzle-orm';
import { featureFlags, staffActions } from '../../db/schema';
import { startupState, startupStateElement } from '../../http/startup-state';
import { callerFor, refusal, userWithToken } from '../../testing/callers';
import { buildTestServer } from '../../testing/test-server';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';

let database: TestDatabase;
const tokens = {} as Record<'customer' | 'staff' | 'editor' | 'admin', string>;
let adminId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  for (const role of ['customer', 'staff', 'editor', 'admin'] as const) {
    const user = await userWithToken(database.db, role);
    tokens[role] = user.token;
    if (role === 'admin') adminId = user.id;
  }
}, 60_000);

afterAll(() => database.destroy());

beforeEach(async () => {
  await database.db.delete(staffActions);
  await database.db.delete(featureFlags);
  await database.db.insert(featureFlags).values([
    { key: 'enable_add_to_cart', enabled: true, description: 'Add-to-cart buttons on products' },
    { key: 'beta_map', enabled: false, description: 'The new area map' },
  ]);
});

const as = (who: keyof typeof tokens | 'visitor', locale: 'vi' | 'en' = 'vi') => callerFor(database.db, { token: who === 'visitor' ? undefined : tokens[who], locale });

const flagRows = () => database.db.select({ key: featureFlags.key, enabled: featureFlags.enabled }).from(featureFlags).orderBy(asc(featureFlags.key));
const logRows = () => database.db.select().from(staffActions).orderBy(asc(staffActions.id));
const SEEDED = [
  { key: 'beta_map', enabled: false },
  { key: 'enable_add_to_cart', enabled: true },
];

/** The start-up state a document served now carries, from which the shell's flags start. */
async function documentState(): Promise<{ featureFlags: { key: string; enabled: boolean }[] }> {
  const script = startupStateElement(await startupState(database.db, 'vi'));
  return JSON.parse(script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>')));
}

describe('featureFlags.setFeatureFlag', () => {
  it('switches a flag for the public reads and the next document at once', async () => {
    const admin = await as('admin');
    const visitor = await as('visitor');
    expect(await visitor.featureFlags.isFeatureEnabled({ key: 'enable_add_to_cart', defaultValue: true })).toEqual({ enabled: true });

    const answer = await admin.featureFlags.setFeatureFlag({ key: 'enable_add_to_cart', enabled: false });
    expect(answer).toMatchObject({ key: 'enable_add_to_cart', enabled: false, description: 'Add-to-cart buttons on products' });

    expect(await visitor.featureFlags.isFeatureEnabled({ key: 'enable_add_to_cart', defaultValue: true })).toEqual({ enabled: false });
    expect(await visitor.featureFlags.getFeatureFlagByKey({ key: 'enable_add_to_cart' })).toMatchObject({ enabled: false });
    expect(await visitor.featureFlags.getAllFeatureFlags()).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'enable_add_to_cart', enabled: false })]));
    // What the next page load starts from: the flags in the served document.
    expect((await documentState()).featureFlags).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'enable_add_to_cart', enabled: false })]));

    await admin.featureFlags.setFeatureFlag({ key: 'enable_add_to_cart', enabled: true });
    expect(await visitor.featureFlags.isFeatureEnabled({ key: 'enable_add_to_cart', defaultValue: false })).toEqual({ enabled: true });
  });

  it('records each switch in the staff log with the state before and after, in the same change', async () => {
    const admin = await as('admin');
    const { id, updatedAt } = await admin.featureFlags.setFeatureFlag({ key: 'beta_map', enabled: true });
    await admin.featureFlags.setFeatureFlag({ key: 'beta_map', enabled: false });
    expect(await logRows()).toEqual([
      expect.objectContaining({ actorId: adminId, action: 'featureFlag.set', subjectKind: 'featureFlag', subjectId: id, before: { enabled: false }, after: { enabled: true } }),
      expect.objectContaining({ actorId: adminId, action: 'featureFlag.set', subjectKind: 'featureFlag', subjectId: id, before: { enabled: true }, after: { enabled: false } }),
    ]);
    expect(Date.parse(updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    // The console's history reads the same rows back.
    const history = await admin.staffLog.list({ subjectKind: 'featureFlag', subjectId: id });
    expect(history.items.map(({ before, after }) => ({ before, after }))).toEqual([
      { before: { enabled: true }, after: { enabled: false } },
      { before: { enabled: false }, after: { enabled: true } },
    ]);
  });

  it('switching to the state a flag has changes and records nothing', async () => {
    const admin = await as('admin');
    await admin.featureFlags.setFeatureFlag({ key: 'beta_map', enabled: true });
    expect(await admin.featureFlags.setFeatureFlag({ key: 'beta_map', enabled: true })).toMatchObject({ enabled: true });
    expect(await logRows()).toHaveLength(1);
  });

  it('ends consistent when switches race: the final state is the last logged one, each before the previous after', async () => {
    const admin = await as('admin');
    const wanted = [false, true, false, false, true, false, true, true, false, true];
    const answers = await Promise.all(wanted.map((enabled) => admin.featureFlags.setFeatureFlag({ key: 'enable_add_to_cart', enabled })));
    expect(answers.map((answer) => answer.enabled)).toEqual(wanted);

    const log = await logRows();
    const [flag] = await database.db.select().from(featureFlags).where(eq(featureFlags.key, 'enable_add_to_cart'));
    let state = true;
    for (const row of log) {
      expect(row.before).toEqual({ enabled: state });
      expect(row.after).toEqual({ enabled: !state });
      state = !state;
    }
    expect(flag!.enabled).toBe(state);
  });

  it('refuses signed-out visitors, customers, staff and editors, and changes nothing', async () => {
    for (const [who, code] of [
      ['visitor', 'UNAUTHORIZED'],
      ['customer', 'FORBIDDEN'],
      ['staff', 'FORBIDDEN'],
      ['editor', 'FORBIDDEN'],
    ] as const) {
      const caller = await as(who, 'en');
      expect(await refusal(caller.featureFlags.setFeatureFlag({ key: 'enable_add_to_cart', enabled: false }))).toEqual({
        code,
        message: code === 'UNAUTHORIZED' ? 'Please sign in to continue' : 'You are not allowed to do this',
      });
      expect((await refusal(caller.featureFlags.list())).code).toBe(code);
    }
    expect(await flagRows()).toEqual(SEEDED);
    expect(await logRows()).toEqual([]);
  });

  it('answers an unknown key with a localised NOT_FOUND and creates nothing', async () => {
    expect(await refusal((await as('admin')).featureFlags.setFeatureFlag({ key: 'enable_checkout_v2', enabled: true }))).toEqual({
      code: 'NOT_FOUND',
      message: 'Không có tính năng nào với key enable_checkout_v2',
    });
    expect(await refusal((await as('admin', 'en')).featureFlags.setFeatureFlag({ key: 'enable_checkout_v2', enabled: false }))).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no feature with the key enable_checkout_v2',
    });
    expect(await flagRows()).toEqual(SEEDED);
    expect(await logRows()).toEqual([]);
  });

  it('refuses bad input with a field error in the request language and changes nothing', async () => {
    const app = await buildTestServer({ db: database.db });
    const bad: [unknown, string, Record<string, string[]>][] = [
      [{ key: 'enable_add_to_cart' }, 'en', { enabled: ['Invalid value'] }],
      [{ key: 'enable_add_to_cart', enabled: 'false' }, 'vi', { enabled: ['Giá trị không hợp lệ'] }],
      [{ key: 'enable_add_to_cart', enabled: 0 }, 'en', { enabled: ['Invalid value'] }],
      [{ key: '', enabled: false }, 'en', { key: ['This field is required', 'Invalid value'] }],
      [{ key: 'enable add to cart', enabled: false }, 'vi', { key: ['Giá trị không hợp lệ'] }],
      [{ key: 'x'.repeat(101), enabled: false }, 'en', { key: ['Maximum length 100 characters'] }],
      [{ enabled: false }, 'en', { key: ['This field is required'] }],
    ];
    try {
      for (const [input, locale, fieldErrors] of bad) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/trpc/featureFlags.setFeatureFlag',
          headers: { authorization: `Bearer ${tokens.admin}`, 'x-locale': locale, 'content-type': 'application/json' },
          payload: JSON.stringify(input),
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ error: { data: { code: 'BAD_REQUEST', fieldErrors } } });
      }
    } finally {
      await app.close();
    }
    expect(await flagRows()).toEqual(SEEDED);
    expect(await logRows()).toEqual([]);
  });
});

describe('featureFlags.list', () => {
  it('gives admins every flag with its key, description, state and last change', async () => {
    const flags = await (await as('admin')).featureFlags.list();
    expect(flags).toEqual([
      { id: expect.any(Number), key: 'beta_map', description: 'The new area map', enabled: false, updatedAt: expect.any(String) },
      { id: expect.any(Number), key: 'enable_add_to_cart', description: 'Add-to-cart buttons on products', enabled: true, updatedAt: expect.any(String) },
    ]);
  });
});
