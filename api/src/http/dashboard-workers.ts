/**
 * The service workers of dashboard sections (a description's `serviceWorker`), each at a fixed
 * address, <section's address>-sw.js: a worker may control only pages at or below its own
 * folder, and a stable address lets the browser see an update when a release changes it. The
 * file is the one the remote's live release published, in the folder remotes.json names for it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '@storefront/shared/routes/route-table';
import { dashboardSectionPaths } from '@storefront/shared/routes/dashboard-paths';
import { remoteFolder } from './published-site';
import { readRemoteMap } from '../releases/release-state';
import { serveFile } from './static-files';

export const WORKER_SUFFIX = '-sw.js';

/**
 * Answers a request for a worker's address, with the file or a 404 when the live release has
 * none (never the dashboard's document, which owns the addresses below its own), and resolves
 * to true; to false when no live section has a worker there.
 */
export async function serveDashboardWorker(request: FastifyRequest, reply: FastifyReply, options: { distDir: string; site: Site }): Promise<boolean> {
  const pathname = request.url.split('?', 1)[0]!;
  if (!pathname.endsWith(WORKER_SUFFIX)) return false;
  const section = options.site.dashboardSections.find(
    (candidate) => candidate.serviceWorker && dashboardSectionPaths(options.site, candidate).some((path) => `${path}${WORKER_SUFFIX}` === pathname),
  );
  if (!section?.serviceWorker) return false;
  const folder = remoteFolder((await readRemoteMap(options.distDir))?.[section.remote]);
  if (!folder || !(await serveFile(request, reply, options.distDir, `${folder.slice(1)}${section.serviceWorker}`, { cacheControl: 'no-cache' }))) {
    await reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not Found' } });
  }
  return true;
}
