/** /order-refund: a refund request by order code and the booking's email or phone. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { requestRefundInput } from '@storefront/shared/contracts/order';
import { fieldErrorsOf, serverMessage } from '@storefront/shared/api/api-errors';
import { Button } from '@storefront/shared/ui/button';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import '../../../lib/i18n';
import { useFormErrors } from '../use-form-errors';
import styles from '../../../components/commerce.module.css';

export default function OrderRefundPage() {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const [form, setForm] = useState({ orderCode: '', contactEmailOrPhone: '', reason: '' });
  const { errors, setErrors, check } = useFormErrors();
  const refund = useMutation(
    trpc.order.requestRefund.mutationOptions({
      onError: (error) => setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([k, v]) => [k, v[0] ?? '']))),
    }),
  );
  const bind = (name: keyof typeof form) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('refund.title')}</h1>
      <p className={styles.muted}>{t('refund.note')}</p>
      {refund.isSuccess ? (
        <p className={styles.alert} role="status">
          {t('refund.done', { code: refund.data.orderCode })}
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const input = check(requestRefundInput, form);
            if (input) refund.mutate(input);
          }}
        >
          <TextField label={t('refund.orderCode')} required {...bind('orderCode')} />
          <TextField label={t('refund.contact')} required {...bind('contactEmailOrPhone')} />
          <TextArea label={t('refund.reason')} required rows={4} {...bind('reason')} />
          {refund.isError && (
            <p className={styles.alertDanger} role="alert">
              {serverMessage(refund.error) ?? t('checkout.processingError')}
            </p>
          )}
          <Button type="submit" loading={refund.isPending}>
            {t('refund.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
