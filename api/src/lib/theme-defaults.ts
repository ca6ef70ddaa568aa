/**
 * The server's built-in theme record (spec §3: fallback theme id 0, name "default", active).
 * Its colours and the ticket-card defaults are shared with the client (shared/src/theme/theme-defaults.ts,
 * ticket-card-defaults.ts).
 */
import { DEFAULT_THEME_COLORS } from '@storefront/shared/theme/theme-defaults';

export { DEFAULT_THEME_COLORS } from '@storefront/shared/theme/theme-defaults';
export { mergeOverDefaults, TICKET_CARD_DEFAULTS } from '@storefront/shared/theme/ticket-card-defaults';

export const FALLBACK_THEME = {
  id: 0,
  name: 'default',
  isActive: true,
  colors: DEFAULT_THEME_COLORS,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
};
