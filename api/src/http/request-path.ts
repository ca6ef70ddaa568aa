/**
 * The one place that decides which file, if any, a request's address may be answered with, for
 * every folder the API serves files from (the shell's files, remotes' versions, seed media).
 *
 * The raw path of the request (never a router's decoded parameter) is split on `/` and each
 * segment percent-decoded exactly once, so `%2F` cannot make a slash, `%2573erver` stays the name
 * `%73erver`, and `%2E%2E` is refused as the `..` it reads as. Empty (`//`), `.` and `..` segments,
 * backslashes, control characters (NUL included), malformed or overlong UTF-8 and overlong paths
 * name no file. Source maps and server builds are never served: they are for debugging and for
 * this process to run, not for browsers.
 */

/** The folders files are served from, by the first segment of their address (the shell's have none). */
export type FileArea = 'shell' | 'remotes' | 'seed-media';

/** Longer paths name no file of a build (the longest is well under 200 characters). */
const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENTS = 16;

const FORBIDDEN_CHARACTER = /[\\\u0000-\u001f\u007f]/;
/** A source map, also one compressed beside it. */
const SOURCE_MAP = /\.map(\.(br|gz))?$/i;

/** The segments of `url`'s path, each decoded once; undefined when one may not name a file. */
function decodedSegments(url: string): string[] | undefined {
  const raw = url.split('?', 1)[0]!;
  if (raw.length > MAX_PATH_LENGTH || !raw.startsWith('/')) return undefined;
  const segments: string[] = [];
  for (const encoded of raw.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(encoded);
    } catch {
      return undefined; // malformed escapes or UTF-8 (overlong forms included)
    }
    if (segment === '' || segment === '.' || segment === '..' || segment.includes('/') || FORBIDDEN_CHARACTER.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments.length <= MAX_SEGMENTS ? segments : undefined;
}

/**
 * The path inside `area`'s folder that the request for `url` may be answered with, or undefined
 * when it may not name a file there: the address is not in the area, is not a plain path, or names
 * a source map or a server build (the shell's `server/`, a remote version's `<name>/<version>/server/`).
 */
export function servablePath(area: FileArea, url: string): string | undefined {
  const segments = decodedSegments(url);
  if (!segments || SOURCE_MAP.test(segments.at(-1) ?? '')) return undefined;
  const isServer = (segment: string | undefined) => segment?.toLowerCase() === 'server';
  if (area === 'shell') {
    if (isServer(segments[0])) return undefined;
  } else {
    if (segments.shift() !== area) return undefined;
    if (area === 'remotes' && isServer(segments[2])) return undefined;
  }
  return segments.length > 0 ? segments.join('/') : undefined;
}
