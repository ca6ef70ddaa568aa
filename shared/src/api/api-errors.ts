/**
 * Errors reach the person in one place: whatever failed (a tRPC error from the server, a time-out,
 * a dropped connection), these helpers give its numeric code and a message in the page's language.
 */
import { TRPCClientError } from '@trpc/client';
import { t, translateDataKey } from '@storefront/shared/i18n/i18n';
import { RequestTimeoutError } from '@storefront/shared/api/fetch-with-retry';

/** tRPC error codes as numbers (spec §8): HTTP statuses, JSON-RPC's own for parse errors. */
export const ERROR_CODE_NUMBERS = {
  PARSE_ERROR: -32700,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  TIMEOUT: 408,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  CLIENT_CLOSED_REQUEST: 499,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
  GATEWAY_TIMEOUT: 504,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODE_NUMBERS;

export function isErrorCodeName(value: unknown): value is ErrorCodeName {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODE_NUMBERS, value);
}

/** Numeric code of a tRPC code name; unknown names count as internal errors. */
export function toNumericCode(code: string): number {
  return isErrorCodeName(code) ? ERROR_CODE_NUMBERS[code] : ERROR_CODE_NUMBERS.INTERNAL_SERVER_ERROR;
}

/** The server's answer inside a TRPCClientError, when the server did answer with a tRPC error. */
interface ServerErrorData {
  code?: unknown;
  httpStatus?: unknown;
  fieldErrors?: unknown;
}

function serverData(error: unknown): ServerErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return data && typeof data === 'object' ? (data as ServerErrorData) : undefined;
}

/** The tRPC code name of an error: from the server, TIMEOUT for our own time-outs, else undefined. */
export function errorCodeOf(error: unknown): ErrorCodeName | undefined {
  const code = serverData(error)?.code;
  if (isErrorCodeName(code)) return code;
  if (causeChain(error).some((cause) => cause instanceof RequestTimeoutError)) return 'TIMEOUT';
  return undefined;
}

/** Numeric code of any error (spec §8); errors the server never answered have none. */
export function numericErrorCode(error: unknown): number | undefined {
  const code = errorCodeOf(error);
  return code === undefined ? undefined : ERROR_CODE_NUMBERS[code];
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current !== undefined && current !== null && chain.length < 10; ) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/**
 * The message the server wrote for a person (already in the request's locale), if any. Messages
 * of transport failures ("Failed to fetch") are not for people, so they do not count.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!serverData(error)) return undefined;
  const message = (error as Error).message.trim();
  return message === '' ? undefined : message;
}

/** Field errors of a validation failure (`z.flattenError(...).fieldErrors`), keyed by field. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const fieldErrors = serverData(error)?.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string[]>) : {};
}

/**
 * A message for a person: the server's own, else `fallbackKey` when given (e.g. the spec's
 * 'Không thể tải thông tin người dùng'), else a localised text for the error's kind.
 */
export function errorMessage(error: unknown, fallbackKey?: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (fallbackKey) return translateDataKey(fallbackKey, {});
  const code = errorCodeOf(error);
  if (code === 'TIMEOUT') return t('errors.timeout');
  if (code) return translateDataKey(`errors.code.${code}`, { defaultValue: t('errors.unknown') });
  if (causeChain(error).some((cause) => cause instanceof TypeError)) return t('errors.network');
  return t('errors.unknown');
}
