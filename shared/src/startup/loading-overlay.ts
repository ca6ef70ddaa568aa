/**
 * The full-screen loading overlay of spec §4: shown at start, hidden once theme, colour mode,
 * component styles and feature flags are initialised, or after 5000 ms, whichever comes first.
 * A failing step is logged and hides the overlay too: a half-styled page beats an endless spinner.
 */
import { createStore } from 'zustand/vanilla';
import { documentIsServerRendered } from '@storefront/shared/startup/server-rendered';

export const OVERLAY_TIMEOUT_MS = 5000;
export const STARTUP_STEPS = ['theme', 'colorMode', 'componentStyles', 'featureFlags'] as const;
export type StartupStep = (typeof STARTUP_STEPS)[number];

/** Nothing covers a page the server rendered (and the server renders no cover). */
const coversPage = () => typeof document !== 'undefined' && !documentIsServerRendered();

export const overlayStore = createStore<{ visible: boolean }>(() => ({ visible: coversPage() }));

export function hideOverlay(): void {
  overlayStore.setState({ visible: false });
}

/** Whether every step the overlay waits for is done. */
export function isStartupComplete(done: ReadonlySet<StartupStep>): boolean {
  return STARTUP_STEPS.every((step) => done.has(step));
}

export type StartupTasks = Record<StartupStep, () => unknown>;

/**
 * Runs the startup steps (in parallel; a step may await others inside its own task, e.g. component
 * styles after the theme) and resolves when the overlay is hidden.
 */
export function runStartup(tasks: StartupTasks, { timeoutMs = OVERLAY_TIMEOUT_MS } = {}): Promise<void> {
  overlayStore.setState({ visible: coversPage() });
  return new Promise<void>((resolve) => {
    const done = new Set<StartupStep>();
    const finish = () => {
      clearTimeout(timer);
      hideOverlay();
      resolve();
    };
    const timer = setTimeout(finish, timeoutMs);
    for (const step of STARTUP_STEPS) {
      Promise.resolve()
        .then(tasks[step])
        .then(
          () => {
            done.add(step);
            if (isStartupComplete(done)) finish();
          },
          (error: unknown) => {
            console.error(`[startup] ${step} failed`, error);
            finish();
          },
        );
    }
  });
}
