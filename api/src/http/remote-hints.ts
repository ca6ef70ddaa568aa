/**
 * Start-up hints in each HTML document (critical path): the remote map is inlined so the
 * shell need not fetch /remotes.json first, and the remote that owns the page gets preload links
 * for its manifest, remoteEntry.js, the chunks of its `routes` module and the page's own scripts
 * and stylesheet (page-chunks.json, shared/build/page-chunks-plugin.cjs). The browser then fetches
 * them beside the shell's own scripts instead of one after another once the shell has run. The
 * page's stylesheet is linked, not only preloaded: the server renders a public page's markup.
 */
import path from 'node:path';
import type { PublishedPage } from '@storefront/shared/routes/route-table';
import { readBuildFile } from './build-files';
import { escapeHtml, scriptJson } from './html';
import { remoteFolder, type RemoteMap } from './published-site';

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

/** Page id → the files of the page's chunk group, in the remote's build folder. */
type PageChunks = Record<string, string[]>;

const preload = (href: string, as: 'script' | 'style' | 'fetch') =>
  `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} href="${escapeHtml(href)}" />`;

const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`;

/** The tags for `page` (none for a 404). */
export async function remoteHints(distDir: string, remoteMap: RemoteMap, page: PublishedPage | undefined): Promise<string[]> {
  const tags = [`<script type="application/json" id="remote-map">${scriptJson(remoteMap)}</script>`];
  const manifestUrl = page && remoteMap[page.remote];
  const folder = remoteFolder(manifestUrl);
  if (!manifestUrl || !folder) return tags;
  const manifest = await readBuildFile(path.join(distDir, manifestUrl), (text) => JSON.parse(text) as FederationManifest);
  if (!manifest) return tags;
  const { remoteEntry } = manifest.metaData;
  const routesChunks = manifest.exposes.find((expose) => expose.name === 'routes')?.assets.js.sync ?? [];
  // A guarded page loads only once its guard has passed (shell/src/app/remotes.ts), so a visitor
  // it turns away never downloads it.
  const pageChunks = page && page.access === 'public' ? await readPageChunks(distDir, folder, page.id) : [];
  tags.push(
    preload(manifestUrl, 'fetch'),
    preload(`${folder}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, 'script'),
    ...routesChunks.map((file) => preload(`${folder}${file}`, 'script')),
    // The server renders a public page into the document (./server-render.ts): its styles come with it, so nothing shifts when the scripts arrive.
    ...pageChunks.map((file) => (file.endsWith('.css') ? stylesheet(`${folder}${file}`) : preload(`${folder}${file}`, 'script'))),
  );
  return tags;
}

/** The page's files; none when the remote's build has no page-chunks.json (an older release). */
async function readPageChunks(distDir: string, folder: string, pageId: string): Promise<string[]> {
  const pages = await readBuildFile(path.join(distDir, folder, 'page-chunks.json'), (text) => JSON.parse(text) as PageChunks);
  return (pages?.[pageId] ?? []).filter((file) => /^[\w.-]+\.(js|css)$/.test(file));
}
