/**
 * Refusals of the domain modules (an order that cannot be refunded, a slug already taken), thrown
 * without knowing the transport: the tRPC layer (trpc.ts) turns each into the TRPCError of the
 * same code and message, so a caller sees the code, HTTP status and localised text it always did,
 * while catalog, commerce, content and the rest import nothing of the API's wiring.
 */
import { z } from 'zod';
import { translateValidationMessage } from '@storefront/shared/contracts/validation-messages';
import { t, type Locale, type MessageKey } from './i18n';

/** The tRPC error codes a domain refusal may carry; each is answered with that code's HTTP status. */
export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  /**
   * `message` is already in the request's language. `cause` is kept for the error formatter: a
   * zod error there makes the refusal read as a form's field error (see fieldFailure).
   */
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A refusal whose message is a server text in the request's locale. */
export function fail(ctx: { locale: Locale }, code: DomainErrorCode, key: MessageKey, params?: Record<string, string | number>): DomainError {
  return new DomainError(code, t(ctx.locale, key, params));
}

/**
 * A refusal of one field that only the server can judge (an image that is no stored photo, a slug
 * already taken): a BAD_REQUEST shaped like a contract's, so the form shows `key` at that field.
 */
export function fieldFailure(ctx: { locale: Locale }, path: (string | number)[], key: string): DomainError {
  const cause = new z.core.$ZodRealError([{ code: 'custom', path, message: key, input: undefined }]);
  return new DomainError('BAD_REQUEST', translateValidationMessage(key, ctx.locale), { cause });
}
