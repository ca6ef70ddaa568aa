/**
 * Toast notifications (spec §3/§4/§9), callable from any team: `toast({ message, type })`.
 * Timing lives here rather than in the component so it behaves the same wherever the Toaster is
 * mounted and can be tested with fake timers.
 */
import { createStore } from 'zustand/vanilla';

export const TOAST_TYPES = ['success', 'error', 'info', 'warning', 'default'] as const;
export const TOAST_POSITIONS = ['top-right', 'top', 'top-left', 'bottom-right', 'bottom', 'bottom-left'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

export const TOAST_DEFAULTS = {
  type: 'default' as ToastType,
  position: 'top-right' as ToastPosition,
  duration: 3000,
  dismissible: true,
  pauseOnHover: true,
  queue: false,
};
export const TOAST_FADE_MS = 150;
export const TOAST_QUEUE_POLL_MS = 250;

export interface ToastOptions {
  message: string;
  type?: ToastType;
  position?: ToastPosition;
  /** Milliseconds on screen; 0 or Infinity keeps it until dismissed. */
  duration?: number;
  dismissible?: boolean;
  pauseOnHover?: boolean;
  /** Wait until no other toast is shown instead of stacking. */
  queue?: boolean;
}

export interface Toast extends Required<ToastOptions> {
  id: number;
  /** True during the 150 ms fade-out. */
  leaving: boolean;
  paused: boolean;
}

export function isToastPosition(value: unknown): value is ToastPosition {
  return (TOAST_POSITIONS as readonly unknown[]).includes(value);
}

/** Options with the defaults filled in; an unknown position or type falls back to the default. */
export function normalizeToastOptions(options: ToastOptions): Required<ToastOptions> {
  return {
    message: options.message,
    type: (TOAST_TYPES as readonly unknown[]).includes(options.type) ? (options.type as ToastType) : TOAST_DEFAULTS.type,
    position: isToastPosition(options.position) ? options.position : TOAST_DEFAULTS.position,
    duration: options.duration ?? TOAST_DEFAULTS.duration,
    dismissible: options.dismissible ?? TOAST_DEFAULTS.dismissible,
    pauseOnHover: options.pauseOnHover ?? TOAST_DEFAULTS.pauseOnHover,
    queue: options.queue ?? TOAST_DEFAULTS.queue,
  };
}

export const toastStore = createStore<{ toasts: Toast[] }>(() => ({ toasts: [] }));

interface Timing {
  timer?: ReturnType<typeof setTimeout>;
  startedAt: number;
  remaining: number;
}
const timings = new Map<number, Timing>();
let nextId = 1;

function update(id: number, change: Partial<Toast>): void {
  toastStore.setState((state) => ({ toasts: state.toasts.map((item) => (item.id === id ? { ...item, ...change } : item)) }));
}

function startTimer(id: number, ms: number): void {
  if (!Number.isFinite(ms) || ms <= 0) return; // sticky toast
  timings.set(id, { startedAt: Date.now(), remaining: ms, timer: setTimeout(() => dismissToast(id), ms) });
}

// The countdown starts once the Toaster shows the toast (startToastCountdown): its code loads on
// the first toast, and a busy page may render it late, so a toast timed from the call could end
// before anyone saw it.
function show(id: number, options: Required<ToastOptions>): void {
  toastStore.setState((state) => ({ toasts: [...state.toasts, { ...options, id, leaving: false, paused: false }] }));
}

/** The Toaster has put the toast on screen: its time runs from now, once. */
export function startToastCountdown(id: number): void {
  const item = toastStore.getState().toasts.find((candidate) => candidate.id === id);
  if (!item || item.leaving || timings.has(id)) return;
  startTimer(id, item.duration);
}

/** Shows a toast (or queues it) and returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  const normalized = normalizeToastOptions(options);
  if (!normalized.queue || toastStore.getState().toasts.length === 0) {
    show(id, normalized);
    return id;
  }
  const poll = setInterval(() => {
    if (toastStore.getState().toasts.length > 0) return;
    clearInterval(poll);
    show(id, normalized);
  }, TOAST_QUEUE_POLL_MS);
  return id;
}

/** Starts the fade-out; the toast is gone 150 ms later. */
export function dismissToast(id: number): void {
  const item = toastStore.getState().toasts.find((candidate) => candidate.id === id);
  if (!item || item.leaving) return;
  clearTimeout(timings.get(id)?.timer);
  timings.delete(id);
  update(id, { leaving: true });
  setTimeout(() => {
    toastStore.setState((state) => ({ toasts: state.toasts.filter((candidate) => candidate.id !== id) }));
  }, TOAST_FADE_MS);
}

/** Hover: the countdown stops and keeps what was left. */
export function pauseToast(id: number): void {
  const item = toastStore.getState().toasts.find((candidate) => candidate.id === id);
  const timing = timings.get(id);
  if (!item?.pauseOnHover || item.leaving || !timing || item.paused) return;
  clearTimeout(timing.timer);
  timings.set(id, { startedAt: timing.startedAt, remaining: Math.max(0, timing.remaining - (Date.now() - timing.startedAt)) });
  update(id, { paused: true });
}

export function resumeToast(id: number): void {
  const item = toastStore.getState().toasts.find((candidate) => candidate.id === id);
  const timing = timings.get(id);
  if (!item?.paused || !timing) return;
  update(id, { paused: false });
  // A toast whose time ran out while hovered still gets a moment to be read once the pointer leaves.
  startTimer(id, Math.max(timing.remaining, TOAST_FADE_MS));
}

/** Click: closes the toast when it is dismissible. */
export function clickToast(id: number): void {
  const item = toastStore.getState().toasts.find((candidate) => candidate.id === id);
  if (item?.dismissible) dismissToast(id);
}
