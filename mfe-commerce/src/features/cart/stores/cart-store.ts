/**
 * The cart: tickets and products together, kept in local storage so it survives reloads and is
 * the same in every tab. Every change is announced as `commerce:cart-updated` for whoever shows a
 * count (the shell header's CartBadge listens to it).
 */
import { createStore } from 'zustand/vanilla';
import { persist, createJSONStorage } from 'zustand/middleware';
import { useStore } from 'zustand';
import { announceCartCount, lastCartCount } from '@storefront/shared/events/cart-count';
import { seatCount, ticketLineTotal, type AudiencePrices, type Quantities } from '../../../lib/pricing';

export const CART_STORAGE_KEY = 'commerce-cart';

interface TicketCartLine {
  kind: 'ticket';
  ticketSlug: string;
  ticketName: string;
  visitDate: string;
  quantities: Quantities;
  prices: AudiencePrices;
}

interface ProductCartLine {
  kind: 'product';
  variantId: number;
  productSlug: string;
  name: string;
  variantName?: string;
  unitPrice: number;
  quantity: number;
  imageUrl?: string;
}

export type CartLine = TicketCartLine | ProductCartLine;

interface CartState {
  lines: CartLine[];
  addTicket: (line: Omit<TicketCartLine, 'kind'>) => void;
  addProduct: (line: Omit<ProductCartLine, 'kind'>) => void;
  removeLine: (index: number) => void;
  clear: () => void;
}

export function lineKey(line: CartLine): string {
  return line.kind === 'ticket' ? `ticket:${line.ticketSlug}:${line.visitDate}` : `product:${line.variantId}`;
}

function lineItemCount(line: CartLine): number {
  return line.kind === 'ticket' ? seatCount(line.quantities) : line.quantity;
}

export function lineTotal(line: CartLine): number {
  return line.kind === 'ticket' ? ticketLineTotal(line.quantities, line.prices) : line.unitPrice * line.quantity;
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineItemCount(line), 0);
}

export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

const MAX_PRODUCT_QUANTITY = 99;

export const cartStore = createStore<CartState>()(
  persist(
    (set) => ({
      lines: [],
      // The same ticket on the same day replaces the earlier choice: the form shows the full
      // quantities, so adding twice must not double them silently.
      addTicket: (line) =>
        set((state) => {
          const next: TicketCartLine = { kind: 'ticket', ...line };
          const lines = state.lines.filter((existing) => lineKey(existing) !== lineKey(next));
          return { lines: [...lines, next] };
        }),
      addProduct: (line) =>
        set((state) => {
          const next: ProductCartLine = { kind: 'product', ...line };
          const existing = state.lines.find((item) => lineKey(item) === lineKey(next)) as ProductCartLine | undefined;
          if (!existing) return { lines: [...state.lines, next] };
          const quantity = Math.min(MAX_PRODUCT_QUANTITY, existing.quantity + next.quantity);
          return { lines: state.lines.map((item) => (item === existing ? { ...existing, quantity } : item)) };
        }),
      removeLine: (index) => set((state) => ({ lines: state.lines.filter((_, i) => i !== index) })),
      clear: () => set({ lines: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ lines: state.lines }),
    },
  ),
);

let lastCount = cartCount(cartStore.getState().lines);
cartStore.subscribe((state) => {
  const count = cartCount(state.lines);
  if (count !== lastCount) {
    lastCount = count;
    announceCartCount(count);
  }
});
// The announced count must match the saved cart, whatever set it last.
if (lastCartCount() !== lastCount) announceCartCount(lastCount);

// Another tab changed the cart: take its lines so this tab's badge and checkout agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void cartStore.persist.rehydrate();
  });
}

/** The persisted count without loading the store (for code that only needs the number). */
export function readPersistedCount(): number {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (!raw) return 0;
    const parsed = JSON.parse(raw) as { state?: { lines?: CartLine[] } };
    return cartCount(parsed.state?.lines ?? []);
  } catch {
    return 0;
  }
}

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}
