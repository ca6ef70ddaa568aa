import { act, createElement, useState } from 'react';
import { useStore } from 'zustand';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { fireEvent } from '@testing-library/react';
import { COLOR_MODE_SCRIPT } from '@storefront/shared/color-mode/color-mode-script';
import {
  COLOR_MODE_FIELD,
  COLOR_MODE_STORAGE_KEY,
  colorModeStore,
  currentColorMode,
  forceColorMode,
  initColorMode,
  parseColorModePreference,
  resolveColorMode,
  setColorModePreference,
} from '@storefront/shared/color-mode/color-mode';

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystemDark(initial: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: initial,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => query) as unknown as typeof window.matchMedia;
  return (dark: boolean) => {
    query.matches = dark;
    listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent));
  };
}

const html = () => document.documentElement;
let stop: () => void = () => {};

beforeEach(() => {
  localStorage.clear();
  colorModeStore.setState({ preference: 'light', forced: null, systemPrefersDark: false });
});
afterEach(() => stop());

describe('parsing the stored preference', () => {
  it.each(['light', 'dark', 'auto'])('keeps %s', (value) => {
    expect(parseColorModePreference(value)).toBe(value);
  });

  it.each([null, undefined, '', 'system', 'Dark', 'sepia', 1])('treats %p as light', (value) => {
    expect(parseColorModePreference(value)).toBe('light');
  });

  it('resolves auto from the system preference', () => {
    expect(resolveColorMode('auto', true)).toBe('dark');
    expect(resolveColorMode('auto', false)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

describe('initColorMode', () => {
  it('defaults to light when nothing valid is stored', () => {
    mockSystemDark(true);
    localStorage.setItem('vueuse-color-scheme', 'purple');
    stop = initColorMode();
    expect(html().dataset.theme).toBe('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('applies a stored dark preference to <html>', () => {
    mockSystemDark(false);
    localStorage.setItem('vueuse-color-scheme', 'dark');
    stop = initColorMode();
    expect(html().dataset.theme).toBe('dark');
    expect(html()).toHaveClass('dark');
  });

  it('follows the system live in auto', () => {
    const setSystemDark = mockSystemDark(false);
    localStorage.setItem('vueuse-color-scheme', 'auto');
    stop = initColorMode();
    expect(html().dataset.theme).toBe('light');
    setSystemDark(true);
    expect(html().dataset.theme).toBe('dark');
    setSystemDark(false);
    expect(html().dataset.theme).toBe('light');
  });

  it('stores and applies a new preference', () => {
    mockSystemDark(false);
    stop = initColorMode();
    setColorModePreference('dark');
    expect(localStorage.getItem('vueuse-color-scheme')).toBe('dark');
    expect(html().dataset.theme).toBe('dark');
  });
});

describe('forceColorMode', () => {
  it('overrides the preference until released', () => {
    mockSystemDark(false);
    stop = initColorMode();
    forceColorMode('dark');
    expect(html().dataset.theme).toBe('dark');
    expect(localStorage.getItem('vueuse-color-scheme')).toBeNull();
    forceColorMode(null);
    expect(html().dataset.theme).toBe('light');
  });

  it("rejects 'system' with a warning and changes nothing", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    forceColorMode('dark');
    forceColorMode('system');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(currentColorMode()).toBe('dark');
    warn.mockRestore();
    forceColorMode(null);
  });
});

describe("the head's inline script", () => {
  const runScript = () => new Function(COLOR_MODE_SCRIPT)() as void;

  beforeEach(() => {
    html().className = '';
    html().removeAttribute('data-theme');
  });

  it('shows the stored mode before the first paint', () => {
    mockSystemDark(true);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'auto');
    runScript();
    expect(html().dataset.theme).toBe('dark');
    expect(html().classList.contains('dark')).toBe(true);
    expect(html().style.colorScheme).toBe('dark');
  });

  it("keeps and shows a choice made in the header's field before the page's code has arrived", () => {
    mockSystemDark(false);
    runScript();
    expect(html().dataset.theme).toBe('light');
    const field = document.createElement('select');
    field.name = COLOR_MODE_FIELD;
    field.innerHTML = '<option value="light">light</option><option value="dark">dark</option>';
    document.body.append(field);
    field.value = 'dark';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(html().dataset.theme).toBe('dark');
    expect(html().classList.contains('light')).toBe(false);
    expect(html().classList.contains('dark')).toBe(true);

    // The start-up code then follows the same field, so the store agrees with the page.
    stop = initColorMode();
    expect(colorModeStore.getState().preference).toBe('dark');
    field.value = 'light';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    expect(colorModeStore.getState().preference).toBe('light');
    expect(html().dataset.theme).toBe('light');
    field.remove();
  });

  it('keeps a choice that React sets back between the input and change events, as after hydration', async () => {
    mockSystemDark(false);
    runScript();
    stop = initColorMode();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    let renderAgain: () => void = () => {};
    // The switch as it renders with the stored mode: a render left over from hydration that React
    // flushes at the end of the input event sets the controlled field back, before its change event.
    function Switch() {
      const [, setRenders] = useState(0);
      renderAgain = () => setRenders((count) => count + 1);
      const preference = useStore(colorModeStore, (state) => state.preference);
      return createElement('select', { name: COLOR_MODE_FIELD, value: preference, onChange: () => {} }, [
        createElement('option', { key: 'light', value: 'light' }, 'light'),
        createElement('option', { key: 'dark', value: 'dark' }, 'dark'),
      ]);
    }
    await act(async () => root.render(createElement(Switch)));
    const field = container.querySelector('select')!;
    act(() => {
      field.value = 'dark';
      const leftOver = () => flushSync(renderAgain);
      field.addEventListener('input', leftOver);
      fireEvent.input(field);
      field.removeEventListener('input', leftOver);
      fireEvent.change(field);
    });
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    expect(colorModeStore.getState().preference).toBe('dark');
    expect(html().dataset.theme).toBe('dark');
    expect(field.value).toBe('dark');
    act(() => root.unmount());
    container.remove();
  });
});
