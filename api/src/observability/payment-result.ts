/**
 * The name of a VNPay IPN answer for the operators' metrics: `paid` or `failed` for a result the
 * shop took, else why it was refused (`invalidSignature`, `alreadyConfirmed`, …).
 */
import { IPN_RESPONSES, isSuccess, type VnpParams } from '../payments/vnpay';

export function paymentResultName(rspCode: string, params: VnpParams): string {
  if (rspCode === IPN_RESPONSES.ok.RspCode) return isSuccess(params) ? 'paid' : 'failed';
  const refusal = Object.entries(IPN_RESPONSES).find(([, response]) => response.RspCode === rspCode);
  return refusal?.[0] ?? 'unknown';
}
