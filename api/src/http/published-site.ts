/**
 * The site as the live remotes publish it: remotes.json names each remote's live manifest, and
 * beside the manifest lies the remote's description (remote-description.json). Both are read
 * through readBuildFile, so a release or rollback that rewrites remotes.json is served from the
 * next request on, without a restart.
 */
import path from 'node:path';
import { clashes, descriptionProblems } from '@storefront/shared/federation/description-checks';
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';
import { composeSite, type Site } from '@storefront/shared/routes/route-table';
import { readBuildFile } from '../lib/build-files';
import { readRemoteMap, type RemoteMap } from '../releases/release-state';

export type { RemoteMap };


export interface PublishedSite {
  site: Site;
  /** The live remotes' descriptions in remotes.json order, as the shell composes its site from them. */
  descriptions: RemoteDescription[];
}

/**
 * The published build folder of a manifest URL ('/remotes/content/1a2b/'), or undefined for
 * anything else: the map is ours, but a path is still a path.
 */
export function remoteFolder(manifestUrl: unknown): string | undefined {
  if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/remotes/') || manifestUrl.includes('..')) return undefined;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

type DescriptionFile = { description: RemoteDescription } | { problems: string[] };

/** Never throws: a broken file is then cached like a good one, and read again only when replaced. */
function parseDescription(text: string): DescriptionFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problems: ['it is not JSON'] };
  }
  const problems = descriptionProblems(value);
  return problems.length > 0 ? { problems } : { description: value as RemoteDescription };
}

const reported = new Set<string>();

/** Every document reads the site, so each problem is told once, not once a request. */
function reportOnce(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.warn(message);
}

async function readDescription(distDir: string, remote: string, manifestUrl: unknown): Promise<RemoteDescription | undefined> {
  const folder = remoteFolder(manifestUrl);
  if (!folder) {
    reportOnce(`remotes.json: the manifest of ${remote} (${String(manifestUrl)}) is not in a published build folder; its pages are left out`);
    return undefined;
  }
  const file = path.join(distDir, folder, 'remote-description.json');
  const read = (await readBuildFile(file, parseDescription)) ?? { problems: ['it cannot be read'] };
  if ('description' in read && read.description.remote === remote) return read.description;
  const problems = 'problems' in read ? read.problems : [`it describes ${read.description.remote}, not ${remote}`];
  reportOnce(`${file}: the pages of ${remote} are left out, as ${problems.join('; ')}`);
  return undefined;
}

/** The live site of `remoteMap` (the stable remotes.json when not given); empty before the first release. */
export async function readPublishedSite(distDir: string, remoteMap?: RemoteMap): Promise<PublishedSite> {
  remoteMap ??= await readRemoteMap(distDir);
  const entries = remoteMap && typeof remoteMap === 'object' ? Object.entries(remoteMap) : [];
  const read = await Promise.all(entries.map(([remote, manifestUrl]) => readDescription(distDir, remote, manifestUrl)));
  const descriptions = read.filter((description) => description !== undefined);
  // composeSite keeps the first remote's page where two clash; the later one is told here.
  descriptions.forEach((description, index) => {
    for (const clash of clashes(description, descriptions.slice(0, index))) reportOnce(`remotes.json: ${description.remote}'s ${clash}, so that page is left out`);
  });
  return { site: composeSite(descriptions), descriptions };
}
