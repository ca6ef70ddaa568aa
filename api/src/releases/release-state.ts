/**
 * What is released, as the published build's files say: remotes.json names each remote's stable
 * version, and dist/canaries.json the canaries running beside them (written by
 * `npm run release -- <remote> --canary <percent>`). Both are read through readBuildFile, so a
 * release, a rollback or a canary's end is served from the next request on, without a restart.
 */
import path from 'node:path';
import { z } from 'zod';
import { readBuildFile } from '../lib/build-files';

/** remotes.json: remote name → URL of its live mf-manifest.json. */
export type RemoteMap = Record<string, string>;

/** The version a manifest URL names: its published folder (/remotes/<remote>/<version>/mf-manifest.json). */
export const versionOf = (manifestUrl: string): string => manifestUrl.split('/').at(-2) ?? '';

export function readRemoteMap(distDir: string): Promise<RemoteMap | undefined> {
  return readBuildFile(path.join(distDir, 'remotes.json'), (text) => JSON.parse(text) as RemoteMap);
}

const canarySchema = z.object({
  /** The published folder dist/remotes/<remote>/<version>/. */
  version: z.string().regex(/^[\w.-]+$/),
  /** The share of visitors (cohorts 0 to percent − 1) that get it. */
  percent: z.number().int().min(1).max(100),
  startedAt: z.iso.datetime(),
  /** How long it runs before it is promoted (or waits for a person, with `promote: 'manual'`). */
  minutes: z.number().int().positive(),
  promote: z.enum(['auto', 'manual']),
});

export type Canary = z.infer<typeof canarySchema>;
/** dist/canaries.json: remote name → its running canary. */
export type Canaries = Record<string, Canary>;

function parseCanaries(text: string): Canaries {
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object') return {};
  // One broken entry costs its own canary only: its remote's visitors all get the stable version.
  return Object.fromEntries(
    Object.entries(value).flatMap(([remote, entry]) => {
      const canary = canarySchema.safeParse(entry);
      return canary.success ? [[remote, canary.data]] : [];
    }),
  );
}

export const canariesFile = (distDir: string) => path.join(distDir, 'canaries.json');

/** The running canaries; none when the file is missing or not JSON. */
export async function readCanaries(distDir: string): Promise<Canaries> {
  return (await readBuildFile(canariesFile(distDir), parseCanaries)) ?? {};
}

