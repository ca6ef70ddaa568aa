/**
 * Start-up hints in each HTML document (critical path): the remote map is inlined so the
 * shell need not fetch /remotes.json first, and the files of the remote that owns the page are
 * named for the document's start-up script to preload (shared/src/startup/start-up-script.ts): its
 * remoteEntry.js, the chunks of its `routes` module and the page's own scripts
 * (page-chunks.json, shared/build/page-chunks-plugin.cjs), and so are the files of the remotes of
 * the page's own fragments. The browser then fetches them beside the shell's own scripts instead
 * of one after another once the shell has run. Stylesheets are linked at once: the server renders
 * a public page's markup, which they style. The manifest is read here, not preloaded: the shell
 * registers each remote by its entry (shell/src/app/remotes.ts) and never asks for it at start.
 */
import path from 'node:path';
import { fragmentsIn, type Locale, type PublishedPage, type Site } from '@storefront/shared/routes/route-table';
import { PAGE_FILES_ID } from '@storefront/shared/startup/start-up-script';
import { readBuildFile } from '../lib/build-files';
import { escapeHtml, scriptJson } from '../lib/html';
import { remoteFolder, type RemoteMap } from './published-site';

interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }>;
}

/** Page id, or `texts-<language>`, → the files of that chunk group, in the remote's build folder (shared/build/page-chunks-plugin.cjs). */
type PageChunks = Record<string, string[]>;

const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`;

/**
 * The tags for `page`: the remote map, the stylesheets of its remote's `routes` module, of the page
 * itself and of each of its own fragments (other teams' parts of its first screen, which the server
 * renders too), and the list of their other files; only the remote map for a 404.
 */
export async function remoteHints(distDir: string, remoteMap: RemoteMap, site: Site, page: PublishedPage | undefined, locale: Locale): Promise<string[]> {
  const remoteMapTag = `<script type="application/json" id="remote-map">${scriptJson(remoteMap)}</script>`;
  if (!page) return [remoteMapTag];
  // A guarded page loads only once its guard has passed (shell/src/app/remotes.ts), so a visitor
  // it turns away never downloads it.
  const isPublic = page.access === 'public';
  // The page's files, and the texts of the document's language when they load apart (English).
  const ownFiles = (ids: string[]) => async (folder: string) => (isPublic ? readPageChunks(distDir, folder, [...ids, `texts-${locale}`]) : []);
  const pageFiles = await exposedFiles(distDir, remoteMap, page.remote, 'routes', ownFiles([page.id]));
  const fragmentFiles = isPublic
    ? await Promise.all(fragmentsIn(site, page).map((id) => exposedFiles(distDir, remoteMap, id.slice(0, id.indexOf('/')), id.slice(id.indexOf('/') + 1), ownFiles([]))))
    : [];
  const files = [...new Set([...pageFiles, ...fragmentFiles.flat()])];
  return [
    remoteMapTag,
    ...files.filter((file) => file.endsWith('.css')).map(stylesheet),
    `<script type="application/json" id="${PAGE_FILES_ID}">${scriptJson(files.filter((file) => !file.endsWith('.css')))}</script>`,
  ];
}

/**
 * The addresses of what `remote` exposes as `name`: its entry, the module's files, and `extra`
 * files of its folder; none when the remote or its manifest is missing.
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
  return [`${folder}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, ...files.map((file) => `${folder}${file}`)];
}

/** The files page-chunks.json lists under `keys`; none when the remote's build has none (an older release). */
async function readPageChunks(distDir: string, folder: string, keys: string[]): Promise<string[]> {
  const chunks = await readBuildFile(path.join(distDir, folder, 'page-chunks.json'), (text) => JSON.parse(text) as PageChunks);
  return keys.flatMap((key) => chunks?.[key] ?? []).filter((file) => /^[\w.-]+\.(js|css)$/.test(file));
}
