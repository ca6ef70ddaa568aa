/**
 * Component style configs (spec §3): per theme, the server may tune components. Only `ticket-card`
 * exists; its server settings are merged over the spec defaults, and the defaults are used alone
 * when the server has none or cannot be reached.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { getApiClient } from '@storefront/shared/api/trpc-client';
import { mergeOverDefaults, TICKET_CARD_DEFAULTS, type TicketCardSettings } from '@storefront/shared/theme/ticket-card-defaults';

export { mergeOverDefaults, TICKET_CARD_DEFAULTS, TICKET_CARD_LABELS } from '@storefront/shared/theme/ticket-card-defaults';
export type { LabelStyle, TicketCardLabel, TicketCardSettings } from '@storefront/shared/theme/ticket-card-defaults';

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

/**
 * Puts the theme's component styles into the store: from `known` configs (the served document's),
 * else asked of the API; the defaults on any failure (spec §8).
 */
export async function initComponentStyles(themeId: number, known?: ReadonlyArray<ComponentStyleConfig>): Promise<ComponentStyles> {
  let styles = DEFAULT_COMPONENT_STYLES;
  const client = getApiClient();
  if (known) {
    styles = componentStylesFrom(known);
  } else if (client) {
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
