/**
 * VNPay payment gateway, protocol version 2.1.0 (redirect + IPN).
 *
 * Signing rule (VNPay's integration guide and its Node.js demo): take every `vnp_*` parameter
 * except vnp_SecureHash / vnp_SecureHashType, sort by name, URL-encode names and values
 * (application/x-www-form-urlencoded: spaces as `+`), join as `k=v&k=v`, and HMAC-SHA512 that
 * string with the merchant's hash secret; the hex digest is `vnp_SecureHash`.
 *
 * With PAYMENT_SANDBOX=1 instead of VNPAY_TMN_CODE / VNPAY_HASH_SECRET / VNPAY_URL, the embedded
 * sandbox gateway (`/sandbox/vnpay/pay`, http/vnpay-routes.ts) plays VNPay's part with the same
 * protocol. Its secret is in this public source, so it is never chosen without that switch.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const VNPAY_VERSION = '2.1.0';
export const SANDBOX_TMN_CODE = 'SFSANDBX';
/** Only the embedded sandbox uses this; a real merchant secret always comes from VNPAY_HASH_SECRET. */
export const SANDBOX_HASH_SECRET = 'storefront-embedded-sandbox-secret-not-for-real-payments';
export const SANDBOX_PATH = '/sandbox/vnpay/pay';
export const RETURN_PATH = '/api/payments/vnpay/return';
export const IPN_PATH = '/api/payments/vnpay/ipn';

export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  /** The gateway's payment page. */
  payUrl: string;
  /** The gateway's merchant API (refunds); the embedded sandbox answers in process instead. */
  apiUrl: string;
  /** Where the buyer comes back (vnp_ReturnUrl). */
  returnUrl: string;
  sandbox: boolean;
}

/** VNPay's merchant API, on the payment page's host unless VNPAY_API_URL says otherwise. */
export const TRANSACTION_API_PATH = '/merchant_webapi/api/transaction';

export interface GatewaySettings {
  VNPAY_TMN_CODE?: string;
  VNPAY_HASH_SECRET?: string;
  VNPAY_URL?: string;
  VNPAY_API_URL?: string;
  PAYMENT_SANDBOX?: boolean;
}

/** The embedded sandbox gateway on this server; anyone can sign for it, so only for demos and tests. */
export function sandboxGateway(publicUrl: string): VnpayConfig {
  return {
    tmnCode: SANDBOX_TMN_CODE,
    hashSecret: SANDBOX_HASH_SECRET,
    payUrl: `${publicUrl}${SANDBOX_PATH}`,
    apiUrl: '',
    returnUrl: `${publicUrl}${RETURN_PATH}`,
    sandbox: true,
  };
}

/**
 * The real gateway when all three VNPay settings are given, the sandbox when PAYMENT_SANDBOX is
 * on, otherwise none: the shop then takes no online payment (env.ts refuses the rest).
 */
export function vnpayConfig(env: GatewaySettings, publicUrl: string): VnpayConfig | undefined {
  if (env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET && env.VNPAY_URL) {
    return {
      tmnCode: env.VNPAY_TMN_CODE,
      hashSecret: env.VNPAY_HASH_SECRET,
      payUrl: env.VNPAY_URL,
      apiUrl: env.VNPAY_API_URL ?? new URL(TRANSACTION_API_PATH, env.VNPAY_URL).toString(),
      returnUrl: `${publicUrl}${RETURN_PATH}`,
      sandbox: false,
    };
  }
  return env.PAYMENT_SANDBOX ? sandboxGateway(publicUrl) : undefined;
}

export type VnpParams = Record<string, string>;

function formEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/** The exact string that is signed: sorted, encoded `vnp_*` pairs, hash fields left out. */
export function signData(params: VnpParams): string {
  return Object.keys(params)
    .filter((key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .filter((key) => params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${formEncode(key)}=${formEncode(params[key]!)}`)
    .join('&');
}

export function sign(params: VnpParams, hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(Buffer.from(signData(params), 'utf8')).digest('hex');
}

/** True when `vnp_SecureHash` is the signature of the other parameters (constant-time compare). */
export function verify(params: VnpParams, hashSecret: string): boolean {
  const given = (params.vnp_SecureHash ?? '').toLowerCase();
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  const expected = sign(params, hashSecret);
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** Signed query string (the signed data plus `vnp_SecureHash`). */
export function signedQuery(params: VnpParams, hashSecret: string): string {
  return `${signData(params)}&vnp_SecureHash=${sign(params, hashSecret)}`;
}

/** yyyyMMddHHmmss in Vietnam's time (GMT+7), as VNPay wants its dates. */
export function vnpDate(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
}

/** VNPay asks for plain text without accents or special characters in descriptions. */
function plainText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^A-Za-z0-9 .,:-]/g, '');
}

export interface PaymentRequest {
  txnRef: string;
  /** Integer VND; VNPay wants it times 100. */
  amount: number;
  orderInfo: string;
  ipAddr: string;
  locale: 'vi' | 'en';
  createdAt: Date;
  expiresAt: Date;
}

export function paymentParams(config: VnpayConfig, request: PaymentRequest): VnpParams {
  return {
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    vnp_Amount: String(Math.round(request.amount) * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: request.txnRef,
    vnp_OrderInfo: plainText(request.orderInfo),
    vnp_OrderType: 'other',
    vnp_Locale: request.locale === 'en' ? 'en' : 'vn',
    vnp_ReturnUrl: config.returnUrl,
    vnp_IpAddr: request.ipAddr,
    vnp_CreateDate: vnpDate(request.createdAt),
    vnp_ExpireDate: vnpDate(request.expiresAt),
  };
}

export function paymentUrl(config: VnpayConfig, request: PaymentRequest): string {
  return `${config.payUrl}?${signedQuery(paymentParams(config, request), config.hashSecret)}`;
}

/** A gateway answer says the money was taken. */
export function isSuccess(params: VnpParams): boolean {
  return params.vnp_ResponseCode === '00' && (params.vnp_TransactionStatus ?? '00') === '00';
}

/** vnp_ResponseCode 24: the buyer cancelled on the gateway. */
export function isCancelledByBuyer(params: VnpParams): boolean {
  return params.vnp_ResponseCode === '24';
}

/** The IPN answers of VNPay's guide. */
export const IPN_RESPONSES = {
  ok: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'Invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknown: { RspCode: '99', Message: 'Unknown error' },
} as const;
export type IpnResponse = (typeof IPN_RESPONSES)[keyof typeof IPN_RESPONSES];

/** Only the `vnp_*` string parameters of a parsed query. */
export function vnpParamsOf(query: unknown): VnpParams {
  const params: VnpParams = {};
  if (!query || typeof query !== 'object') return params;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (key.startsWith('vnp_') && typeof value === 'string') params[key] = value;
  }
  return params;
}

// ── Refunds through the merchant API ─────────────────────────────────────────────────────────
// JSON in and out; each side signs the values of a fixed list of fields joined by '|'
// (HMAC-SHA512), not the sorted query of the payment redirect.

export const REFUND_REQUEST_FIELDS = [
  'vnp_RequestId', 'vnp_Version', 'vnp_Command', 'vnp_TmnCode', 'vnp_TransactionType', 'vnp_TxnRef', 'vnp_Amount',
  'vnp_TransactionNo', 'vnp_TransactionDate', 'vnp_CreateBy', 'vnp_CreateDate', 'vnp_IpAddr', 'vnp_OrderInfo',
] as const;
export const REFUND_RESPONSE_FIELDS = [
  'vnp_ResponseId', 'vnp_Command', 'vnp_ResponseCode', 'vnp_Message', 'vnp_TmnCode', 'vnp_TxnRef', 'vnp_Amount',
  'vnp_BankCode', 'vnp_PayDate', 'vnp_TransactionNo', 'vnp_TransactionType', 'vnp_TransactionStatus', 'vnp_OrderInfo',
] as const;

export function signFields(body: VnpParams, fields: readonly string[], hashSecret: string): string {
  return createHmac('sha512', hashSecret).update(Buffer.from(fields.map((field) => body[field] ?? '').join('|'), 'utf8')).digest('hex');
}

function verifyFields(body: VnpParams, fields: readonly string[], hashSecret: string): boolean {
  const given = String(body.vnp_SecureHash ?? '').toLowerCase();
  if (!/^[0-9a-f]{128}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signFields(body, fields, hashSecret), 'hex'));
}

export interface RefundRequest {
  /** Unique per attempt: VNPay refuses a repeated request id. */
  requestId: string;
  /** The payment's vnp_TxnRef, its gateway transaction number and the vnp_CreateDate it was sent with. */
  txnRef: string;
  transactionNo: string;
  transactionDate: string;
  /** Integer VND: the whole payment (vnp_TransactionType 02), or less of it with `partial` (03). */
  amount: number;
  partial?: boolean;
  createdBy: string;
  ipAddr: string;
  orderInfo: string;
  now: Date;
}

export function refundRequestBody(config: VnpayConfig, request: RefundRequest): VnpParams {
  const body: VnpParams = {
    vnp_RequestId: request.requestId,
    vnp_Version: VNPAY_VERSION,
    vnp_Command: 'refund',
    vnp_TmnCode: config.tmnCode,
    vnp_TransactionType: request.partial ? '03' : '02',
    vnp_TxnRef: request.txnRef,
    vnp_Amount: String(Math.round(request.amount) * 100),
    vnp_TransactionNo: request.transactionNo,
    vnp_TransactionDate: request.transactionDate,
    vnp_CreateBy: request.createdBy,
    vnp_CreateDate: vnpDate(request.now),
    vnp_IpAddr: request.ipAddr,
    vnp_OrderInfo: plainText(request.orderInfo),
  };
  return { ...body, vnp_SecureHash: signFields(body, REFUND_REQUEST_FIELDS, config.hashSecret) };
}

/** The embedded sandbox's answer to a refund: accepted ('00') when signed right, else '97'. */
export function sandboxRefundAnswer(config: VnpayConfig, body: VnpParams, now = new Date()): VnpParams {
  const valid = verifyFields(body, REFUND_REQUEST_FIELDS, config.hashSecret);
  const answer: VnpParams = {
    vnp_ResponseId: `${body.vnp_RequestId ?? ''}-sandbox`,
    vnp_Command: 'refund',
    vnp_ResponseCode: valid ? '00' : '97',
    vnp_Message: valid ? 'Refund success' : 'Invalid checksum',
    vnp_TmnCode: config.tmnCode,
    vnp_TxnRef: body.vnp_TxnRef ?? '',
    vnp_Amount: body.vnp_Amount ?? '0',
    vnp_BankCode: 'NCB',
    vnp_PayDate: vnpDate(now),
    vnp_TransactionNo: body.vnp_TransactionNo ?? '0',
    vnp_TransactionType: body.vnp_TransactionType ?? '02',
    vnp_TransactionStatus: valid ? '05' : '',
    vnp_OrderInfo: body.vnp_OrderInfo ?? '',
  };
  return { ...answer, vnp_SecureHash: signFields(answer, REFUND_RESPONSE_FIELDS, config.hashSecret) };
}

export interface RefundResult {
  accepted: boolean;
  /** vnp_ResponseCode, or '97' when the answer's signature is wrong. */
  code: string;
  answer: VnpParams;
}

/** Sends a refund to VNPay (the sandbox answers in process) and checks the signed answer. */
export async function sendRefund(config: VnpayConfig, body: VnpParams, fetchImpl: typeof fetch = fetch): Promise<RefundResult> {
  let answer: VnpParams;
  if (config.sandbox) answer = sandboxRefundAnswer(config, body);
  else {
    const response = await fetchImpl(config.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    answer = Object.fromEntries(Object.entries((await response.json()) as Record<string, unknown>).map(([key, value]) => [key, String(value ?? '')]));
  }
  // Only a success needs proof; a refusal is believed as it is (VNPay may not sign its errors).
  const code = answer.vnp_ResponseCode ?? '';
  const accepted = code === '00' && verifyFields(answer, REFUND_RESPONSE_FIELDS, config.hashSecret);
  return { accepted, code: code === '00' && !accepted ? '97' : code, answer };
}

