/**
 * What the business does, as the operators' metrics count it (../observability/metrics.ts): orders placed and
 * the payment gateway's results. The code that does it tells here with one call and knows nothing
 * of the metrics; each server's metrics listen while it runs.
 */

/** Seconds a new order spent in each step of placing it, by the step's name. */
export type OrderPhases = Record<string, number>;

export type BusinessEvent = { kind: 'orderPlaced'; paymentMethod: string; phases: OrderPhases } | { kind: 'paymentResult'; result: string };

const listeners = new Set<(event: BusinessEvent) => void>();

export function listenToBusiness(listener: (event: BusinessEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A new order was placed (not a replay of one placed before). */
export function noteOrderPlaced(paymentMethod: string, phases: OrderPhases): void {
  for (const listener of listeners) listener({ kind: 'orderPlaced', paymentMethod, phases });
}

/** The gateway's result for a payment, as the IPN answers it (`ok`, `invalidSignature`, …) with `paid` / `failed` for an accepted one. */
export function notePaymentResult(result: string): void {
  for (const listener of listeners) listener({ kind: 'paymentResult', result });
}
