/**
 * VNPay's plain HTTP side: the browser return, the server-to-server IPN and, only with
 * PAYMENT_SANDBOX=1, the embedded sandbox gateway page that speaks the same protocol (shows the
 * amount with Pay and Cancel, calls the IPN, then sends the buyer back signed like VNPay does).
 * Also runs the periodic sweep that frees expired seat holds.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { releaseExpiredHolds, releaseUnpaidCounterOrders } from '../commerce/holds';
import { handleVnpayResult, returnDestination } from '../commerce/payment-results';
import { confirmationMailer, gatewayConfig, latePaymentMailer } from '../commerce/runtime';
import { IPN_PATH, RETURN_PATH, SANDBOX_PATH, signedQuery, verify, vnpDate, vnpParamsOf, type VnpParams } from '../payments/vnpay';
import { notePaymentResult } from '../lib/business-events';
import { paymentResultName } from '../observability/payment-result';
import { escapeHtml } from '../lib/html';
import { formatPrice } from '@storefront/shared/i18n/format-number';

const SWEEP_MS = 60_000;


/** Said on every sandbox page, in both languages whatever the buyer's: nobody may mistake it for VNPay. */
const DEMO_NOTICE = `<p class="demo" role="note" data-testid="sandbox-demo-notice"><strong>Bản demo – không có tiền thật được chuyển.</strong> Đây là cổng thanh toán giả lập của cửa hàng, không phải VNPay.<br>
<strong>Demo only – no money moves.</strong> This is the shop's simulated gateway, not VNPay.</p>`;

function sandboxPage(params: VnpParams, valid: boolean): string {
  const amount = Number(params.vnp_Amount ?? 0) / 100;
  const english = params.vnp_Locale === 'en';
  const formatted = formatPrice(amount, english ? 'en' : 'vi');
  const hidden = Object.entries(params)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const body = valid
    ? `<p class="amount" data-testid="sandbox-amount">${escapeHtml(formatted)}</p>
       <p>${escapeHtml(params.vnp_OrderInfo ?? '')}</p>
       <p class="ref">${english ? 'Transaction' : 'Mã giao dịch'}: ${escapeHtml(params.vnp_TxnRef ?? '')}</p>
       <form method="post" action="${SANDBOX_PATH}">${hidden}
         <button name="action" value="pay" class="pay">${english ? 'Pay' : 'Thanh toán'}</button>
         <button name="action" value="cancel" class="cancel">${english ? 'Cancel' : 'Hủy'}</button>
       </form>`
    : `<p role="alert">${english ? 'Invalid payment request (signature).' : 'Yêu cầu thanh toán không hợp lệ (chữ ký).'}</p>`;
  return `<!doctype html><html lang="${english ? 'en' : 'vi'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>VNPay sandbox</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:1rem;color:#111}
.box{border:1px solid #ddd;border-radius:12px;padding:1.5rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}.ref{color:#555}
button{font-size:1rem;padding:.6rem 1.4rem;border-radius:8px;border:0;margin-right:.5rem;cursor:pointer}.pay{background:#005baa;color:#fff}.cancel{background:#eee}.demo{background:#fff4ce;border:1px solid #e0c060;border-radius:8px;padding:.75rem;margin:0 0 1rem}</style></head>
<body><div class="box"><h1>VNPay sandbox (demo)</h1>${DEMO_NOTICE}${body}</div></body></html>`;
}

export function registerVnpayRoutes(app: FastifyInstance, options: { db: Db; publicUrl: string }): void {
  const { db, publicUrl } = options;
  const vnpay = gatewayConfig(publicUrl);
  const deps = { db, vnpay, onConfirmed: confirmationMailer(db, publicUrl), onPaidAfterCancellation: latePaymentMailer(db, publicUrl) };

  app.get(IPN_PATH, async (request, reply) => {
    const params = vnpParamsOf(request.query);
    const { RspCode, Message } = await handleVnpayResult(deps, params);
    // The gateway's own call, once per payment attempt, is what the operators' metrics count.
    notePaymentResult(paymentResultName(RspCode, params));
    return reply.header('Cache-Control', 'no-store').send({ RspCode, Message });
  });

  app.get(RETURN_PATH, async (request, reply) => {
    const destination = await returnDestination(deps, vnpParamsOf(request.query));
    return reply.header('Cache-Control', 'no-store').redirect(`${publicUrl}${destination}`, 302);
  });

  if (vnpay?.sandbox) {
    const sandbox = vnpay;
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });

      scope.get(SANDBOX_PATH, async (request, reply) => {
        const params = vnpParamsOf(request.query);
        const valid = verify(params, sandbox.hashSecret);
        return reply.code(valid ? 200 : 400).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(sandboxPage(params, valid));
      });

      scope.post(SANDBOX_PATH, async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string>;
        const params = vnpParamsOf(form);
        if (!verify(params, sandbox.hashSecret)) return reply.code(400).type('text/html; charset=utf-8').send(sandboxPage(params, false));
        const paid = form.action === 'pay';
        const result: VnpParams = {
          vnp_TmnCode: params.vnp_TmnCode ?? sandbox.tmnCode,
          vnp_Amount: params.vnp_Amount ?? '0',
          vnp_BankCode: 'NCB',
          vnp_CardType: 'ATM',
          vnp_OrderInfo: params.vnp_OrderInfo ?? '',
          vnp_PayDate: vnpDate(new Date()),
          vnp_ResponseCode: paid ? '00' : '24',
          vnp_TransactionNo: paid ? String(randomInt(10_000_000, 99_999_999)) : '0',
          vnp_TransactionStatus: paid ? '00' : '02',
          vnp_TxnRef: params.vnp_TxnRef ?? '',
        };
        const query = signedQuery(result, sandbox.hashSecret);
        // Like VNPay: the merchant's IPN first, then the buyer's browser goes back to the return URL.
        const ipn = await app.inject({ method: 'GET', url: `${IPN_PATH}?${query}` });
        request.log.info({ ipn: ipn.json() }, 'sandbox IPN answered');
        const returnUrl = params.vnp_ReturnUrl ?? `${publicUrl}${RETURN_PATH}`;
        return reply.redirect(`${returnUrl}?${query}`, 302);
      });
    });
  }

  const timer = setInterval(() => {
    releaseExpiredHolds(db).catch((error: unknown) => app.log.warn({ err: error }, 'seat hold sweep failed'));
    releaseUnpaidCounterOrders(db).catch((error: unknown) => app.log.warn({ err: error }, 'counter cutoff sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
