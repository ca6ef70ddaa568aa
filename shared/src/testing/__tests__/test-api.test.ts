import { existsSync } from 'node:fs';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { i18n } from '@storefront/shared/i18n/i18n';
import { createTestApi, type TestApi } from '../test-api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
}, 60_000);
afterAll(() => api.close());

const failure = (call: Promise<unknown>) => call.then(() => 'answered', errorMessage);

it('answers with the seeded catalogue through the real router, and records what was called', async () => {
  const tickets = await api.client.ticket.list.query();
  expect(tickets.map((ticket) => ticket.slug)).toContain('cap-treo-khu-hoi');
  expect(api.callsTo('ticket.list')).toEqual([undefined]);
});

it('signs the page in: calls carry the token, as the page sends it', async () => {
  const { email } = await api.signIn('staff');
  expect((await api.client.profile.getMyProfile.query()).email).toBe(email);
});

it('tells an outage of the database from an unreachable API, in the page language', async () => {
  await i18n.changeLanguage('en');
  api.databaseDown(true);
  expect(await failure(api.client.ticket.list.query())).toMatch(/temporarily unavailable/i);
  api.databaseDown(false);
  api.unreachable(true);
  expect(await failure(api.client.ticket.list.query())).toBe(i18n.t('errors.network'));
  api.unreachable(false);
  expect(await failure(api.client.ticket.list.query())).toBe('answered');
});

it("keeps the API's files in a folder of its own", () => {
  expect(process.env.DATA_DIR).toContain('sf-test-api-');
  expect(existsSync(process.env.DATA_DIR!)).toBe(true);
});
