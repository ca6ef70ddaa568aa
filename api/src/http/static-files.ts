/**
 * Serves files from a few fixed folders, by a path request-path.ts has decided may be served. Every
 * path is resolved and must stay inside its folder (no traversal); a precompressed `.br` or `.gz` sibling is sent when the client accepts it.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

const NO_CACHE_NAMES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json', 'latest.json']);
/** A content hash in the file name (`main.3f9a1c2b.js`, `chunk-3f9a1c2b4d.css`) means it never changes. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export function cacheControlFor(fileName: string, fallback: string): string {
  if (NO_CACHE_NAMES.has(fileName)) return 'no-cache';
  if (HASHED_NAME.test(fileName)) return 'public, max-age=31536000, immutable';
  return fallback;
}

/**
 * The absolute path of `relative` (already decoded: servablePath in request-path.ts reads request
 * addresses) inside `root`, or undefined when it would leave the folder. Nothing is decoded here,
 * so a name is never decoded twice.
 */
export function safeJoin(root: string, relative: string): string | undefined {
  if (relative.includes('\0') || relative.includes('\\')) return undefined;
  const base = path.resolve(root);
  const full = path.resolve(base, `.${path.posix.sep}${relative}`);
  return full.startsWith(base + path.sep) ? full : undefined;
}

async function fileSize(file: string): Promise<{ size: number; mtime: Date } | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, mtime: info.mtime } : undefined;
  } catch {
    return undefined;
  }
}

/** A compressed form the servers send; Brotli first, as it is the smaller one. */
export type Encoding = 'br' | 'gzip';
const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings the request's Accept-Encoding allows (a `q=0` refuses one), in our preference order. */
export function acceptedEncodings(request: FastifyRequest): Encoding[] {
  const accepted = new Set<string>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return ENCODINGS.filter((encoding) => accepted.has(encoding));
}

/** The first precompressed sibling of `file` the request accepts, with its size and date. */
async function precompressed(request: FastifyRequest, file: string) {
  if (Object.values(EXTENSION).some((extension) => file.endsWith(extension))) return undefined;
  for (const encoding of acceptedEncodings(request)) {
    const sibling = `${file}${EXTENSION[encoding]}`;
    const info = await fileSize(sibling);
    if (info) return { encoding, file: sibling, ...info };
  }
  return undefined;
}

export interface ServeOptions {
  /** Cache-Control for files that are neither hashed nor in the no-cache list. */
  cacheControl?: string;
}

/** Sends the file and returns true, or returns false (nothing sent) when it does not exist. */
export async function serveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relative: string,
  options: ServeOptions = {},
): Promise<boolean> {
  const file = safeJoin(root, relative);
  if (!file) return false;
  const info = await fileSize(file);
  if (!info) return false;
  const name = path.basename(file);
  const type = MIME[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  const compressed = await precompressed(request, file);
  const sent = compressed ?? info;
  const etag = `"${sent.size.toString(16)}-${sent.mtime.getTime().toString(16)}${compressed ? `-${compressed.encoding}` : ''}"`;

  reply.header('Content-Type', type);
  reply.header('Cache-Control', cacheControlFor(name, options.cacheControl ?? 'public, max-age=3600'));
  reply.header('ETag', etag);
  reply.header('Last-Modified', sent.mtime.toUTCString());
  reply.header('Vary', 'Accept-Encoding');
  reply.header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === etag) {
    reply.code(304).send();
    return true;
  }
  if (compressed) reply.header('Content-Encoding', compressed.encoding);
  reply.header('Content-Length', sent.size);
  await reply.send(request.method === 'HEAD' ? '' : createReadStream(compressed?.file ?? file));
  return true;
}
