/**
 * The form of the after-sale requests (refund, exchange): the order code and the booking's email
 * or phone identify the buyer without an account, then come the page's own fields. The contract's
 * schema checks it before sending; the server's field errors land under their fields and its
 * message above the button. Once the server accepts, the page's confirmation replaces the form.
 */
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useMutation, type UseMutationOptions } from '@storefront/shared/api/react-query';
import { useTranslation } from '@storefront/shared/i18n/react';
import type { ZodMiniType } from 'zod/mini';
import { useSchemaOnDemand, type SchemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { fieldErrorsOf, serverMessage } from '@storefront/shared/api/api-errors';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import '../../../lib/i18n';
import { useFormErrors } from '../use-form-errors';
import styles from '../../../components/blocks.module.css';

interface OrderContact {
  orderCode: string;
  contactEmailOrPhone: string;
}

/** The props that wire one field (TextField or TextArea) to the form's value and error. */
export type BindField<Name extends string> = (name: Name) => {
  name: Name;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
};

export interface OrderRequestFormProps<Extra extends Record<string, string>, Input, Result, RequestError> {
  /** The procedure's options, e.g. `trpc.order.requestRefund.mutationOptions()`. */
  request: UseMutationOptions<Result, RequestError, Input>;
  /** The contract's input schema, checked before anything is sent; fetched on the form's first focus. */
  schema: SchemaOnDemand<ZodMiniType<NoInfer<Input>>>;
  /** Starting values of the page's own fields. */
  extraValues: Extra;
  /** The page's own fields, after the order code and contact. */
  extraFields: (bind: BindField<keyof Extra & string>) => ReactNode;
  submitLabel: string;
  /** The confirmation shown instead of the form once the server accepted the request. */
  done: (result: Result, values: OrderContact & Extra) => ReactNode;
}

export function OrderRequestForm<Extra extends Record<string, string>, Input, Result, RequestError>({
  request,
  schema,
  extraValues,
  extraFields,
  submitLabel,
  done,
}: OrderRequestFormProps<Extra, Input, Result, RequestError>) {
  const { t } = useTranslation('commerce');
  const [form, setForm] = useState<OrderContact & Extra>(() => ({ orderCode: '', contactEmailOrPhone: '', ...extraValues }));
  const { errors, setErrors, showVerdict } = useFormErrors();
  const contract = useSchemaOnDemand(schema);
  const mutation = useMutation({
    ...request,
    // The form shows the failure itself: no global toast on top.
    meta: { silentError: true },
    onError: (error) => setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([k, v]) => [k, v[0] ?? '']))),
  });
  const bind = <Name extends keyof (OrderContact & Extra) & string>(name: Name) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  if (mutation.isSuccess) {
    return (
      <p className={styles.alert} role="status">
        {done(mutation.data, form)}
      </p>
    );
  }
  return (
    <form
      className={styles.form}
      noValidate
      onFocus={contract.prefetch}
      onSubmit={(event) => {
        event.preventDefault();
        contract.check(form, (verdict) => {
          const input = showVerdict(verdict);
          if (input) mutation.mutate(input);
        });
      }}
    >
      <TextField label={t('refund.orderCode')} required {...bind('orderCode')} />
      <TextField label={t('refund.contact')} required {...bind('contactEmailOrPhone')} />
      {extraFields(bind)}
      {mutation.isError && (
        <p className={styles.alertDanger} role="alert">
          {serverMessage(mutation.error) ?? t('checkout.processingError')}
        </p>
      )}
      <Button type="submit" loading={mutation.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
