/**
 * Component style configs (spec §3): per theme, the server may tune components. Only `ticket-card`
 * exists; its server settings are merged over the spec defaults, and the defaults are used alone
 * when the server has none or cannot be reached.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { getApiClient } from '@storefront/shared/api/trpc-client';

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

export interface ComponentStyleConfig<Settings = unknown> {
  id: number;
  themeId: number;
  type: string;
  title: string;
  settings: Settings;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
}

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

export interface ComponentStyles {
  ticketCard: TicketCardSettings;
}

export const DEFAULT_COMPONENT_STYLES: ComponentStyles = { ticketCard: TICKET_CARD_DEFAULTS };

export const componentStylesStore = createStore<ComponentStyles>(() => DEFAULT_COMPONENT_STYLES);

/** The settings for every known component from a theme's configs; inactive configs are ignored. */
export function componentStylesFrom(configs: ReadonlyArray<Pick<ComponentStyleConfig, 'type' | 'isActive'> & { settings?: unknown }>): ComponentStyles {
  const ticketCard = configs.find((config) => config.type === 'ticket-card' && config.isActive);
  return { ticketCard: mergeOverDefaults(TICKET_CARD_DEFAULTS, ticketCard?.settings) };
}

/** Loads the theme's component styles into the store; defaults on any failure (spec §8). */
export async function initComponentStyles(themeId: number): Promise<ComponentStyles> {
  let styles = DEFAULT_COMPONENT_STYLES;
  const client = getApiClient();
  if (client) {
    try {
      const configs = await client.componentStyleConfig.byThemeId.query({ themeId });
      styles = componentStylesFrom(configs);
    } catch (error) {
      console.error('[theme] component styles could not be loaded, using the defaults', error);
    }
  }
  componentStylesStore.setState(styles, true);
  return styles;
}

export function useTicketCardStyle(): TicketCardSettings {
  return useStore(componentStylesStore, (styles) => styles.ticketCard);
}
