/**
 * VNPay payment gateway, protocol version 2.1.0 (redirect + IPN).
 *
 * Signing rule (VNPay's integration guide and its Node.js demo): take every `vnp_*` parameter
 * except vnp_SecureHash / vnp_SecureHashType, sort by name, URL-encode names and values
 * (application/x-www-form-urlencoded: spaces as `+`), join as `k=v&k=v`, and HMAC-SHA512 that
 * string with the merchant's hash secret; the hex digest is `vnp_SecureHash`.
 *
 * Without VNPAY_TMN_CODE / VNPAY_HASH_SECRET / VNPAY_URL the embedded sandbox gateway
 * (`/sandbox/vnpay/pay`, http/vnpay-routes.ts) plays VNPay's part with the same protocol.
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
  /** Where the buyer comes back (vnp_ReturnUrl). */
  returnUrl: string;
  sandbox: boolean;
}

export function vnpayConfig(env: { VNPAY_TMN_CODE?: string; VNPAY_HASH_SECRET?: string; VNPAY_URL?: string }, publicUrl: string): VnpayConfig {
  const real = Boolean(env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET && env.VNPAY_URL);
  return {
    tmnCode: real ? env.VNPAY_TMN_CODE! : SANDBOX_TMN_CODE,
    hashSecret: real ? env.VNPAY_HASH_SECRET! : SANDBOX_HASH_SECRET,
    payUrl: real ? env.VNPAY_URL! : `${publicUrl}${SANDBOX_PATH}`,
    returnUrl: `${publicUrl}${RETURN_PATH}`,
    sandbox: !real,
  };
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
    // VNPay asks for plain text without accents or special characters here.
    vnp_OrderInfo: request.orderInfo.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').replace(/[^A-Za-z0-9 .,:-]/g, ''),
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
