/**
 * The gate scanner's service worker at a fixed address, /dashboard/check-in-sw.js. A worker may
 * control only pages at or below its own folder, and a stable address lets the browser see an
 * update when a release changes it. The file is the one the live account release published
 * (pwa/check-in-sw.js in the folder remotes.json names for `account`).
 */
import type { FastifyInstance } from 'fastify';
import { readRemoteMap, remoteFolder } from './published-site';
import { serveFile } from './static-files';

export const SCANNER_WORKER_PATH = '/dashboard/check-in-sw.js';

export function registerScannerWorkerRoute(app: FastifyInstance, options: { distDir: string }): void {
  app.get(SCANNER_WORKER_PATH, async (request, reply) => {
    const folder = remoteFolder((await readRemoteMap(options.distDir))?.account);
    if (folder && (await serveFile(request, reply, options.distDir, `${folder.slice(1)}pwa/check-in-sw.js`, { cacheControl: 'no-cache' }))) return;
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not Found' } });
  });
}
