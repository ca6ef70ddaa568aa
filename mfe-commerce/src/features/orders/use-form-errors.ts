import { useState } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { useTranslateMessage } from '../../lib/use-translate-message';

/** Client-side validation with the contract's schema; messages in the page's language. */
export function useFormErrors() {
  const translateMessage = useTranslateMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  function check<T>(schema: ZodMiniType<T>, value: unknown): T | undefined {
    const parsed = schema.safeParse(value);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= translateMessage(issue.message);
    setErrors(next);
    return undefined;
  }
  return { errors, setErrors, check };
}
