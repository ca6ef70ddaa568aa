import { placeOrderInput } from '@storefront/shared/contracts/checkout';
import { pick } from '../lib/i18n';
import { fail, publicProcedure, router } from '../trpc';

const PAYMENT_METHODS = [
  {
    code: 'vnpay' as const,
    name: { vi: 'Thanh toán qua VNPay', en: 'Pay with VNPay' },
    description: { vi: 'Thẻ ATM nội địa, thẻ quốc tế, QR ngân hàng', en: 'Domestic ATM cards, international cards, bank QR' },
    online: true,
  },
  {
    code: 'counter' as const,
    name: { vi: 'Thanh toán tại quầy', en: 'Pay at the counter' },
    description: { vi: 'Giữ chỗ và thanh toán tại quầy vé trong ngày tham quan', en: 'Hold your seats and pay at the ticket counter on your visit day' },
    online: false,
  },
];

export const checkoutRouter = router({
  paymentMethods: publicProcedure.query(({ ctx }) =>
    PAYMENT_METHODS.map((method) => ({
      code: method.code,
      name: pick(method.name, ctx.locale),
      description: pick(method.description, ctx.locale),
      online: method.online,
    })),
  ),

  /**
   * Order placement (seat hold via commerce/inventory.ts, payment provider, idempotency) belongs to
   * the commerce issue; until it lands the input is validated and the call is refused cleanly.
   */
  placeOrder: publicProcedure.input(placeOrderInput).mutation(({ ctx }) => {
    throw fail(ctx, 'PRECONDITION_FAILED', 'errors.notImplemented');
  }),
});
