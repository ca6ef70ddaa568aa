/**
 * The form of the after-sale requests (refund, exchange): the order code and the booking's email
 * or phone identify the buyer without an account, then come the page's own fields. It is the
 * shared contract form: the contract's schema checks it before sending, the server's field errors
 * land under their fields and its refusal above the button. Once the server accepts, the page's
 * confirmation replaces the form.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@storefront/shared/i18n/react';
import type * as z from 'zod/mini';
import type { SchemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm, type ContractForm } from '@storefront/shared/forms/use-contract-form';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import { commerceKey } from '../../../lib/i18n';
import styles from '../../../components/blocks.module.css';

type Values<Extra> = { orderCode: string; contactEmailOrPhone: string } & Extra;

interface OrderRequestFormProps<Extra extends Record<string, string>, S extends z.ZodMiniType, Result> {
  /**
   * Sends the request: the `mutateAsync` of a mutation made with `meta: shownByTheCaller`, since
   * the form shows the failure itself.
   */
  send: (input: z.output<S>) => Promise<Result>;
  /** The contract's input schema, checked before anything is sent; fetched on the form's first focus. */
  schema: SchemaOnDemand<S>;
  /** Starting values of the page's own fields. */
  extraValues: Extra;
  /** The page's own fields, after the order code and contact. */
  extraFields: (form: ContractForm<Values<Extra>, z.output<S>>) => ReactNode;
  submitLabel: string;
  /** The confirmation shown instead of the form once the server accepted the request. */
  done: (result: Result, values: Values<Extra>) => ReactNode;
}

export function OrderRequestForm<Extra extends Record<string, string>, S extends z.ZodMiniType, Result>({
  send,
  schema,
  extraValues,
  extraFields,
  submitLabel,
  done,
}: OrderRequestFormProps<Extra, S, Result>) {
  const { t } = useTranslation('commerce');
  const [accepted, setAccepted] = useState<{ result: Result; values: Values<Extra> } | null>(null);
  const form = useContractForm(schema, {
    defaultValues: { orderCode: '', contactEmailOrPhone: '', ...extraValues } as Values<Extra>,
    failureFallback: commerceKey('checkout.processingError'),
    onSubmit: async (input, values) => setAccepted({ result: await send(input), values }),
  });
  const { register, fieldError, failure, sending, submit, prefetch } = form;

  if (accepted) {
    return (
      <p className={styles.alert} role="status">
        {done(accepted.result, accepted.values)}
      </p>
    );
  }
  return (
    <form className={styles.form} noValidate onFocus={prefetch} onSubmit={submit}>
      {/* The page's own fields make the value type generic here, where TypeScript cannot check a path. */}
      <TextField label={t('refund.orderCode')} required {...register('orderCode' as never)} error={fieldError('orderCode')} />
      <TextField label={t('refund.contact')} required {...register('contactEmailOrPhone' as never)} error={fieldError('contactEmailOrPhone')} />
      {extraFields(form)}
      {failure && (
        <p className={styles.alertDanger} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" loading={sending}>
        {submitLabel}
      </Button>
    </form>
  );
}
