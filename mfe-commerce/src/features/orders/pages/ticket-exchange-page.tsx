/** /ticket-exchange: move an unused order to another visit date that still has places. */
import { useTranslation } from '@storefront/shared/i18n/react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { TextField } from '@storefront/shared/ui/fields';
import '../../../lib/i18n';
import { formatWeekdayDate } from '@storefront/shared/i18n/format-date';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { OrderRequestForm } from '../components/order-request-form';
import styles from '../../../components/commerce.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const requestExchangeInput = schemaOnDemand(() => import('@storefront/shared/contracts/order').then((contract) => contract.requestExchangeInput));

export default function TicketExchangePage() {
  const { t } = useTranslation('commerce');
  const [locale] = useLocale();
  const trpc = useTRPC();
  const request = useMutation(trpc.order.requestExchange.mutationOptions({ meta: shownByTheCaller }));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('exchange.title')}</h1>
      <OrderRequestForm
        send={request.mutateAsync}
        schema={requestExchangeInput}
        extraValues={{ newVisitDate: '' }}
        extraFields={({ register, fieldError }) => (
          <TextField label={t('exchange.newVisitDate')} type="date" min={todayInVietnam()} required {...register('newVisitDate')} error={fieldError('newVisitDate')} />
        )}
        submitLabel={t('exchange.submit')}
        done={(_, typed) => t('exchange.done', { code: typed.orderCode.trim().toUpperCase(), date: formatWeekdayDate(typed.newVisitDate, locale) })}
      />
    </section>
  );
}
