/** /ticket-exchange: move an unused order to another visit date that still has places. */
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { requestExchangeInput } from '@storefront/shared/contracts/order';
import { fieldErrorsOf, serverMessage } from '@storefront/shared/api/api-errors';
import { Button } from '@storefront/shared/ui/button';
import { TextField } from '@storefront/shared/ui/fields';
import '../../../lib/i18n';
import { formatVisitDate, todayInVietnam } from '../../../lib/dates';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { useFormErrors } from '../use-form-errors';
import styles from '../../../components/commerce.module.css';

export default function TicketExchangePage() {
  const { t } = useTranslation('commerce');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const [form, setForm] = useState({ orderCode: '', contactEmailOrPhone: '', newVisitDate: '' });
  const { errors, setErrors, check } = useFormErrors();
  const exchange = useMutation(
    trpc.order.requestExchange.mutationOptions({
      onError: (error) => setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([k, v]) => [k, v[0] ?? '']))),
    }),
  );
  const bind = (name: keyof typeof form) => ({
    name,
    value: form[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('exchange.title')}</h1>
      {exchange.isSuccess ? (
        <p className={styles.alert} role="status">
          {t('exchange.done', { code: form.orderCode.trim().toUpperCase(), date: formatVisitDate(form.newVisitDate, locale) })}
        </p>
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const input = check(requestExchangeInput, form);
            if (input) exchange.mutate(input);
          }}
        >
          <TextField label={t('refund.orderCode')} required {...bind('orderCode')} />
          <TextField label={t('refund.contact')} required {...bind('contactEmailOrPhone')} />
          <TextField label={t('exchange.newVisitDate')} type="date" min={todayInVietnam()} required {...bind('newVisitDate')} />
          {exchange.isError && (
            <p className={styles.alertDanger} role="alert">
              {serverMessage(exchange.error) ?? t('checkout.processingError')}
            </p>
          )}
          <Button type="submit" loading={exchange.isPending}>
            {t('exchange.submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
