/**
 * What the account forms share: the values typed so far, the field errors (the contract's zod
 * schema before sending, the server's after a refusal), the failure shown above the form, and a
 * guard so a second click while sending sends nothing. A refusal keeps what was typed.
 * The schema comes on demand (see schemaOnDemand): put `prefetch` on the form's `onFocus`.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import type * as z from 'zod/mini';
import { errorMessage } from '@storefront/shared/api/api-errors';
import { translateMessage } from '@storefront/shared/i18n/i18n';
import { useSchemaOnDemand, type SchemaOnDemand, type Verdict } from '@storefront/shared/forms/schema-on-demand';
import { firstIssues, serverFieldErrors } from './form-errors';

export interface ContractFormOptions {
  /** Message key shown when the server refuses without a message of its own. */
  failureFallback: string;
  /**
   * The form navigates away once sent. Its button then stays busy until the page is gone, so a
   * click while the next page loads cannot send a second time.
   */
  leavesOnSuccess?: boolean;
}

/**
 * `onValid` gets the schema's parsed output (and what was typed, for fields the output drops);
 * when it throws, the error is shown as the server's field errors and failure message.
 */
export function useContractForm<Schema extends z.ZodMiniType, Values extends Record<string, string>>(
  contract: SchemaOnDemand<Schema>,
  initial: Values | (() => Values),
  onValid: (data: z.output<Schema>, values: Values) => Promise<void>,
  { failureFallback, leavesOnSuccess = false }: ContractFormOptions,
) {
  const { t: tc } = useTranslation('common');
  const schema = useSchemaOnDemand(contract);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const change = (field: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    schema.check(values, (verdict) => void send(verdict));
  }

  async function send(verdict: Verdict<Schema>) {
    setErrors(verdict.success ? {} : firstIssues(verdict.error.issues));
    setFailure(null);
    if (!verdict.success) return;
    setSending(true);
    try {
      await onValid(verdict.data, values);
      if (!leavesOnSuccess) setSending(false);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setFailure(errorMessage(error, failureFallback));
      setSending(false);
    }
  }

  // Errors stay message keys until shown, so a change of language re-translates them.
  const fieldError = (field: keyof Values & string) => (errors[field] ? translateMessage(errors[field], tc) : null);

  return { values, failure, sending, change, submit, fieldError, prefetch: schema.prefetch };
}
