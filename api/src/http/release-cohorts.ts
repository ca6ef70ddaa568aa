/**
 * Canary releases: a remote's new version published beside its stable one (dist/canaries.json,
 * written by `npm run release -- <remote> --canary <percent>`) and served to a share of visitors.
 *
 * Each visitor is given a cohort once, in a first-party cookie: a number from 0 to 99. A visitor is
 * in a remote's canary while that number is below the canary's percent, so every API instance
 * (and every request of the visitor) puts them in the same cohort from the cookie alone, with no
 * state shared between instances. Staff may pin themselves to `canary` or `stable` instead.
 *
 * The remote map a visitor is served (the document's, /remotes.json's, the server render's) is the
 * stable map with that visitor's canaries in it: one version of each remote per visitor.
 */
import { createHash, randomInt } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { readBuildFile } from '../lib/build-files';
import { readCanaries, readRemoteMap, type Canary, type RemoteMap } from '../releases/release-state';

import { RELEASE_COHORT_COOKIE } from '@storefront/shared/contracts/releases';

/** 0–99 (the visitor's place in every split), or a cohort a staff member chose for themselves. */
export type Cohort = number | 'canary' | 'stable';

/** The cohort in a Cookie header; undefined when it has none or one that is not a cohort. */
export function cohortFromCookies(header: string | undefined): Cohort | undefined {
  const value = new RegExp(`(?:^|;\\s*)${RELEASE_COHORT_COOKIE}=([^;]*)`).exec(header ?? '')?.[1];
  if (value === 'canary' || value === 'stable') return value;
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : undefined;
}

export const newCohort = (): number => randomInt(100);

export function inCanary(cohort: Cohort, canary: Pick<Canary, 'percent'>): boolean {
  return cohort === 'canary' || (typeof cohort === 'number' && cohort < canary.percent);
}

/** The Set-Cookie value that keeps `cohort` for a year; Secure on an https site. */
export function cohortCookie(cohort: Cohort, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${RELEASE_COHORT_COOKIE}=${cohort}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

const isFile = (file: string) => stat(file).then((found) => found.isFile(), () => false);

/** The remote map `cohort` is served: the stable one with the canaries it is in. */
export async function cohortRemoteMap(distDir: string, cohort: Cohort): Promise<RemoteMap | undefined> {
  const [stable, canaries] = await Promise.all([readRemoteMap(distDir), readCanaries(distDir)]);
  if (!stable) return undefined;
  const map = { ...stable };
  for (const [remote, canary] of Object.entries(canaries)) {
    const manifest = `/remotes/${remote}/${canary.version}/mf-manifest.json`;
    // A canary whose folder is not published (deleted, or a hand-edited file) is not served.
    if (remote in map && inCanary(cohort, canary) && (await isFile(path.join(distDir, manifest)))) map[remote] = manifest;
  }
  return map;
}

/** The stable build's id (dist/builds/latest.json), which tabs compare with to learn of a release (spec §4). */
async function stableBuildId(distDir: string): Promise<string | undefined> {
  const latest = await readBuildFile(path.join(distDir, 'builds', 'latest.json'), (text) => JSON.parse(text) as { id?: unknown });
  return typeof latest?.id === 'string' ? latest.id : undefined;
}

/** What one visitor is served: their remote map, and the id of that build for their tabs to compare with. */
export interface VisitorRelease {
  remotes: RemoteMap | undefined;
  buildId: string | undefined;
}

/**
 * The release `cohort` is served. A visitor in a canary has a build id of their own, so a canary
 * that ends or is promoted is a new build to their open tabs, which then load what they are served.
 */
export async function visitorRelease(distDir: string, cohort: Cohort): Promise<VisitorRelease> {
  const [stable, remotes, buildId] = await Promise.all([readRemoteMap(distDir), cohortRemoteMap(distDir, cohort), stableBuildId(distDir)]);
  const same = JSON.stringify(stable) === JSON.stringify(remotes);
  if (same || buildId === undefined) return { remotes, buildId };
  return { remotes, buildId: createHash('sha256').update(`${buildId}${JSON.stringify(remotes)}`).digest('hex').slice(0, 10) };
}
