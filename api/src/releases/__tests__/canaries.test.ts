/**
 * A running canary is judged by its visitors' error rate against the stable version's, and ended
 * once: by the rule or a person, with the decision and its reason in the staff action log, and
 * never twice when two instances (or a person and the rule) decide at once.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { releaseDecisions, staffActions } from '../../db/schema';
import { readCanaries } from '../release-state';
import { commerceDescription, endCanaries, publishCanary, writePublishedSite } from '../../testing/published-site';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db';
import { DEFAULT_RULE, describeFigures, judgeCanary } from '../canary-rule';

const MIN_PAGE_VIEWS = DEFAULT_RULE.minPageViews;
import { checkCanaries, decideCanary, type FiguresSince } from '../canaries';

const started = new Date('2026-12-07T08:00:00Z');
const canary = { startedAt: started.toISOString(), minutes: 30, promote: 'auto' as const };
const minutes = (count: number) => new Date(started.getTime() + count * 60_000);
const figures = (canaryViews: number, canaryErrors: number, stableViews: number, stableErrors: number) => ({
  canary: { pageViews: canaryViews, errors: canaryErrors },
  stable: { pageViews: stableViews, errors: stableErrors },
});

describe('the canary rule', () => {
  it.each([
    ['keeps running with too few page views to tell', figures(MIN_PAGE_VIEWS - 1, MIN_PAGE_VIEWS - 1, 100, 0), 5, 'wait', 'running'],
    ['rolls back a canary clearly worse than stable', figures(MIN_PAGE_VIEWS, 10, 100, 0), 5, 'rollBack', 'worseThanStable'],
    ['keeps a canary within the margin running', figures(100, 14, 100, 10), 5, 'wait', 'running'],
    ['keeps a canary less than twice as bad running', figures(100, 30, 100, 20), 5, 'wait', 'running'],
    ['promotes a canary that ran its time within the margin', figures(100, 1, 100, 1), 30, 'promote', 'ranItsTime'],
    ['promotes a canary nobody visited once its time is up', figures(0, 0, 0, 0), 31, 'promote', 'ranItsTime'],
    ['rolls back a bad canary even when its time is up', figures(40, 20, 100, 0), 45, 'rollBack', 'worseThanStable'],
  ] as const)('%s', (_what, seen, after, action, reason) => {
    expect(judgeCanary(canary, seen, minutes(after))).toEqual({ action, reason });
  });

  it('leaves a canary released for a person to promote waiting when its time is up', () => {
    expect(judgeCanary({ ...canary, promote: 'manual' }, figures(100, 0, 100, 0), minutes(60))).toEqual({ action: 'wait', reason: 'waitingForPerson' });
  });

  it('tells the figures in an operator\'s log line', () => {
    expect(describeFigures(figures(30, 12, 50, 0))).toBe('canary 12 errors in 30 page views (40.0 %), stable 0 errors in 50 page views (0.0 %)');
  });
});

describe('ending a canary', () => {
  let database: TestDatabase;
  let dist: string;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database?.destroy());
  beforeEach(() => {
    dist = writePublishedSite(mkdtempSync(path.join(os.tmpdir(), 'sf-canary-')));
    publishCanary(dist, 'commerce', '2', commerceDescription, 50);
  });
  afterEach(() => endCanaries(dist));

  const remoteMap = () => JSON.parse(readFileSync(path.join(dist, 'remotes.json'), 'utf8')) as Record<string, string>;
  const decisionsOf = (version: string) => database.db.select().from(releaseDecisions).where(eq(releaseDecisions.version, version));

  it('rolls back a worse canary by the rule, with its reason and figures in the action log', async () => {
    const seen: FiguresSince = async (_remote, version) => (version === '2' ? { pageViews: 30, errors: 12 } : { pageViews: 50, errors: 0 });
    const decisions = await checkCanaries(database.db, dist, seen);
    expect(decisions).toEqual([expect.objectContaining({ remote: 'commerce', version: '2', outcome: 'rolledBack' })]);
    expect(await readCanaries(dist)).toEqual({});
    expect(remoteMap().commerce).toBe('/remotes/commerce/1/mf-manifest.json');
    const [stored] = await decisionsOf('2');
    expect(stored).toMatchObject({ outcome: 'rolledBack', actorId: null, reason: 'worseThanStable', figures: { canary: { pageViews: 30, errors: 12 } } });
    const [logged] = await database.db.select().from(staffActions).where(eq(staffActions.subjectId, stored!.id));
    expect(logged).toMatchObject({ action: 'release.rollBack', subjectKind: 'releaseDecision', actorId: null });
    // Judged again: nothing is left to decide.
    expect(await checkCanaries(database.db, dist, seen)).toEqual([]);
  });

  it('promotes a canary that ran its time: every visitor gets it, and a rollback walks back from it', async () => {
    const healthy: FiguresSince = async () => ({ pageViews: 40, errors: 0 });
    expect(await checkCanaries(database.db, dist, healthy, minutes(24 * 60 * 365))).toEqual([expect.objectContaining({ outcome: 'promoted' })]);
    expect(remoteMap().commerce).toBe('/remotes/commerce/2/mf-manifest.json');
    expect(await readCanaries(dist)).toEqual({});
    expect(JSON.parse(readFileSync(path.join(dist, 'remotes/history.json'), 'utf8')).commerce).toEqual(['2']);
    expect(JSON.parse(readFileSync(path.join(dist, 'builds/latest.json'), 'utf8')).id).toMatch(/^[0-9a-f]{10}$/);
  });

  it('is decided once when a person and the rule decide at the same moment', async () => {
    const decide = (outcome: 'rolledBack' | 'promoted') => decideCanary(database.db, dist, { remote: 'commerce', version: '2', outcome, reason: 'byPerson' });
    const results = await Promise.all([decide('rolledBack'), decide('promoted'), decide('rolledBack')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await decisionsOf('2')).filter((decision) => decision.reason === 'byPerson')).toHaveLength(1);
  });

  it('changes nothing for a canary that is no longer the one running', async () => {
    expect(await decideCanary(database.db, dist, { remote: 'commerce', version: '1', outcome: 'promoted', reason: 'byPerson' })).toBe(false);
    expect(await decisionsOf('1')).toEqual([]);
    expect((await readCanaries(dist)).commerce?.version).toBe('2');
  });
});
