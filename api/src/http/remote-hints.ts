/**
 * Start-up hints in each HTML document (critical path): the remote map is inlined so the
 * shell need not fetch /remotes.json first, and the remote that owns the page gets preload links
 * for its manifest, remoteEntry.js, the chunks of its `routes` module and the page's own scripts
 * and stylesheet (page-chunks.json, shared/build/page-chunks-plugin.cjs), and so do the remotes
 * of the page's own fragments, for theirs. The browser then fetches them beside the shell's own
 * scripts instead of one after another once the shell has run. Stylesheets are linked, not only
 * preloaded: the server renders a public page's markup.
 */
import path from 'node:path';
import type { Locale, PublishedPage } from '@storefront/shared/routes/route-table';
import { readBuildFile } from './build-files';
import { escapeHtml, scriptJson } from './html';
import { remoteFolder, type RemoteMap } from './published-site';

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }>;
}

/** Page id, or `texts-<language>`, → the files of that chunk group, in the remote's build folder (shared/build/page-chunks-plugin.cjs). */
type PageChunks = Record<string, string[]>;

const preload = (href: string, as: 'script' | 'style' | 'fetch') =>
  `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''} href="${escapeHtml(href)}" />`;

const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`;

/** A file of a build: linked when a stylesheet (the server renders what it styles, so nothing shifts when the scripts arrive), else preloaded. */
const fileTag = (href: string) => (href.endsWith('.css') ? stylesheet(href) : preload(href, 'script'));

/**
 * The tags for `page` (none for a 404): the files of its remote's `routes` module and of the page
 * itself, and those of each of its own fragments (other teams' parts of its first screen, which
 * the server renders too).
 */
export async function remoteHints(distDir: string, remoteMap: RemoteMap, page: PublishedPage | undefined, locale: Locale): Promise<string[]> {
  const tags = [`<script type="application/json" id="remote-map">${scriptJson(remoteMap)}</script>`];
  if (!page) return tags;
  // A guarded page loads only once its guard has passed (shell/src/app/remotes.ts), so a visitor
  // it turns away never downloads it.
  const isPublic = page.access === 'public';
  // The page's files, and the texts of the document's language when they load apart (English).
  const ownFiles = (ids: string[]) => async (folder: string) => (isPublic ? readPageChunks(distDir, folder, [...ids, `texts-${locale}`]) : []);
  const pageTags = await exposedFiles(distDir, remoteMap, page.remote, 'routes', ownFiles([page.id]));
  const fragmentTags = isPublic
    ? await Promise.all(page.fragments.map((id) => exposedFiles(distDir, remoteMap, id.slice(0, id.indexOf('/')), id.slice(id.indexOf('/') + 1), ownFiles([]))))
    : [];
  return [...new Set([...tags, ...pageTags, ...fragmentTags.flat()])];
}

/**
 * The tags of what `remote` exposes as `name`: its manifest, its entry, the module's files, and
 * `extra` files of its folder; none when the remote or its manifest is missing.
 */
async function exposedFiles(
  distDir: string,
  remoteMap: RemoteMap,
  remote: string,
  name: string,
  extra: (folder: string) => Promise<string[]> = async () => [],
): Promise<string[]> {
  const manifestUrl = remoteMap[remote];
  const folder = remoteFolder(manifestUrl);
  if (!manifestUrl || !folder) return [];
  const manifest = await readBuildFile(path.join(distDir, manifestUrl), (text) => JSON.parse(text) as FederationManifest);
  if (!manifest) return [];
  const { remoteEntry } = manifest.metaData;
  const exposed = manifest.exposes.find((expose) => expose.name === name)?.assets;
  const files = [...(exposed?.css?.sync ?? []), ...(exposed?.js.sync ?? []), ...(await extra(folder))];
  return [
    preload(manifestUrl, 'fetch'),
    preload(`${folder}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, 'script'),
    ...files.map((file) => fileTag(`${folder}${file}`)),
  ];
}

/** The files page-chunks.json lists under `keys`; none when the remote's build has none (an older release). */
async function readPageChunks(distDir: string, folder: string, keys: string[]): Promise<string[]> {
  const chunks = await readBuildFile(path.join(distDir, folder, 'page-chunks.json'), (text) => JSON.parse(text) as PageChunks);
  return keys.flatMap((key) => chunks?.[key] ?? []).filter((file) => /^[\w.-]+\.(js|css)$/.test(file));
}
