/**
 * /checkout/ticket: the cart as a booking summary, contact information (full name and phone
 * required, email optional, phone a Vietnamese number), a delivery address when the cart has
 * products, and the payment method (at the counter only with a ticket: it is paid on the visit day).
 */
import { useRef, useState } from 'react';
import { useMutation, useQuery } from '@storefront/shared/api/react-query';
import { Link, useNavigate } from '@storefront/shared/routes/router';
import { useTranslation } from '@storefront/shared/i18n/react';
import { useTRPC } from '@storefront/shared/api/trpc-react';
import type { PlaceOrderInput } from '@storefront/shared/contracts/checkout';
import { DELIVERY_ADDRESS_LENGTH, MAX_TICKETS_PER_ORDER, hasProducts, hasTickets } from '@storefront/shared/contracts/checkout-rules';
import { schemaOnDemand, useSchemaOnDemand } from '@storefront/shared/forms/schema-on-demand';
import { fieldErrorsOf, serverMessage } from '@storefront/shared/api/api-errors';
import { useTranslateMessage } from '../../../lib/use-translate-message';
import { Button } from '@storefront/shared/ui/button';
import { TextArea, TextField } from '@storefront/shared/ui/fields';
import { EmptyState } from '@storefront/shared/ui/empty-state';
import { ErrorState } from '@storefront/shared/ui/error-state';
import { Spinner } from '@storefront/shared/ui/spinner';
import { Price } from '@storefront/shared/ui/price';
import { toast } from '@storefront/shared/toast/toast-store';
import '../../../lib/i18n';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useLocalePath } from '@storefront/shared/i18n/use-locale';
import { cartStore, cartTotal, useCart } from '../../cart/stores/cart-store';
import { checkoutQueries } from '../checkout-queries';
import { CartSummary } from '../components/cart-summary';
import styles from '../../../components/commerce.module.css';
import blocks from '../../../components/blocks.module.css';

type Contact = PlaceOrderInput['contact'];

/** Fetched when the form is first focused; see schemaOnDemand. */
const placeOrderInputContract = schemaOnDemand(() => import('@storefront/shared/contracts/checkout').then((contract) => contract.placeOrderInput));

/** Where the browser goes for a payment; a function so tests can watch it. */
export const redirectTo = { assign: (url: string) => window.location.assign(url) };

export default function CheckoutPage() {
  const { t } = useTranslation('commerce');
  const placeOrderInput = useSchemaOnDemand(placeOrderInputContract);
  const translateMessage = useTranslateMessage();
  const trpc = useTRPC();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const lines = useCart((state) => state.lines);
  const methods = useQuery(checkoutQueries.paymentMethods(trpc));
  const [contact, setContact] = useState<Contact>({ fullName: '', phone: '', email: '' });
  const [deliveryAddress, setDeliveryAddress] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One key per visit of this page: pressing Pay twice (or a retried request) is one order.
  const idempotencyKey = useRef(newIdempotencyKey());

  const placeOrder = useMutation(
    trpc.checkout.placeOrder.mutationOptions({
      // The page shows the failure itself (field errors and its own toast).
      meta: { silentError: true },
      onSuccess: (result) => {
        cartStore.getState().clear();
        if (result.redirectUrl) redirectTo.assign(result.redirectUrl);
        else navigate(`${localePath('checkoutSuccess')}?orderCode=${encodeURIComponent(result.orderCode)}`);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        const next: Record<string, string> = {};
        for (const [field, messages] of Object.entries(fields)) if (messages[0]) next[field] = messages[0];
        setErrors(next);
        toast({ message: serverMessage(error) ?? t('checkout.processingError'), type: 'error' });
      },
    }),
  );

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

  const items: PlaceOrderInput['items'] = lines.map((line) =>
    line.kind === 'ticket'
      ? { kind: 'ticket', ticketSlug: line.ticketSlug, visitDate: line.visitDate, quantities: line.quantities }
      : { kind: 'product', variantId: line.variantId, quantity: line.quantity },
  );

  const delivers = hasProducts(items);
  const holdsPlaces = hasTickets(items);
  // Paying at the counter happens on the visit day: only with a ticket.
  const offeredMethods = methods.data?.filter((method) => method.online || holdsPlaces);

  function submit() {
    const candidate = { items, contact, ...(delivers ? { deliveryAddress } : {}), paymentMethod, idempotencyKey: idempotencyKey.current };
    placeOrderInput.check(candidate, (parsed) => {
      if (!parsed.success) {
        const next: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] === 'contact' ? String(issue.path[1]) : String(issue.path[0]);
          next[key] ??= translateMessage(issue.message);
        }
        setErrors(next);
        return;
      }
      setErrors({});
      placeOrder.mutate(parsed.data);
    });
  }

  const field = (name: keyof Contact) => ({
    value: contact[name] ?? '',
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setContact((current) => ({ ...current, [name]: event.target.value })),
  });

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
      <form
        className={blocks.form}
        noValidate
        onFocus={placeOrderInput.prefetch}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className={blocks.fieldset}>
          <legend>{t('checkout.contact')}</legend>
          <TextField label={t('checkout.fullName')} name="fullName" autoComplete="name" required {...field('fullName')} />
          <TextField label={t('checkout.phone')} name="phone" type="tel" autoComplete="tel" required {...field('phone')} />
          <TextField label={t('checkout.email')} name="email" type="email" autoComplete="email" {...field('email')} />
        </fieldset>
        {delivers && (
          <fieldset className={blocks.fieldset}>
            <legend>{t('checkout.delivery')}</legend>
            <TextArea
              label={t('checkout.deliveryAddress')}
              name="deliveryAddress"
              autoComplete="street-address"
              required
              rows={3}
              maxLength={DELIVERY_ADDRESS_LENGTH.max}
              hint={t('checkout.deliveryHint')}
              value={deliveryAddress}
              error={errors.deliveryAddress}
              onChange={(event) => setDeliveryAddress(event.target.value)}
            />
          </fieldset>
        )}
        <fieldset className={blocks.fieldset} aria-describedby={errors.paymentMethod ? 'payment-method-error' : undefined}>
          <legend>{t('checkout.paymentMethod')}</legend>
          {methods.isPending && <Spinner />}
          {methods.isError && <ErrorState message={t('checkout.paymentMethodsError')} onRetry={() => void methods.refetch()} />}
          {offeredMethods?.map((method) => (
            <label key={method.code} className={blocks.row}>
              <input
                type="radio"
                name="paymentMethod"
                value={method.code}
                checked={paymentMethod === method.code}
                onChange={() => setPaymentMethod(method.code)}
              />
              <span>
                <strong>{method.name}</strong>
                <br />
                <span className={styles.muted}>{method.description}</span>
              </span>
            </label>
          ))}
          {errors.paymentMethod && (
            <span id="payment-method-error" role="alert" className={blocks.alertDanger}>
              {errors.paymentMethod}
            </span>
          )}
        </fieldset>
        {errors.items && (
          <p role="alert" className={blocks.alertDanger}>
            {errors.items}
          </p>
        )}
        <Button type="submit" size="large" loading={placeOrder.isPending} disabled={methods.isError}>
          {t('checkout.placeOrder')}
        </Button>
      </form>
    </section>
  );
}
