import { useState } from 'react';
import type * as z from 'zod/mini';
import { useTranslateMessage } from '../../lib/use-translate-message';

/** The contract's verdict on a form, shown field by field in the page's language. */
export function useFormErrors() {
  const translateMessage = useTranslateMessage();
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The parsed value, or undefined after showing the first error of each field. */
  function showVerdict<T>(parsed: z.core.util.SafeParseResult<T>): T | undefined {
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'form')] ??= translateMessage(issue.message);
    setErrors(next);
    return undefined;
  }
  return { errors, setErrors, showVerdict };
}
