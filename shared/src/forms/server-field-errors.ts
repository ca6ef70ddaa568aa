/**
 * A server refusal's field errors, put on the form's own fields.
 *
 * The API's error formatter sends each field's issues twice: as message keys (`fieldErrorKeys`,
 * e.g. `validation.minLength|{"min":8}`) and as text in the request's language (`fieldErrors`).
 * The keys are preferred, because a form keeps its errors as keys until it shows them, so a
 * change of language re-translates a server's error like a schema's. A server that sends only
 * text (an older API) still has its text shown.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsOf } from '@storefront/shared/api/api-errors';

/** The `fieldErrorKeys` of a validation refusal, when they are lists of strings as the formatter writes them. */
function fieldErrorKeysOf(error: unknown): Record<string, string[]> {
  // Read by shape rather than through TRPCClientError: only the api folder imports the tRPC client.
  const data: unknown = error instanceof Error ? (error as { data?: unknown }).data : undefined;
  const keys: unknown = data && typeof data === 'object' ? (data as { fieldErrorKeys?: unknown }).fieldErrorKeys : undefined;
  if (!keys || typeof keys !== 'object') return {};
  return Object.fromEntries(
    Object.entries(keys).filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((key) => typeof key === 'string')),
  );
}

/** The first message per field of a server refusal: its key when sent, else its text. Empty for any other error. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const texts = fieldErrorsOf(error);
  const keys = fieldErrorKeysOf(error);
  const first: Record<string, string> = {};
  for (const field of new Set([...Object.keys(keys), ...Object.keys(texts)])) {
    const message = keys[field]?.[0] ?? texts[field]?.[0];
    if (message) first[field] = message;
  }
  return first;
}

/**
 * Sets the server's field errors on the form (type `server`), in the order the server listed
 * them, which is its schema's order; returns the fields that got one.
 */
export function setServerFieldErrors<Values extends FieldValues>(error: unknown, setError: UseFormSetError<Values>): string[] {
  const errors = serverFieldErrors(error);
  for (const [field, message] of Object.entries(errors)) setError(field as Path<Values>, { type: 'server', message });
  return Object.keys(errors);
}
