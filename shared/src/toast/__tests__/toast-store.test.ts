import {
  TOAST_DEFAULTS,
  clickToast,
  dismissToast,
  normalizeToastOptions,
  pauseToast,
  resumeToast,
  startToastCountdown,
  toast,
  toastStore,
  type ToastOptions,
} from '@storefront/shared/toast/toast-store';

const shown = () => toastStore.getState().toasts;
const messages = () => shown().map((item) => item.message);
/** A toast as the Toaster shows it: asked for, then on screen, where its countdown starts. */
const onScreen = (options: ToastOptions) => {
  const id = toast(options);
  startToastCountdown(id);
  return id;
};
/** What the Toaster does for each toast it renders. */
const showAll = () => shown().forEach((item) => startToastCountdown(item.id));

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  // Let every timer of the test run out so the next test starts with no toast.
  jest.runOnlyPendingTimers();
  toastStore.setState({ toasts: [] });
  jest.useRealTimers();
});

describe('options', () => {
  it('fills in the spec defaults', () => {
    expect(normalizeToastOptions({ message: 'Đã lưu' })).toEqual({
      message: 'Đã lưu',
      type: 'default',
      position: 'top-right',
      duration: 3000,
      dismissible: true,
      pauseOnHover: true,
      queue: false,
    });
    expect(TOAST_DEFAULTS.duration).toBe(3000);
  });

  it('falls back to top-right for an invalid position', () => {
    expect(normalizeToastOptions({ message: 'x', position: 'middle' as never }).position).toBe('top-right');
    expect(normalizeToastOptions({ message: 'x', position: 'bottom-left' }).position).toBe('bottom-left');
  });
});

describe('lifetime', () => {
  it('auto-dismisses after its duration, then fades out for 150 ms', () => {
    onScreen({ message: 'Xin chào' });
    jest.advanceTimersByTime(2999);
    expect(shown()[0]).toMatchObject({ message: 'Xin chào', leaving: false });
    jest.advanceTimersByTime(1);
    expect(shown()[0]?.leaving).toBe(true);
    jest.advanceTimersByTime(149);
    expect(shown()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('pauses while hovered and continues with the time that was left', () => {
    const id = onScreen({ message: 'x', duration: 1000 });
    jest.advanceTimersByTime(400);
    pauseToast(id);
    jest.advanceTimersByTime(10_000);
    expect(shown()[0]?.leaving).toBe(false);
    resumeToast(id);
    jest.advanceTimersByTime(599);
    expect(shown()[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(shown()[0]?.leaving).toBe(true);
  });

  it('does not pause when pauseOnHover is off', () => {
    const id = onScreen({ message: 'x', duration: 1000, pauseOnHover: false });
    pauseToast(id);
    jest.advanceTimersByTime(1000);
    expect(shown()[0]?.leaving).toBe(true);
  });

  it('closes on click only when dismissible', () => {
    const closable = onScreen({ message: 'a' });
    const fixed = onScreen({ message: 'b', dismissible: false });
    clickToast(fixed);
    clickToast(closable);
    jest.advanceTimersByTime(150);
    expect(messages()).toEqual(['b']);
  });

  it('keeps a toast with duration 0 until dismissed', () => {
    const id = onScreen({ message: 'sticky', duration: 0 });
    jest.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['sticky']);
    dismissToast(id);
    jest.advanceTimersByTime(150);
    expect(shown()).toHaveLength(0);
  });
});

describe('queue', () => {
  it('stacks toasts that are not queued', () => {
    toast({ message: 'a' });
    toast({ message: 'b' });
    expect(messages()).toEqual(['a', 'b']);
  });

  it('waits with its countdown until the toast is on screen', () => {
    toast({ message: 'late' });
    jest.advanceTimersByTime(10_000);
    expect(shown()[0]).toMatchObject({ message: 'late', leaving: false });
    showAll();
    showAll();
    jest.advanceTimersByTime(2999);
    expect(shown()[0]?.leaving).toBe(false);
    jest.advanceTimersByTime(1);
    expect(shown()[0]?.leaving).toBe(true);
  });

  it('shows a queued toast at once when nothing is shown', () => {
    toast({ message: 'a', queue: true });
    expect(messages()).toEqual(['a']);
  });

  it('waits, polling every 250 ms, until no other toast is shown', () => {
    onScreen({ message: 'first', duration: 1000 });
    toast({ message: 'second', queue: true });
    toast({ message: 'third', queue: true });
    expect(messages()).toEqual(['first']);
    // first leaves at 1000 ms and is gone after its 150 ms fade; the next poll after that is at 1250 ms.
    jest.advanceTimersByTime(1249);
    expect(messages()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(messages()).toEqual(['second']);
    showAll();
    // third still waits: second is on screen for 3000 ms + 150 ms fade.
    jest.advanceTimersByTime(3150);
    expect(messages()).toEqual([]);
    jest.advanceTimersByTime(250);
    expect(messages()).toEqual(['third']);
  });
});
