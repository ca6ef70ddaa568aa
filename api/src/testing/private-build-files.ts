/**
 * A published build holding the files no browser may fetch, each with a marker in its text: the
 * shell's and a remote version's server builds and their source maps, beside public files of each
 * folder the server serves. Tests request them by every spelling of their path and check that no
 * answer carries a marker, through the API alone and through nginx.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writePublishedSite } from './published-site';

export const PRIVATE_MARKER = 'PRIVATE-BUILD-FILE';
export const PUBLIC_MARKER = 'public-build-file';

/** The files written below `distDir`, by their path there. */
export const BUILD_FILES = {
  shellChunk: 'shell/main.0123456789.js',
  shellMap: 'shell/main.0123456789.js.map',
  shellServer: 'shell/server/render.0123456789.js',
  shellServerEntry: 'shell/server/entry.json',
  remoteEntry: 'remotes/content/1/remoteEntry.js',
  remoteMap: 'remotes/content/1/remoteEntry.js.map',
  remoteServer: 'remotes/content/1/server/render.0123456789.js',
} as const;

const isPrivate = (file: string) => file.endsWith('.map') || file.includes('/server/');

/** Writes the published site (writePublishedSite) into `distDir` with BUILD_FILES, and a seed photo into `seedMediaDir`. */
export function writeBuildWithPrivateFiles(distDir: string, seedMediaDir: string): void {
  writePublishedSite(distDir);
  for (const file of Object.values(BUILD_FILES)) {
    mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
    writeFileSync(path.join(distDir, file), `/* ${isPrivate(file) ? PRIVATE_MARKER : PUBLIC_MARKER} ${file} */`);
  }
  mkdirSync(seedMediaDir, { recursive: true });
  writeFileSync(path.join(seedMediaDir, 'photo.jpg'), PUBLIC_MARKER);
  writeFileSync(path.join(seedMediaDir, 'photo.jpg.map'), PRIVATE_MARKER);
}

/**
 * Addresses of the private files in every spelling a server could decode to them: encoded and
 * doubled slashes, double percent-encoding, dot segments (plain and encoded), backslashes, NUL,
 * overlong UTF-8 and overlong paths. None may be answered with a private file.
 */
export const PRIVATE_FILE_ATTACKS: readonly string[] = [
  // The shell's server build.
  '/server/render.0123456789.js',
  '/server/entry.json',
  '//server/render.0123456789.js',
  '///server/entry.json',
  '/%2573erver/render.0123456789.js',
  '/%73erver/render.0123456789.js',
  '/%2573erver%252Frender.0123456789.js',
  '/server%2Frender.0123456789.js',
  '/./server/render.0123456789.js',
  '/x/../server/render.0123456789.js',
  '/x/%2E%2E/server/render.0123456789.js',
  '/x/%252E%252E/server/render.0123456789.js',
  '/x%2F..%2Fserver%2Frender.0123456789.js',
  '/x%5C..%5Cserver%5Crender.0123456789.js',
  '/x\\..\\server\\render.0123456789.js',
  '/%C0%AE/server/render.0123456789.js',
  '/server/render.0123456789.js%00',
  // Source maps of the shell and of a remote.
  '/main.0123456789.js.map',
  '/main.0123456789.js.%6Dap',
  '/main.0123456789.js.%256Dap',
  '/main.0123456789.js.MAP',
  '/remotes/content/1/remoteEntry.js.map',
  '/remotes/content/1/remoteEntry.js.%256dap',
  '/seed-media/photo.jpg.map',
  // A remote version's server build.
  '/remotes/content/1/server/render.0123456789.js',
  '/remotes/content/1//server/render.0123456789.js',
  '/remotes/content//1/server/render.0123456789.js',
  '/remotes/content/1/%2573erver/render.0123456789.js',
  '/remotes/content/1/%73erver/render.0123456789.js',
  '/remotes/content/./1/server/render.0123456789.js',
  '/remotes/content/1/x/../server/render.0123456789.js',
  '/remotes/content/1/x/%252E%252E/server/render.0123456789.js',
  '/remotes/content%2F1%2Fserver%2Frender.0123456789.js',
  '/remotes/content/1%2Fserver/render.0123456789.js',
  // Out of a folder altogether.
  '/seed-media/../shell/server/render.0123456789.js',
  '/seed-media/%252E%252E/shell/server/render.0123456789.js',
  '/seed-media/..%2Fshell%2Fserver%2Frender.0123456789.js',
  '/remotes/..%2Fshell%2Fserver%2Frender.0123456789.js',
  '/uploads/..%2Fshell%2Fserver%2Frender.0123456789.js',
  '/uploads/%252E%252E%252Fshell%252Fserver%252Frender.0123456789.js',
  // Overlong paths: a long segment, many segments, and past the router's parameter limit.
  `/${'a'.repeat(300)}/../server/render.0123456789.js`,
  `/${'x/'.repeat(400)}${'../'.repeat(400)}server/render.0123456789.js`,
  `/${'x/'.repeat(3000)}${'../'.repeat(3000)}server/render.0123456789.js`,
];

/** Addresses of the public files, which must still be served. */
export const PUBLIC_FILES: ReadonlyArray<[url: string, file: string]> = [
  ['/main.0123456789.js', BUILD_FILES.shellChunk],
  ['/remotes/content/1/remoteEntry.js', BUILD_FILES.remoteEntry],
  ['/seed-media/photo.jpg', 'photo.jpg'],
];
