/**
 * Form validation with the shared zod contracts: the same schema the API uses decides, and its
 * message keys become text in the page's language. Server field errors (already localised by the
 * API) are shown the same way, so a person sees one kind of message wherever it came from.
 * The schema comes on demand (see schemaOnDemand): put `prefetch` on the form's `onFocus`.
 */
import { useState } from 'react';
import type * as z from 'zod/mini';
import { useTranslation } from '@storefront/shared/i18n/react';
import { errorCodeOf, fieldErrorsOf, serverMessage } from '@storefront/shared/api/api-errors';
import { translateMessage } from '@storefront/shared/i18n/i18n';
import { useSchemaOnDemand, type SchemaOnDemand } from '@storefront/shared/forms/schema-on-demand';

export type FieldErrors = Record<string, string | undefined>;

export function useFormValidation<S extends z.ZodMiniType>(contract: SchemaOnDemand<S>) {
  const schema = useSchemaOnDemand(contract);
  const { t } = useTranslation('common');
  const [errors, setErrors] = useState<FieldErrors>({});

  /** Calls `onValid` with the parsed value, or shows the first error of each field. */
  function validate(values: unknown, onValid: (data: z.output<S>) => void): void {
    schema.check(values, (result) => {
      if (result.success) {
        setErrors({});
        onValid(result.data);
        return;
      }
      const next: FieldErrors = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        next[field] ??= translateMessage(issue.message, (key, options) => t(key, options));
      }
      setErrors(next);
    });
  }

  /** Shows the field errors a server refusal carries; true when there were any. */
  function showServerErrors(error: unknown): boolean {
    const fromServer = Object.entries(fieldErrorsOf(error));
    if (fromServer.length === 0) return false;
    setErrors(Object.fromEntries(fromServer.map(([field, messages]) => [field, messages[0]])));
    return true;
  }

  const clearError = (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));

  return { errors, validate, showServerErrors, clearError, prefetch: schema.prefetch };
}

/**
 * What to tell a person whose submission failed: the server's own words when it refused for a
 * reason (validation, not found, too many requests), else this form's "could not submit" text.
 */
export function submitFailureText(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  return fromServer && errorCodeOf(error) !== 'INTERNAL_SERVER_ERROR' ? fromServer : fallback;
}
