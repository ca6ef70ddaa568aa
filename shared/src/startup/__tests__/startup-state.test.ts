import { setApiClient, type ApiClient } from '@storefront/shared/api/trpc-client';
import { featureFlagStore, loadFeatureFlags, clearFeatureFlags } from '@storefront/shared/feature-flags/feature-flags';
import { readStartupState } from '@storefront/shared/startup/startup-state';
import { componentStylesStore, initComponentStyles } from '@storefront/shared/theme/component-styles';
import { FALLBACK_THEME, GREEN_SCALE, THEME_STYLE_ID, initTheme, themeStore } from '@storefront/shared/theme/theme';

function documentWith(state: string | null) {
  document.getElementById('startup-state')?.remove();
  if (state === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'startup-state';
  script.textContent = state;
  document.head.appendChild(script);
}

/** A client whose every call fails the test: what the document knows must not be asked again. */
function clientThatMustNotBeCalled() {
  const never = { query: jest.fn(() => Promise.reject(new Error('asked the API'))) };
  setApiClient({
    theme: { getActiveTheme: never },
    componentStyleConfig: { byThemeId: never },
    featureFlags: { getAllFeatureFlags: never },
  } as unknown as ApiClient);
  return never;
}

afterEach(() => {
  documentWith(null);
  setApiClient(null);
  clearFeatureFlags();
});

describe('readStartupState', () => {
  it("reads the served document's theme, component styles and flags", () => {
    documentWith(JSON.stringify({ theme: FALLBACK_THEME, componentStyles: [], featureFlags: [{ key: 'enable_add_to_cart', enabled: false }] }));
    expect(readStartupState()).toEqual({ theme: FALLBACK_THEME, componentStyles: [], featureFlags: [{ key: 'enable_add_to_cart', enabled: false }] });
  });

  it('knows nothing without the element, or when it is damaged', () => {
    expect(readStartupState()).toEqual({});
    documentWith('{"theme":');
    expect(readStartupState()).toEqual({});
    documentWith('null');
    expect(readStartupState()).toEqual({});
  });
});

describe('start-up from what the document knows', () => {
  it('applies the theme, its ticket-card styles and the flags without asking the API', async () => {
    const never = clientThatMustNotBeCalled();
    const theme = { ...FALLBACK_THEME, id: 4, colors: { ...FALLBACK_THEME.colors, light: { ...FALLBACK_THEME.colors.light, primary: GREEN_SCALE } } };
    documentWith(
      JSON.stringify({
        theme,
        componentStyles: [{ id: 1, themeId: 4, type: 'ticket-card', title: 'Thẻ vé', settings: { imageHeight: 260 }, isActive: true, createdAt: '', updatedAt: '' }],
        featureFlags: [{ key: 'enable_add_to_cart', enabled: false }],
      }),
    );
    const known = readStartupState();

    await expect(initTheme(known.theme)).resolves.toMatchObject({ id: 4 });
    expect(themeStore.getState().theme?.id).toBe(4);
    expect(document.getElementById(THEME_STYLE_ID)?.textContent).toContain(`--color-primary-500:${GREEN_SCALE['500']};`);
    await initComponentStyles(4, known.componentStyles);
    expect(componentStylesStore.getState().ticketCard.imageHeight).toBe(260);
    await loadFeatureFlags(known.featureFlags);
    expect(featureFlagStore.getState().flags).toEqual({ enable_add_to_cart: false });
    expect(never.query).not.toHaveBeenCalled();
  });

  it('asks the API for what the document does not carry', async () => {
    const getActiveTheme = { query: jest.fn().mockResolvedValue({ ...FALLBACK_THEME, id: 9 }) };
    setApiClient({ theme: { getActiveTheme } } as unknown as ApiClient);
    await expect(initTheme(readStartupState().theme)).resolves.toMatchObject({ id: 9 });
    expect(getActiveTheme.query).toHaveBeenCalledTimes(1);
  });
});
