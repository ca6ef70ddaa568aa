/**
 * The order code rule, without zod: pages that read a code from their address (checkout success
 * and cancel) use it without downloading the validator. The `orderCode` contract in order.ts is
 * built from the same rule.
 */

export const ORDER_CODE_MAX = 40;
export const ORDER_CODE_CHARACTERS = /^[A-Za-z0-9-]+$/;

/** The code as the server stores it (trimmed, upper case), or null when it cannot be one. */
export function normalizeOrderCode(value: string): string | null {
  const code = value.trim();
  if (code.length === 0 || code.length > ORDER_CODE_MAX || !ORDER_CODE_CHARACTERS.test(code)) return null;
  return code.toUpperCase();
}
