import { placeOrderInput } from '@storefront/shared/contracts/checkout';
import { orderByCodeInput } from '@storefront/shared/contracts/order';
import type { CheckoutDeps } from '../commerce/checkout-deps';
import { counterCutoffTime } from '../commerce/counter-rules';
import { retryPayment } from '../commerce/payment-results';
import { placeOrder } from '../commerce/place-order';
import { orderAccessToken } from '../commerce/order-access';
import { checkoutLimits, confirmationMailer, gatewayConfig, orderLimitPerIp } from '../commerce/runtime';
import { pick } from '../lib/i18n';
import { publicProcedure, router, type Context } from '../trpc';

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
    description: {
      vi: 'Giữ chỗ và thanh toán tại quầy vé trong ngày tham quan, trước {time}. Sau giờ đó, chỗ chưa thanh toán được trả lại',
      en: 'Hold your seats and pay at the ticket counter on your visit day, by {time}. Unpaid places are released then',
    },
    online: false,
  },
];

function checkoutDeps(ctx: Context): CheckoutDeps {
  return {
    db: ctx.db,
    locale: ctx.locale,
    ip: ctx.ip,
    vnpay: gatewayConfig(ctx.publicUrl),
    onConfirmed: confirmationMailer(ctx.db, ctx.publicUrl),
    orderLimit: { perIp: orderLimitPerIp() },
    limits: checkoutLimits(),
  };
}

export const checkoutRouter = router({
  /** Online payment only where a gateway is configured (or the sandbox is switched on). */
  paymentMethods: publicProcedure.query(({ ctx }) =>
    PAYMENT_METHODS.filter((method) => !method.online || gatewayConfig(ctx.publicUrl)).map((method) => ({
      code: method.code,
      name: pick(method.name, ctx.locale),
      description: pick(method.description, ctx.locale).replace('{time}', counterCutoffTime(checkoutLimits().counterCutoffMinutes)),
      online: method.online,
    })),
  ),

  /**
   * A pending order holding its seats for 15 minutes; the same idempotency key gives the same order.
   * `access` opens the order's success page for the buyer who placed it.
   */
  placeOrder: publicProcedure.input(placeOrderInput).mutation(async ({ ctx, input }) => {
    const placed = await placeOrder(checkoutDeps(ctx), input, ctx.session?.user.id ?? null);
    return { ...placed, access: orderAccessToken(placed.orderCode) };
  }),

  /** A new payment attempt for a pending order whose hold has not expired (the cancel page's retry). */
  retryPayment: publicProcedure.input(orderByCodeInput).mutation(({ ctx, input }) => retryPayment(checkoutDeps(ctx), input.orderCode)),
});
