/**
 * tRPC at /api/trpc. GET queries and JSON POST mutations, single or batched the way httpBatchLink
 * sends them, are answered here directly; everything else (streaming batches, subscriptions,
 * unknown procedures, a method a procedure does not take, bodies that are not plain JSON, unusual
 * headers) goes through tRPC's Fastify adapter, which also gives every such request its error.
 *
 * Why: the adapter turns every request into a Fetch API Request (URL, Headers, AbortSignals joined
 * with AbortSignal.any), runs it through resolveResponse and streams the Response back through a
 * ReadableStream. Under load that fixed cost was larger than the SQL of a catalogue query (a bare
 * tRPC query returning a constant answered far fewer requests a second than a Fastify route).
 * The direct path calls the same procedures with the same context and builds the body and status
 * with tRPC's own helpers (getErrorShape, getHTTPStatusCode, transformTRPCResponse), mirroring
 * resolveResponse step by step, so the wire format stays tRPC's; trpc-routes.test.ts compares the
 * two paths response for response. A mutation is answered once Fastify has read its body (the
 * adapter's parser keeps it as text), a query as soon as the request arrives. Relies on
 * @trpc/server internals: keep its version pinned (listed in shared/build/library-internals.cjs,
 * whose test fails when another version is installed).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { TRPCError } from '@trpc/server';
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyProcedure,
  type TRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import { MAX_BATCH_CALLS } from '@storefront/shared/contracts/request-limits';
import { localeFromHeaders, t } from '../lib/i18n';
import type { AppRouter } from '../routers/_app';
import type { Context } from '../trpc';

export interface TrpcRouteOptions {
  router: AppRouter;
  createContext(request: FastifyRequest): Promise<Context>;
  /** Runs before the error's shape is built; `ctx` is undefined when creating it failed. */
  onError(opts: { error: TRPCError; path: string | undefined; ctx: Context | undefined }): void;
  /** Answer GET queries and POST mutations without the adapter (the default); false leaves every request to it. */
  directCalls?: boolean;
}

const PREFIX = '/api/trpc';

interface DirectCall {
  path: string;
  procedure: AnyProcedure;
}

/** What a request's calls are, and how their inputs are read. */
interface DirectRequest {
  type: 'query' | 'mutation';
  calls: DirectCall[];
  isBatch: boolean;
  /** The inputs as sent: a query's `input` parameter, a mutation's body, read as JSON (undefined when there is none). */
  readInputs: () => unknown;
}

/** The procedure type a method calls: GET queries, POST mutations (no method override). */
const TYPE_OF_METHOD: Record<string, DirectRequest['type']> = { GET: 'query', POST: 'mutation' };

/**
 * The calls of a request the direct path can answer exactly like resolveResponse, or null for
 * anything it leaves to the adapter. Only checks that do no work: nothing has run yet.
 */
async function directCalls(request: FastifyRequest, router: AppRouter): Promise<DirectRequest | null> {
  const type = TYPE_OF_METHOD[request.method];
  if (!type) return null;
  const { headers } = request;
  // Streaming (jsonl) and content types other than JSON take the adapter's other code paths.
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) return null;
  const contentType = headers['content-type'];
  if (contentType === undefined ? type === 'mutation' : contentType.split(';', 1)[0]!.trim().toLowerCase() !== 'application/json') return null;
  if (type === 'mutation' && (typeof request.body !== 'string' || request.body === '')) return null;
  const rawPath = (request.params as { path?: string }).path;
  // The adapter decodes the (already decoded) path once more; without '%' that is the identity.
  if (!rawPath || rawPath.includes('%') || request.url.includes('#')) return null;
  const queryStart = request.url.indexOf('?');
  const search = new URLSearchParams(queryStart < 0 ? '' : request.url.slice(queryStart + 1));
  if (search.has('connectionParams')) return null;
  const isBatch = search.get('batch') === '1';
  const paths = isBatch ? rawPath.split(',') : [rawPath];
  const calls: DirectCall[] = [];
  for (const path of paths) {
    const procedure = await getProcedureAtPath(router, path);
    // Unknown procedures, and a procedure called with the other method, get their errors from the adapter.
    if (!procedure || procedure._def.type !== type) return null;
    calls.push({ path, procedure });
  }
  if (type === 'query') {
    // As the adapter: an empty `input` parameter is no input.
    const queryInput = search.get('input');
    return { type, calls, isBatch, readInputs: () => (queryInput ? JSON.parse(queryInput) : undefined) };
  }
  // A body the adapter's parser did not keep as text, none, or one that is not JSON gets the
  // adapter's own answer; a mutation's body is read here, once its calls are known to be answered
  // here, and a query's input only when a procedure asks.
  let body: unknown;
  try {
    body = JSON.parse(request.body as string);
  } catch {
    return null;
  }
  return { type, calls, isBatch, readInputs: () => body };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && !Array.isArray(value) && typeof value === 'object';
}

