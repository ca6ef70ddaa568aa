/** /checkout/cancel?orderCode=…[&reason=failed]: retry the payment or go back to the tickets. */
import { useMutation } from '@storefront/shared/api/react-query';
import { Link, useSearchParams } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import { serverMessage } from '@storefront/shared/api/api-errors';
import { normalizeOrderCode } from '@storefront/shared/contracts/order-code';
import { Button } from '@storefront/shared/ui/button';
import { toast } from '@storefront/shared/toast/toast-store';
import '../../../lib/i18n';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { redirectTo } from './checkout-page';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';

export default function CheckoutCancelPage() {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const localePath = useLocalePath();
  const [search] = useSearchParams();
  const orderCode = normalizeOrderCode(search.get('orderCode') ?? '');
  const failed = search.get('reason') === 'failed';
  const retry = useMutation(
    trpc.checkout.retryPayment.mutationOptions({
      meta: { silentError: true },
      onSuccess: (result) => redirectTo.assign(result.redirectUrl),
      onError: (error) => toast({ message: serverMessage(error) ?? t('checkout.processingError'), type: 'error' }),
    }),
  );
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('cancel.title')}</h1>
      {failed && (
        <p className={blocks.alertDanger} role="alert">
          {t('cancel.paymentFailed')}
        </p>
      )}
      <p>{t('cancel.message')}</p>
      {orderCode && <p className={styles.muted}>{`${t('success.orderCode')}: ${orderCode}`}</p>}
      <div className={styles.actions}>
        {orderCode && (
          <Button loading={retry.isPending} onClick={() => retry.mutate({ orderCode })}>
            {t('cancel.retry')}
          </Button>
        )}
        <Link className={styles.buttonLink} to={localePath('ticketList')}>
          {t('cancel.backToTickets')}
        </Link>
      </div>
    </section>
  );
}
