/**
 * The HTTP server: tRPC at /api/trpc, uploads, health, SEO files, static bundles and the HTML
 * documents of every page route, all in one Fastify instance (the embedded mode of `npm start`).
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { createHash } from 'node:crypto';
import { bearerToken, findSession } from './auth/sessions';
import { registerVerifyEmailRoute } from './auth/verify-email-route';
import type { Db } from './db/client';
import { isDatabaseUnavailable, pingDatabase, type DatabaseUsage } from './db/client';
import { postViewsOf } from './content/post-views';
import { DocumentCache } from './http/document-cache';
import { buildDocument } from './http/documents';
import { documentBody, serverRenderedDocument } from './http/server-render';
import { readPublishedSite } from './http/published-site';
import { DEFAULT_RULE, type CanaryRule } from './releases/canary-rule';
import { watchCanaries } from './releases/canary-watch';
import { fieldFigures } from './observability/field-figures';
import { cohortCookie, cohortFromCookies, newCohort, visitorRelease, type Cohort } from './http/release-cohorts';
import { linkIntoSite } from './lib/page-links';
import { cameraAllowedAt, securityHeaders } from './http/security-headers';
import { buildRobots, buildSitemap } from './http/sitemap';
import { servablePath } from './http/request-path';
import { acceptedEncodings, serveFile } from './http/static-files';
import { registerTrpcRoutes } from './http/trpc-routes';
import { registerLocaleRoute } from './http/locale-route';
import { registerUploadRoutes, serveUpload } from './http/uploads';
import { registerVnpayRoutes } from './http/vnpay-routes';
import { localeFromHeaders, t, type Locale } from './lib/i18n';
import type { RateLimiter } from './lib/rate-limit';
import { clientKey, postgresRateLimiter } from './lib/rate-limit';
import { appRouter } from './routers/_app';
import { createContextInner, markUnavailable, unavailableOr } from './trpc';
import { registerJwksRoute } from './tickets/jwks';
import { serveDashboardWorker } from './http/dashboard-workers';
import { registerTicketFileRoutes } from './http/ticket-files';
import { registerReportCsvRoutes } from './reports/csv-route';
import { matchRouteRule, siteHostsOf } from '@storefront/shared/routes/route-rule-match';
import { publishedRouteRules } from './routing/route-rules';
import { answerRequestIds, requestIdOptions } from './observability/request-id';
import { registerMetrics } from './observability/metrics';
import { registerFieldSignalsRoute } from './observability/field-signals-route';

export interface ServerOptions {
  db: Db;
  publicUrl: string;
  /** Other hosts this site answers at (SITE_HOST_ALIASES): a rule to one leads back here. */
  hostAliases?: readonly string[];
  distDir: string;
  uploadsDir: string;
  seedMediaDir: string;
  rateLimiter?: RateLimiter;
  logLevel?: string;
  /** Proxies whose X-Forwarded-For is believed (Fastify's trustProxy forms); loopback by default. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Sent in X-Served-By on every answer, when set. */
  instanceName?: string;
  /** false: every tRPC request through tRPC's own adapter (tests compare it with the direct path). */
  directTrpcCalls?: boolean;
  /** METRICS_TOKEN: /metrics answers only this bearer token; unset, only a client on this machine. */
  metricsToken?: string;
  /** The database connection's statement and pool figures, for /metrics. */
  databaseUsage?: () => DatabaseUsage;
  /** How running canaries are judged, and how often (releases/canary-rule.ts); every 30 s by the default rule when not given. */
  canaries?: { rule?: CanaryRule; checkSeconds?: number };
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { db, publicUrl, distDir, hostAliases } = options;
  const siteHosts = siteHostsOf(publicUrl, hostAliases);
  const rateLimiter = options.rateLimiter ?? postgresRateLimiter(db);
  // Read anew on each use (cached until a release rewrites the files), so a release needs no restart.
  const site = () => readPublishedSite(distDir).then((published) => published.site);
  // Mails and payment returns link to the pages of the build this server serves.
  linkIntoSite(site);
  // Documents already sent, sent again while nothing they are made of has changed.
  const documents = new DocumentCache(db, distDir);
  const canaryRule = options.canaries?.rule ?? DEFAULT_RULE;
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    // Behind nginx the client address comes from X-Forwarded-For set by the local proxy.
    trustProxy: options.trustProxy ?? 'loopback',
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    ...requestIdOptions(),
  });

  answerRequestIds(app);
  const metrics = registerMetrics(app, { token: options.metricsToken, databaseUsage: options.databaseUsage });
  registerFieldSignalsRoute(app, { db, distDir, site, rateLimiter, metrics });

  app.addHook('onSend', async (request, reply, payload) => {
    // Only a document may be given the camera, so only documents read the site to know.
    const document = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.headers(securityHeaders({ camera: document && cameraAllowedAt(await site(), request.url.split('?', 1)[0]!) }));
    if (options.instanceName) reply.header('X-Served-By', options.instanceName);
    return payload;
  });

  // Errors that escape a handler: 4xx keep their status, anything else is a plain 500 without details.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    const locale = localeFromHeaders(request.headers);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ error: { code: 'SERVICE_UNAVAILABLE', message: t(locale, 'errors.unavailable') } });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    reply.code(status).send({
      error: { code: error.code ?? 'INTERNAL_SERVER_ERROR', message: status === 500 ? t(locale, 'errors.internal') : error.message },
    });
  });

  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10 } });

  await registerTrpcRoutes(app, {
    router: appRouter,
    async createContext(req) {
      const token = bearerToken(req.headers.authorization);
      const locale = localeFromHeaders(req.headers);
      const session = token ? await findSession(db, token).catch((cause: unknown) => Promise.reject(unavailableOr(cause, locale))) : null;
      // Limits count per client: an IPv6 client holds a whole /64, so that is what they key on.
      return createContextInner({ db, session, locale, ip: clientKey(req.ip), rateLimiter, publicUrl, hostAliases, site, releases: { distDir, rule: canaryRule } });
    },
    onError({ error, path, ctx }) {
      if (markUnavailable(error, ctx?.locale ?? 'vi')) app.log.warn({ err: error.cause, path }, 'database unavailable');
      else if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC internal error');
    },
    directCalls: options.directTrpcCalls,
  });

  registerUploadRoutes(app, { db, uploadsDir: options.uploadsDir, rateLimiter });
  registerVnpayRoutes(app, { db, publicUrl });
  registerVerifyEmailRoute(app, { db });
  registerJwksRoute(app, { db });
  registerTicketFileRoutes(app, { db, rateLimiter, publicUrl });
  registerReportCsvRoutes(app, { db, rateLimiter });
  registerLocaleRoute(app, { site });

  // Only the database decides the status: without Redis the limits fall back and selling goes on.
  app.get('/healthz', async (_request, reply) => {
    const database = await pingDatabase(db);
    reply.header('Cache-Control', 'no-store');
    return reply.code(database ? 200 : 503).send({ ok: database, database: database ? 'up' : 'down', ...rateLimiter.health?.() });
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Content-Type', 'text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(buildRobots(publicUrl, await site())),
  );

  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await buildSitemap(db, publicUrl, await site())),
  );

  const notFoundJson = (reply: FastifyReply) => reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'Not Found' } });

  /**
   * The reader's cohort (http/release-cohorts.ts): from their cookie, or a new one, which `keep`
   * gives them in it with an answer that depends on it (not a redirect, say).
   */
  function cohortOf(request: FastifyRequest, reply: FastifyReply): { cohort: Cohort; keep: () => void } {
    const known = cohortFromCookies(request.headers.cookie);
    if (known !== undefined) return { cohort: known, keep: () => undefined };
    const cohort = newCohort();
    return { cohort, keep: () => void reply.header('Set-Cookie', cohortCookie(cohort, publicUrl)) };
  }

  /** What the reader's cohort is served, revalidated on every use and never given by a cache to another reader. */
  function sendPerCohort(request: FastifyRequest, reply: FastifyReply, value: unknown) {
    const body = JSON.stringify(value);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').header('ETag', etag).type('application/json; charset=utf-8');
    return request.headers['if-none-match'] === etag ? reply.code(304).send() : reply.send(body);
  }
  app.get('/remotes.json', async (request, reply) => {
    const { cohort, keep } = cohortOf(request, reply);
    const { remotes } = await visitorRelease(distDir, cohort);
    if (!remotes) return notFoundJson(reply);
    keep();
    return sendPerCohort(request, reply, remotes);
  });
  app.get('/builds/latest.json', async (request, reply) => {
    const { cohort, keep } = cohortOf(request, reply);
    const { buildId } = await visitorRelease(distDir, cohort);
    if (buildId === undefined) return notFoundJson(reply);
    keep();
    return sendPerCohort(request, reply, { id: buildId });
  });
  app.get('/remotes/*', async (request, reply) => {
    // A published folder is named after the hash of its build and never changes (scripts/build.mjs),
    // so its files are cached for good, but for the two that the shell reads to find the others.
    const relative = servablePath('remotes', request.url);
    const ok = relative && (await serveFile(request, reply, `${distDir}/remotes`, relative, { cacheControl: 'public, max-age=31536000, immutable' }));
    if (!ok) return notFoundJson(reply);
  });
  app.get<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>('/uploads/*', (request, reply) =>
    serveUpload(request, reply, { db, uploadsDir: options.uploadsDir }),
  );
  app.get('/seed-media/*', async (request, reply) => {
    const relative = servablePath('seed-media', request.url);
    const ok = relative && (await serveFile(request, reply, options.seedMediaDir, relative, { cacheControl: 'public, max-age=86400' }));
    if (!ok) return notFoundJson(reply);
  });

  // Everything else: a shell asset if the file exists, else the HTML document of the page (404 if none).
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return notFoundJson(reply);
    if (await serveDashboardWorker(request, reply, { distDir, site: await site() })) return;
    // index.html is the template of the documents below, never sent as it is.
    const relative = servablePath('shell', request.url);
    if (relative && relative !== 'index.html' && (await serveFile(request, reply, `${distDir}/shell`, relative))) return;
    const locale = localeFromHeaders(request.headers);
    const [encoding] = acceptedEncodings(request);
    const { cohort, keep: keepCohort } = cohortOf(request, reply);
    const release = await visitorRelease(distDir, cohort);
    const key = await documents.key({ url: request.url, locale, encoding, release });
    const kept = key && documents.get(key);
    if (kept) {
      metrics.documents.inc({ outcome: 'cached' });
      if (!kept.headers.Location) keepCohort();
      return reply.code(kept.status).headers(kept.headers).send(kept.body);
    }
    // A route rule (spec §7) answers before any page renders. Its answer depends on the address
    // alone and editors may change it at any time, so caches revalidate it, browsers too (a 301 is
    // otherwise kept for good). Without the database the page itself is served, as it would be.
    const rules = await publishedRouteRules(db, await site()).catch((error: unknown) => {
      request.log.warn({ err: error }, 'route rules unavailable');
      return [];
    });
    const rule = matchRouteRule(rules, pathname, request.url.slice(pathname.length), siteHosts);
    if (rule) {
      const redirect = { status: rule.status, headers: { Location: rule.location, 'Cache-Control': 'no-cache' } };
      if (key) documents.keep(key, redirect, '', Promise.resolve(true));
      metrics.documents.inc({ outcome: 'redirect' });
      return reply.code(redirect.status).headers(redirect.headers).send();
    }
    // The page's queries are answered as the reader's own request would be, but without a session:
    // the document is the same for every reader, and kept for the next.
    const visitor = createContextInner({ db, locale, ip: clientKey(request.ip), rateLimiter, publicUrl, hostAliases, site });
    const document = await buildDocument({ db, distDir, path: pathname, url: request.url, locale, publicUrl, routeRules: rules, visitor, release });
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Language': locale,
      Vary: 'Accept-Encoding, Cookie, X-Locale',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    };
    const rendered = document.serverRender && serverRenderedDocument(document.html, { ...document.serverRender, distDir, log: request.log }, encoding);
    // nginx passes a streamed document on as it comes rather than when it ends.
    if (rendered) headers['X-Accel-Buffering'] = 'no';
    const body = rendered?.body ?? documentBody(document.html, encoding);
    // Rendered by the server whole, or left (in all or part) to the browser when it could not be.
    if (document.status === 404) metrics.documents.inc({ outcome: 'not_found' });
    else if (!rendered) metrics.documents.inc({ outcome: 'client' });
    else void rendered.whole.then((whole) => metrics.documents.inc({ outcome: whole ? 'rendered' : 'fallback' }));
    reply.code(document.status).headers(headers);
    keepCohort();
    // A 404 is not kept: any address makes one, and they would push the site's pages out.
    if (!key || document.status !== 200) return reply.send(body);
    return reply.send(documents.keep(key, { status: document.status, headers }, body, rendered?.whole ?? Promise.resolve(true)));
  });

  const stopWatchingCanaries = watchCanaries({
    db,
    distDir,
    rule: canaryRule,
    everySeconds: options.canaries?.checkSeconds ?? 30,
    figuresSince: (remote, version, since) => fieldFigures(db, { remote, version, since }),
    log: app.log,
  });

  // Views counted since the last write are written before the process lets the database go.
  app.addHook('onClose', () => (stopWatchingCanaries(), postViewsOf(db).flush()));

  return app;
}
