/**
 * Start-up hints in each HTML document (issue 8, critical path): the remote map is inlined so the
 * shell need not fetch /remotes.json first, and the remote that owns the page gets preload links
 * for its manifest, remoteEntry.js and the chunks of its `routes` module. The browser then fetches
 * them beside the shell's own scripts instead of one after another once the shell has run.
 */
import path from 'node:path';
import type { RemoteName } from '@storefront/shared/routes/route-table';
import { readBuildFile } from './build-files';
import { escapeHtml, scriptJson } from './html';

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const preload = (href: string, as: 'script' | 'fetch') =>
  `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} href="${escapeHtml(href)}" />`;

/** The tags for a page owned by `remote` (none for a 404 or before the first build). */
export async function remoteHints(distDir: string, remote: RemoteName | undefined): Promise<string[]> {
  const remoteMap = await readBuildFile(path.join(distDir, 'remotes.json'), (text) => JSON.parse(text) as Partial<Record<RemoteName, string>>);
  if (!remoteMap) return [];
  const tags = [`<script type="application/json" id="remote-map">${scriptJson(remoteMap)}</script>`];
  const manifestUrl = remote && remoteMap[remote];
  // Only a published build folder is read; the map is ours, but a path is still a path.
  if (!manifestUrl?.startsWith('/remotes/') || manifestUrl.includes('..')) return tags;
  const manifest = await readBuildFile(path.join(distDir, manifestUrl), (text) => JSON.parse(text) as FederationManifest);
  if (!manifest) return tags;
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const { remoteEntry } = manifest.metaData;
  const routesChunks = manifest.exposes.find((expose) => expose.name === 'routes')?.assets.js.sync ?? [];
  tags.push(
    preload(manifestUrl, 'fetch'),
    preload(`${folder}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, 'script'),
    ...routesChunks.map((file) => preload(`${folder}${file}`, 'script')),
  );
  return tags;
}
