/**
 * /checkout/ticket: the cart as a booking summary, contact information (full name and phone
 * required, email optional, phone a Vietnamese number), a delivery address when the cart has
 * products, and the payment method (at the counter only with a ticket: it is paid on the visit day).
 */
import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@storefront/shared/api/react-query';
import { Link, useNavigate } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { DELIVERY_ADDRESS_LENGTH, MAX_TICKETS_PER_ORDER, hasProducts, hasTickets } from '@storefront/shared/contracts/checkout-rules';
import { schemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { useContractForm } from '@storefront/shared/forms/use-contract-form';
import { Button } from '@storefront/shared/ui/button';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { QueryState } from '@storefront/shared/ui/query-state';
import { Price } from '@storefront/shared/ui/price';
import { commerceKey } from '../../../lib/i18n';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { cartStore, cartTotal, useCart, type CartLine } from '../../cart/stores/cart-store';
import { checkoutQueries } from '../checkout-queries';
import { CartSummary } from '../components/cart-summary';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';

/** Fetched when the form is first focused; see schemaOnDemand. */
const placeOrderInputContract = schemaOnDemand(() => import('@storefront/shared/contracts/checkout').then((contract) => contract.placeOrderInput));

/** Where the browser goes for a payment; a function so tests can watch it. */
export const redirectTo = { assign: (url: string) => window.location.assign(url) };

/** The cart's lines as the order sends them. */
const orderItems = (lines: readonly CartLine[]): PlaceOrderInput['items'] =>
  lines.map((line) =>
    line.kind === 'ticket'
      ? { kind: 'ticket', ticketSlug: line.ticketSlug, visitDate: line.visitDate, quantities: line.quantities }
      : { kind: 'product', variantId: line.variantId, quantity: line.quantity },
  );

export default function CheckoutPage() {
  const { t } = useTranslation('commerce');
  const trpc = useTRPC();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const lines = useCart((state) => state.lines);
  const items = useMemo(() => orderItems(lines), [lines]);
  const methods = useQuery(checkoutQueries.paymentMethods(trpc));
  // One key per visit of this page: pressing Pay twice (or a retried request) is one order.
  const [idempotencyKey] = useState(newIdempotencyKey);

  // No opt-out of the global error toast: a refused order is said by that toast alone, and the
  // form below keeps the cart and everything typed for another try.
  const placeOrder = useMutation(
    trpc.checkout.placeOrder.mutationOptions({
      onSuccess: (result) => {
        cartStore.getState().clear();
        if (result.redirectUrl) redirectTo.assign(result.redirectUrl);
        else navigate(`${localePath('checkoutSuccess')}?orderCode=${encodeURIComponent(result.orderCode)}&access=${encodeURIComponent(result.access)}`);
      },
    }),
  );
  // The hook's `failure` is not shown: the global toast already says why the order failed.
  const { register, form, fieldError, sending, submit, prefetch } = useContractForm(placeOrderInputContract, {
    // The address joins the values only while its field is shown (shouldUnregister below).
    defaultValues: {
      items,
      contact: { fullName: '', phone: '', email: '' },
      deliveryAddress: undefined as string | undefined,
      paymentMethod: '',
      idempotencyKey,
    },
    onSubmit: (order) => placeOrder.mutateAsync(order),
    failureFallback: commerceKey('checkout.processingError'),
    leavesOnSuccess: true,
  });
  // The cart can change while the page is open (a line removed in the summary): the order is
  // checked and sent with the lines it holds at the time of Pay.
  useEffect(() => form.setValue('items', items), [form, items]);

  if (lines.length === 0 && !placeOrder.isSuccess && !placeOrder.isPending) {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('checkout.title')}</h1>
        <EmptyState
          title={t('checkout.noBooking')}
          action={
            <Link className={styles.buttonLink} to={localePath('ticketList')}>
              {t('checkout.backToTickets')}
            </Link>
          }
        />
      </section>
    );
  }

  const delivers = hasProducts(items);
  const holdsPlaces = hasTickets(items);
  const paymentMethodError = fieldError('paymentMethod');
  const itemsError = fieldError('items');

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      <h2>{t('checkout.summary')}</h2>
      <CartSummary lines={lines} onRemove={(index) => cartStore.getState().removeLine(index)} />
      <p className={blocks.total}>
        {t('checkout.total')}: <Price amount={cartTotal(lines)} />
      </p>
      {holdsPlaces && <p className={styles.muted}>{t('checkout.holdNote')}</p>}
      {holdsPlaces && <p className={styles.muted}>{t('checkout.ticketLimit', { max: MAX_TICKETS_PER_ORDER })}</p>}
      <form className={blocks.form} noValidate onFocus={prefetch} onSubmit={submit}>
        <fieldset className={blocks.fieldset}>
          <legend>{t('checkout.contact')}</legend>
          <TextField label={t('checkout.fullName')} autoComplete="name" required {...register('contact.fullName')} error={fieldError('contact.fullName')} />
          <TextField label={t('checkout.phone')} type="tel" autoComplete="tel" required {...register('contact.phone')} error={fieldError('contact.phone')} />
          <TextField label={t('checkout.email')} type="email" autoComplete="email" {...register('contact.email')} error={fieldError('contact.email')} />
        </fieldset>
        {delivers && (
          <fieldset className={blocks.fieldset}>
            <legend>{t('checkout.delivery')}</legend>
            <TextArea
              label={t('checkout.deliveryAddress')}
              autoComplete="street-address"
              required
              rows={3}
              maxLength={DELIVERY_ADDRESS_LENGTH.max}
              hint={t('checkout.deliveryHint')}
              {...register('deliveryAddress', { shouldUnregister: true })}
              error={fieldError('deliveryAddress')}
            />
          </fieldset>
        )}
        <fieldset className={blocks.fieldset} aria-describedby={paymentMethodError ? 'payment-method-error' : undefined}>
          <legend>{t('checkout.paymentMethod')}</legend>
          <QueryState query={methods} errorText={t('checkout.paymentMethodsError')}>
            {(offered) =>
              // Paying at the counter happens on the visit day: only with a ticket.
              offered
                .filter((method) => method.online || holdsPlaces)
                .map((method) => (
                  <label key={method.code} className={blocks.row}>
                    <input type="radio" value={method.code} {...register('paymentMethod')} />
                    <span>
                      <strong>{method.name}</strong>
                      <br />
                      <span className={styles.muted}>{method.description}</span>
                    </span>
                  </label>
                ))
            }
          </QueryState>
          {paymentMethodError && (
            <span id="payment-method-error" role="alert" className={blocks.alertDanger}>
              {paymentMethodError}
            </span>
          )}
        </fieldset>
        {itemsError && (
          <p role="alert" className={blocks.alertDanger}>
            {itemsError}
          </p>
        )}
        <Button type="submit" size="large" loading={sending} disabled={methods.isError}>
          {t('checkout.placeOrder')}
        </Button>
      </form>
    </section>
  );
}
