/**
 * Colour mode (spec §4/§5): the visitor's preference light | dark | auto is kept in local storage
 * under `vueuse-color-scheme` (the key the previous site used, so returning visitors keep theirs);
 * anything else there means light. auto follows the system's dark preference live. A page may
 * force a mode while it is shown.
 */
import { createStore } from 'zustand/vanilla';
import { COLOR_MODE_FIELD, COLOR_MODE_STORAGE_KEY, DARK_QUERY } from '@storefront/shared/color-mode/color-mode-script';

export { COLOR_MODE_FIELD, COLOR_MODE_STORAGE_KEY };
export const COLOR_MODE_PREFERENCES = ['light', 'dark', 'auto'] as const;
export type ColorModePreference = (typeof COLOR_MODE_PREFERENCES)[number];
export type ColorMode = 'light' | 'dark';
export const DEFAULT_COLOR_MODE: ColorModePreference = 'light';

export function parseColorModePreference(value: unknown): ColorModePreference {
  return (COLOR_MODE_PREFERENCES as readonly unknown[]).includes(value) ? (value as ColorModePreference) : DEFAULT_COLOR_MODE;
}

/** The mode actually shown for a preference, given whether the system prefers dark. */
export function resolveColorMode(preference: ColorModePreference, systemPrefersDark: boolean): ColorMode {
  if (preference === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

interface ColorModeState {
  preference: ColorModePreference;
  /** Set by a page that needs one mode regardless of the preference. */
  forced: ColorModePreference | null;
  systemPrefersDark: boolean;
}

function readPreference(): ColorModePreference {
  try {
    return parseColorModePreference(localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

function systemQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

export const colorModeStore = createStore<ColorModeState>(() => ({
  preference: DEFAULT_COLOR_MODE,
  forced: null,
  systemPrefersDark: false,
}));

export function currentColorMode(state: ColorModeState = colorModeStore.getState()): ColorMode {
  return resolveColorMode(state.forced ?? state.preference, state.systemPrefersDark);
}

/** Marks <html> so the theme's dark properties (`[data-theme="dark"]`, `.dark`) apply. */
export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

let stopInit: (() => void) | null = null;
const FIELD_EVENTS = ['input', 'change'] as const;

/**
 * Reads the saved preference, applies it and keeps <html> in step with the store and with the
 * system setting. Returns the function that stops following them.
 *
 * It also follows the header's colour mode field before React has taken the page over (the head's
 * script keeps and shows such a choice, ./color-mode-script.ts), so the store, and the field once
 * hydrated, agree with what the reader sees. It reads the choice as the head's script does, from
 * the field's input and change events in the capture phase, before React may set the field back.
 */
export function initColorMode(): () => void {
  stopInit?.();
  const query = systemQuery();
  colorModeStore.setState({ preference: readPreference(), systemPrefersDark: query?.matches ?? false });
  applyColorMode(currentColorMode());
  const onSystemChange = (event: MediaQueryListEvent) => colorModeStore.setState({ systemPrefersDark: event.matches });
  query?.addEventListener('change', onSystemChange);
  const onFieldChange = (event: Event) => {
    const field = event.target as HTMLSelectElement | null;
    if (field?.name === COLOR_MODE_FIELD) setColorModePreference(field.value as ColorModePreference);
  };
  for (const type of FIELD_EVENTS) document.addEventListener(type, onFieldChange, true);
  const unsubscribe = colorModeStore.subscribe((state) => applyColorMode(currentColorMode(state)));
  stopInit = () => {
    query?.removeEventListener('change', onSystemChange);
    for (const type of FIELD_EVENTS) document.removeEventListener(type, onFieldChange, true);
    unsubscribe();
    stopInit = null;
  };
  return stopInit;
}

export function setColorModePreference(preference: ColorModePreference): void {
  const valid = parseColorModePreference(preference);
  try {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, valid);
  } catch {
    // storage blocked: the choice still holds for this visit
  }
  colorModeStore.setState({ preference: valid });
}

/**
 * Forces a mode for the current page (null ends it). 'system' is not a mode a page can force
 * (spec §4): it is rejected with a warning and nothing changes.
 */
export function forceColorMode(mode: ColorModePreference | 'system' | null): void {
  if (mode !== null && !(COLOR_MODE_PREFERENCES as readonly string[]).includes(mode)) {
    console.warn(`[color-mode] cannot force colour mode "${mode}"; use 'light', 'dark' or 'auto'`);
    return;
  }
  colorModeStore.setState({ forced: mode as ColorModePreference | null });
}
