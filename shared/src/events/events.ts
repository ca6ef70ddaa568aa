/**
 * Typed, namespaced DOM events between teams (`<team>:<event>`). Remotes never import each
 * other's source; they announce facts on `window` and whoever cares listens.
 */
import type { Locale } from '@storefront/shared/federation/remote-description';

export interface StorefrontEvents {
  'commerce:cart-updated': { count: number };
  'account:signed-in': { userId: string };
  'account:signed-out': undefined;
  'shell:locale-changed': { locale: Locale };
}

export type StorefrontEventName = keyof StorefrontEvents;

/** Events without a payload take no second argument. */
type DetailArgs<K extends StorefrontEventName> = StorefrontEvents[K] extends undefined ? [] : [detail: StorefrontEvents[K]];

export function emit<K extends StorefrontEventName>(name: K, ...detail: DetailArgs<K>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail: detail[0] }));
}

/** Listens for one event; returns the function that stops listening (handy as an effect cleanup). */
export function on<K extends StorefrontEventName>(name: K, handler: (detail: StorefrontEvents[K]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler((event as CustomEvent<StorefrontEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
