/**
 * A tap on a button (or a label, a checkbox, a radio button: KEPT_TAP_CONTROLS) of a
 * server-rendered page before the browser has taken the page over is kept, not dropped: the
 * start-up script (./start-up-script.ts) catches it, before React or the browser could act on it,
 * marks the control as holding a tap, and keeps it; once the part of the page that holds the
 * control has hydrated, replayTapBeforeHydration clicks it again, now with its handlers. Only the
 * last tap is kept, so a reader who tapped twice in impatience still acts once.
 */
import { BELOW_THE_FOLD_ATTRIBUTE, TAP_WAITING_ATTRIBUTE, WAITING_TAP_KEY } from './start-up-script';

type WindowWithTap = Window & { [WAITING_TAP_KEY]?: HTMLElement };

/**
 * Clicks the control tapped before hydration, if it is inside `hydrated` and no part around it is
 * still hydrating. The click comes in a task of its own: called from an effect, it would reach
 * React inside its commit, where React cannot first hydrate a Suspense boundary the control may
 * still be in (it hydrates them after the root's first commit, and at once for a click outside one).
 */
export function replayTapBeforeHydration(hydrated: Element | null): void {
  const page = window as WindowWithTap;
  const control = page[WAITING_TAP_KEY];
  if (!control || !hydrated?.contains(control) || control.closest(`[${BELOW_THE_FOLD_ATTRIBUTE}="hydrating"]`)) return;
  delete page[WAITING_TAP_KEY];
  control.removeAttribute(TAP_WAITING_ATTRIBUTE);
  setTimeout(() => control.click(), 0);
}
