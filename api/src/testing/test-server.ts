/**
 * The API server as an HTTP test runs it: on the test's database, with a published build of the
 * real site's remotes (./published-site.ts, no shell), fresh empty folders for uploads and seed
 * media, and no log. A test names only what it needs otherwise.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from '../server';
import { writePublishedSite } from './published-site';

const freshFolder = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

export function buildTestServer(options: Pick<ServerOptions, 'db'> & Partial<ServerOptions>): Promise<FastifyInstance> {
  return buildServer({
    publicUrl: 'http://127.0.0.1:8080',
    distDir: writePublishedSite(),
    uploadsDir: freshFolder('sf-up-'),
    seedMediaDir: freshFolder('sf-media-'),
    logLevel: 'silent',
    ...options,
  });
}

/**
 * The field errors the HTTP API answers a refused mutation with, in `locale`, as the console's
 * forms read them; throws when the call was not refused as bad input.
 */
export async function fieldErrorsOf(app: FastifyInstance, token: string, procedure: string, input: unknown, locale: 'vi' | 'en'): Promise<Record<string, string[]>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/trpc/${procedure}`,
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale, 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  });
  if (response.statusCode !== 400) throw new Error(`${procedure} answered ${response.statusCode}, not 400: ${response.body}`);
  return (response.json() as { error: { data: { fieldErrors: Record<string, string[]> } } }).error.data.fieldErrors;
}

/** The server with a published site (the shell's page and every remote's description), so it answers documents and the sitemap. */
export function buildPublishedSiteServer(options: Pick<ServerOptions, 'db'> & Partial<ServerOptions>): Promise<FastifyInstance> {
  const distDir = writePublishedSite();
  mkdirSync(path.join(distDir, 'shell'), { recursive: true });
  writeFileSync(path.join(distDir, 'shell', 'index.html'), '<!doctype html><html lang="vi"><head><!--app-head--></head><body><div id="root"></div></body></html>');
  return buildTestServer({ distDir, ...options });
}
