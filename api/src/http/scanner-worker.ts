/**
 * The gate scanner's service worker at a fixed address, /dashboard/check-in-sw.js. A worker may
 * control only pages at or below its own folder, and a stable address lets the browser see an
 * update when a release changes it. The file is the one the live account release published
 * (pwa/check-in-sw.js in the folder remotes.json names for `account`).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readBuildFile } from './build-files';
import { serveFile } from './static-files';

export const SCANNER_WORKER_PATH = '/dashboard/check-in-sw.js';

export function registerScannerWorkerRoute(app: FastifyInstance, options: { distDir: string }): void {
  app.get(SCANNER_WORKER_PATH, async (request, reply) => {
    const remoteMap = await readBuildFile(path.join(options.distDir, 'remotes.json'), (text) => JSON.parse(text) as { account?: unknown });
    const manifestUrl = remoteMap?.account;
    // Only a published build folder is read; the map is ours, but a path is still a path.
    if (typeof manifestUrl === 'string' && manifestUrl.startsWith('/remotes/') && !manifestUrl.includes('..')) {
      const folder = manifestUrl.slice(1, manifestUrl.lastIndexOf('/') + 1);
      if (await serveFile(request, reply, options.distDir, `${folder}pwa/check-in-sw.js`, { cacheControl: 'no-cache' })) return;
    }
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not Found' } });
  });
}
