import { overlayStore, runStartup, type StartupTasks } from '@storefront/shared/startup/loading-overlay';

const visible = () => overlayStore.getState().visible;
const never = () => new Promise(() => {});
const resolvedTasks = (): StartupTasks => ({ theme: async () => {}, colorMode: () => {}, componentStyles: async () => {}, featureFlags: async () => [] });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('loading overlay', () => {
  it('is visible at start', () => {
    void runStartup({ ...resolvedTasks(), theme: never });
    expect(visible()).toBe(true);
  });

  it('hides once theme, colour mode, component styles and feature flags are initialised', async () => {
    let finishFlags: () => void = () => {};
    const done = runStartup({ ...resolvedTasks(), featureFlags: () => new Promise<void>((resolve) => (finishFlags = resolve)) });
    await jest.advanceTimersByTimeAsync(100);
    expect(visible()).toBe(true);
    finishFlags();
    await done;
    expect(visible()).toBe(false);
  });

  it('hides after 5000 ms when a step hangs', async () => {
    void runStartup({ ...resolvedTasks(), componentStyles: never });
    await jest.advanceTimersByTimeAsync(4999);
    expect(visible()).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(visible()).toBe(false);
  });

  it('logs a failing step and hides', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('theme exploded');
    await runStartup({ ...resolvedTasks(), theme: () => Promise.reject(failure), featureFlags: never });
    expect(visible()).toBe(false);
    expect(logged).toHaveBeenCalledWith('[startup] theme failed', failure);
    logged.mockRestore();
  });
});
