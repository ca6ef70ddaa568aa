/**
 * The ticket card's style defaults (spec §3), apart from the theme's colours: every page's start-up
 * needs these (component-styles.ts), while the default colours load only with the theme's code.
 */
export const TICKET_CARD_LABELS = ['featured', 'new', 'sale', 'discount'] as const;
export type TicketCardLabel = (typeof TICKET_CARD_LABELS)[number];

export interface LabelStyle {
  backgroundColor: string;
  textColor: string;
}

export interface TicketCardSettings {
  imageHeight: number;
  showLabels: Record<TicketCardLabel, boolean>;
  labelStyles: Record<TicketCardLabel, LabelStyle>;
}

/** Ticket-card style defaults (spec §3); stored settings are merged over these. */
export const TICKET_CARD_DEFAULTS: TicketCardSettings = {
  imageHeight: 400,
  showLabels: { featured: true, new: true, sale: true, discount: true },
  labelStyles: {
    featured: { backgroundColor: '#f59e0b', textColor: '#ffffff' },
    new: { backgroundColor: '#3b82f6', textColor: '#ffffff' },
    sale: { backgroundColor: '#ef4444', textColor: '#ffffff' },
    discount: { backgroundColor: '#ef4444', textColor: '#ffffff' },
  },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `overrides` deep-merged over `defaults`. Only values of the default's own type are taken, so a
 * malformed server setting (a string height, a null style) cannot break the component.
 */
export function mergeOverDefaults<T>(defaults: T, overrides: unknown): T {
  if (isPlainObject(defaults)) {
    if (!isPlainObject(overrides)) return defaults;
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(defaults)) merged[key] = mergeOverDefaults(value, overrides[key]);
    return merged as T;
  }
  return typeof overrides === typeof defaults ? (overrides as T) : defaults;
}
