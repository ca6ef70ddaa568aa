/**
 * The one form hook: react-hook-form over the contract's zod schema (the same one the API
 * checks), fetched on demand (see schemaOnDemand), with one way to submit and to fail.
 *
 * - Validation waits for the schema and the texts of its messages: put `prefetch` on the form's
 *   `onFocus`, so both are normally there by the time of the submit. A submit before it arrives waits; if the download fails the
 *   person has been told by a toast, nothing is sent, what they typed stays, and the next submit
 *   tries again.
 * - Field errors stay message keys (`validation.*`, or `ns:key` for another namespace) until
 *   `fieldError` shows them, so a change of language re-translates them. The first issue per
 *   field is shown.
 * - One submission at a time: a second submit while one is waiting for the schema or sending
 *   sends nothing, and the button is busy (`sending`) meanwhile. With `leavesOnSuccess` it stays
 *   busy after success, while the next page loads.
 * - Focus goes to the first invalid field, after a schema's verdict and after a server's.
 * - When `onSubmit` throws, the server's field errors go on the fields and the failure above the
 *   form is the server's own words when it refused for a reason, else `failureFallback`. The
 *   form shows it, so the mutation `onSubmit` calls must not toast: see error-policy.ts.
 */
import { useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { errorCodeOf, serverMessage } from '@storefront/shared/api/api-errors';
import { dataKeyTranslator, loadValidationTexts, translateMessage, validationTextsLoaded } from '@storefront/shared/i18n/i18n';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { SchemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { setServerFieldErrors } from '@storefront/shared/forms/server-field-errors';

export interface ContractFormOptions<Values extends FieldValues, Output> {
  /** Every field's starting value: the field names and their types come from here. */
  defaultValues: Values;
  /**
   * Sends the schema's parsed output (`values` is what was typed, for what the output drops).
   * When it throws, the error is shown in the form.
   */
  onSubmit: (data: Output, values: Values) => Promise<unknown> | void;
  /** Message key shown when the submission fails without a reason from the server. */
  failureFallback: string;
  /**
   * The form navigates away once sent. Its button then stays busy until the page is gone, so a
   * click while the next page loads cannot send a second time.
   */
  leavesOnSuccess?: boolean;
  /** When fields are checked before a submit; after one, a changed field is checked again. */
  mode?: 'onSubmit' | 'onBlur' | 'onChange' | 'onTouched' | 'all';
}

/** Why a submission failed: the server's text, already in the request's language, or a key. */
export type SubmitFailure = { text: string } | { key: string };

/**
 * The server's own words when it refused for a reason (validation, not found, too many
 * requests, unavailable), else the form's fallback. An internal error's message is generic and a
 * dropped connection's is not for people, so both get the fallback.
 */
export function submitFailure(error: unknown, fallbackKey: string): SubmitFailure {
  const fromServer = serverMessage(error);
  return fromServer && errorCodeOf(error) !== 'INTERNAL_SERVER_ERROR' ? { text: fromServer } : { key: fallbackKey };
}

/** Rows a person adds and removes (a ticket's included items): react-hook-form's field list, given `form.control`. */
export { useFieldArray } from 'react-hook-form';

/** Thrown by the resolver when the schema could not be downloaded: the submit stops there. */
class SchemaUnavailable extends Error {}

export interface ContractForm<Values extends FieldValues, Output> {
  /** Spread on a field: `<TextField {...register('email')} error={fieldError('email')} />`. */
  register: UseFormReturn<Values, unknown, Output>['register'];
  /** The current values (re-renders on change), e.g. to show or hide a part of the form. */
  watch: UseFormReturn<Values, unknown, Output>['watch'];
  /** A field's first error in the page's language, or null. */
  fieldError(name: FieldPath<Values> | (string & {})): string | null;
  /** Why the last submission failed, in the page's language, or null. */
  failure: string | null;
  /** True while the form waits for the schema or sends (and after success with `leavesOnSuccess`). */
  sending: boolean;
  /** The form's `onSubmit`. */
  submit(event?: BaseSyntheticEvent): Promise<void>;
  /** The form's `onFocus`: starts downloading the schema. */
  prefetch(): void;
  /** Back to the default values (or `values`), without errors or failure; e.g. after a sign-up. */
  reset(values?: Values): void;
  /** Everything else react-hook-form offers (control for a Controller, setValue, setError …). */
  form: UseFormReturn<Values, unknown, Output>;
}

export function useContractForm<S extends z.ZodMiniType, Values extends FieldValues>(
  contract: SchemaOnDemand<S>,
  { defaultValues, onSubmit, failureFallback, leavesOnSuccess = false, mode = 'onSubmit' }: ContractFormOptions<Values, z.output<S>>,
): ContractForm<Values, z.output<S>> {
  // Message keys arrive as data (a schema's issue, a server's refusal, the caller's fallback), so
  // they are checked when shown, with the message itself as the fallback text. The component's own
  // instance, so a change of language re-renders the form in it.
  const { i18n } = useTranslation('common');
  const translate = dataKeyTranslator(i18n);
  // True from a submit until its end (or for good once a leaving form has sent): the guard
  // against a second submission, and what tells the resolver that a submit may wait.
  const submitting = useRef(false);
  const [left, setLeft] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  // The schema and the texts of its messages come together.
  const prefetch = () => {
    contract.prefetch();
    void loadValidationTexts(i18n);
  };
  const resolver = useMemo<Resolver<Values, unknown, z.output<S>>>(
    () => async (values, context, options) => {
      let schema = contract.current();
      if (!schema || !validationTextsLoaded(i18n)) {
        // A field checked as it changes, before the schema is here, is not judged yet; the
        // submit will judge it.
        if (!submitting.current) {
          prefetch();
          return { values: {}, errors: {} };
        }
        const [loaded] = await Promise.all([contract.whenLoaded(), loadValidationTexts(i18n)]);
        schema = loaded ?? undefined;
        if (!schema) throw new SchemaUnavailable();
      }
      const resolve = zodResolver(schema as unknown as z.ZodMiniType<z.output<S>, Values>) as unknown as Resolver<Values, unknown, z.output<S>>;
      return resolve(values, context, options);
    },
    [contract, i18n],
  );

  const form = useForm<Values, unknown, z.output<S>>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver,
    mode,
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  // Read during render, so the form re-renders when they change.
  const { errors, isSubmitting } = form.formState;

  function submit(event?: BaseSyntheticEvent): Promise<void> {
    event?.preventDefault();
    if (submitting.current) return Promise.resolve();
    submitting.current = true;
    setFailure(null);
    // The form element, while React still holds it on the event: its controls are in page order.
    const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    let leaving = false;
    const send = form.handleSubmit(async (data) => {
      try {
        await onSubmit(data, form.getValues());
        if (leavesOnSuccess) {
          leaving = true;
          setLeft(true); // before react-hook-form clears isSubmitting, so the button never looks free
        }
      } catch (error) {
        focusFirst(setServerFieldErrors(error, form.setError), formElement, form.setFocus);
        setFailure(submitFailure(error, failureFallback));
      }
    });
    return send(event)
      .catch((error: unknown) => {
        if (!(error instanceof SchemaUnavailable)) throw error;
      })
      .finally(() => {
        if (!leaving) submitting.current = false;
      });
  }

  function fieldError(name: string): string | null {
    const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message !== '' ? translateMessage(message, translate) : null;
  }

  function reset(values?: Values) {
    submitting.current = false;
    setLeft(false);
    setFailure(null);
    form.reset(values);
  }

  return {
    register: form.register,
    watch: form.watch,
    fieldError,
    failure: failure === null ? null : 'text' in failure ? failure.text : translateMessage(failure.key, translate),
    sending: isSubmitting || left,
    submit,
    prefetch,
    reset,
    form,
  };
}

/** Focuses the first of `fields` in page order (the form's controls), else as the server listed them. */
function focusFirst(fields: string[], formElement: HTMLFormElement | null, setFocus: (name: never) => void): void {
  if (fields.length === 0) return;
  const control = formElement ? [...formElement.elements].find((element) => fields.includes((element as HTMLInputElement).name)) : undefined;
  if (control instanceof HTMLElement) control.focus();
  else setFocus(fields[0] as never);
}
