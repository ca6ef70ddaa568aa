/**
 * A tap on a button of a server-rendered page before the browser has taken the page over is kept,
 * not dropped: the start-up script (./start-up-script.ts) catches it, before React could see it,
 * marks the button as holding a tap, and keeps the button; once the part of the page that holds
 * the button has hydrated, replayTapBeforeHydration clicks it again, now with its handlers. Only
 * the last tap is kept, so a reader who tapped twice in impatience still acts once.
 */
import { BELOW_THE_FOLD_ATTRIBUTE, TAP_WAITING_ATTRIBUTE, WAITING_TAP_KEY } from './start-up-script';

type WindowWithTap = Window & { [WAITING_TAP_KEY]?: HTMLButtonElement };

/**
 * Clicks the button tapped before hydration, if it is inside `hydrated` and no part around it is
 * still hydrating. The click comes in a task of its own: called from an effect, it would reach
 * React inside its commit, where React cannot first hydrate a Suspense boundary the button may still
 * be in (it hydrates them after the root's first commit, and at once for a click outside one).
 */
export function replayTapBeforeHydration(hydrated: Element | null): void {
  const page = window as WindowWithTap;
  const button = page[WAITING_TAP_KEY];
  if (!button || !hydrated?.contains(button) || button.closest(`[${BELOW_THE_FOLD_ATTRIBUTE}="hydrating"]`)) return;
  delete page[WAITING_TAP_KEY];
  button.removeAttribute(TAP_WAITING_ATTRIBUTE);
  setTimeout(() => button.click(), 0);
}
