/** /order-refund: a refund request by order code and the booking's email or phone. */
import { useTranslation } from '@storefront/shared/i18n/react';
import { useMutation } from '@storefront/shared/api/react-query';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { shownByTheCaller } from '@storefront/shared/forms/error-policy';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { TextArea } from '@storefront/shared/ui/fields';
import '../../../lib/i18n';
import { OrderRequestForm } from '../components/order-request-form';
import styles from '../../../components/commerce.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const requestRefundInput = schemaOnDemand(() => import('@storefront/shared/contracts/order').then((contract) => contract.requestRefundInput));

export default function OrderRefundPage() {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const request = useMutation(trpc.order.requestRefund.mutationOptions({ meta: shownByTheCaller }));
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('refund.title')}</h1>
      <p className={styles.muted}>{t('refund.note')}</p>
      <OrderRequestForm
        send={request.mutateAsync}
        schema={requestRefundInput}
        extraValues={{ reason: '' }}
        extraFields={({ register, fieldError }) => <TextArea label={t('refund.reason')} required rows={4} {...register('reason')} error={fieldError('reason')} />}
        submitLabel={t('refund.submit')}
        done={(refund) => t('refund.done', { code: refund.orderCode })}
      />
    </section>
  );
}
