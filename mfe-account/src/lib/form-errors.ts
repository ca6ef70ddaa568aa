/**
 * Field errors of a form, from the contract's zod schema (before sending) or from the server's
 * answer (already translated there). Messages stay message keys until shown, so a change of
 * language re-translates them.
 */
import type * as z from 'zod/mini';
import { fieldErrorsOf } from '@storefront/shared/api/api-errors';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per field of a schema's issues. */
export function firstIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return errors;
}

/** The first issue per field, or null when the values pass the schema. */
export function validate<S extends z.ZodMiniType>(schema: S, values: unknown): { data: z.output<S>; errors: null } | { data: null; errors: Record<string, string> } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data, errors: null } : { data: null, errors: firstIssues(result.error.issues) };
}

/** The server's field errors (first message per field), when it refused the input. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}
