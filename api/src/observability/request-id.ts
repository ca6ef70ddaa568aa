/**
 * Every request's id (README "Field signals and metrics"): the one nginx gives it in X-Request-Id
 * when well formed, else a new random one. Fastify writes it on each of the request's log lines
 * (`requestId`), and every answer carries it back in X-Request-Id, so a browser's report of a
 * failure can name the answers it got just before, and the log lines of those are found.
 */
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REQUEST_ID } from '@storefront/shared/federation/field-signals';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Fastify's options for request ids: the header is read here, so a malformed one is replaced rather than logged as it came. */
export function requestIdOptions(): Pick<FastifyServerOptions, 'requestIdHeader' | 'logController' | 'genReqId'> {
  return {
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    genReqId(request) {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

/** Set before any handler runs, so answers of errors and streamed documents carry it too. */
export function answerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