/** The inputs of the calls, parsed once and only when a procedure asks (as the adapter's memo does). */
function lazyInputs(router: AppRouter, readInputs: () => unknown, isBatch: boolean, count: number) {
  const { transformer } = router._def._config;
  let parsed: Record<number, unknown> | undefined;
  let failure: TRPCError | undefined;
  const parse = (): Record<number, unknown> => {
    const inputs = readInputs();
    const result: Record<number, unknown> = Object.create(null);
    if (inputs === undefined) return result;
    if (!isBatch) {
      result[0] = transformer.input.deserialize(inputs);
      return result;
    }
    if (!isObject(inputs)) throw new TRPCError({ code: 'BAD_REQUEST', message: '"input" needs to be an object when doing a batch call' });
    for (let index = 0; index < count; index++) {
      const input = inputs[index];
      if (input !== undefined) result[index] = transformer.input.deserialize(input);
    }
    return result;
  };
  return {
    read(): Record<number, unknown> {
      if (parsed) return parsed;
      if (failure) throw failure;
      try {
        parsed = parse();
        return parsed;
      } catch (cause) {
        failure =
          cause instanceof TRPCError
            ? cause
            : new TRPCError({ code: 'BAD_REQUEST', message: cause instanceof Error ? cause.message : 'Invalid input', cause });
        throw failure;
      }
    },
    /** What was parsed, for error shapes and onError (undefined when never read or unreadable). */
    result: (index: number): unknown => parsed?.[index],
  };
}

async function answerDirectly(
  request: FastifyRequest,
  reply: FastifyReply,
  options: TrpcRouteOptions,
  { type, calls, isBatch, readInputs }: DirectRequest,
): Promise<void> {
  const { router } = options;
  const config = router._def._config;
  const inputs = lazyInputs(router, readInputs, isBatch, calls.length);

  let ctx: Context | undefined;
  let contextError: TRPCError | undefined;
  try {
    ctx = await options.createContext(request);
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }

  // All calls start together and are awaited together, as in resolveResponse.
  const responses: TRPCResponse[] = await Promise.all(
    calls.map(async ({ path, procedure }, index): Promise<TRPCResponse> => {
      try {
        if (contextError) throw contextError;
        const data: unknown = await procedure({
          path,
          getRawInput: async () => inputs.read()[index],
          ctx,
          type,
          // No procedure here observes cancellation; the adapter's signal only fired on a closed socket.
          signal: undefined,
          batchIndex: index,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        const input = inputs.result(index);
        options.onError({ error, path, ctx });
        return { error: getErrorShape({ config, ctx, error, input, path, type }) };
      }
    }),
  );

  const body = isBatch ? transformTRPCResponse(config, responses) : transformTRPCResponse(config, responses[0]!);
  reply
    .code(getHTTPStatusCode(responses))
    .header('vary', 'trpc-accept, accept')
    .header('content-type', 'application/json')
    // A Buffer, because Fastify would append "; charset=utf-8" to the content type of a string.
    .send(Buffer.from(JSON.stringify(body)));
}

/** How many calls the request names, counted on the path as the adapter reads it (decoded once more). */
function callCount(request: FastifyRequest): number {
  if (new URLSearchParams(request.url.slice(request.url.indexOf('?') + 1)).get('batch') !== '1') return 1;
  const rawPath = (request.params as { path?: string }).path ?? '';
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // The adapter answers an undecodable path with its own 400.
  }
  return path.split(',').length;
}

/**
 * A batch over the limit gets 400 before its context is built or any of its calls runs: every call
 * of a batch runs at once, so an unbounded batch would let one request do the work of thousands.
 */
function refuseLargeBatch(request: FastifyRequest, reply: FastifyReply, router: AppRouter): boolean {
  if (callCount(request) <= MAX_BATCH_CALLS) return false;
  const config = router._def._config;
  const error = new TRPCError({ code: 'BAD_REQUEST', message: t(localeFromHeaders(request.headers), 'errors.batchTooLarge', { max: MAX_BATCH_CALLS }) });
  const body = transformTRPCResponse(config, { error: getErrorShape({ config, ctx: undefined, error, input: undefined, path: undefined, type: 'unknown' }) });
  reply.code(400).header('content-type', 'application/json').send(Buffer.from(JSON.stringify(body)));
  return true;
}

export async function registerTrpcRoutes(app: FastifyInstance, options: TrpcRouteOptions): Promise<void> {
  // An encapsulated scope, so the hook runs for the tRPC route only.
  await app.register(async (scope) => {
    const answerIfDirect = async (request: FastifyRequest, reply: FastifyReply) => {
      if (options.directCalls === false) return;
      const direct = await directCalls(request, options.router);
      if (!direct) return;
      await answerDirectly(request, reply, options, direct);
      return reply;
    };
    scope.addHook('onRequest', async (request, reply) => {
      if (refuseLargeBatch(request, reply, options.router)) return reply;
      if (request.method === 'GET') return answerIfDirect(request, reply);
    });
    // After the body has been read: a mutation's input is in it.
    scope.addHook('preHandler', async (request, reply) => {
      if (request.method === 'POST') return answerIfDirect(request, reply);
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: PREFIX,
      trpcOptions: {
        router: options.router,
        maxBatchSize: MAX_BATCH_CALLS,
        createContext: ({ req }) => options.createContext(req),
        onError: ({ error, path, ctx }) => options.onError({ error, path, ctx }),
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });
}
