/** Test-only. What a person sees of the toaster and of the API's submission limit, for component tests. */
/** The messages of the toasts on screen, in the order they appeared. */
export function shownToasts(): string[] {
  return [...document.querySelectorAll('[data-position] [data-type]')].map((toast) => toast.textContent?.replace(/×$/, '').trim() ?? '');
}

/**
 * Sends `submit` until the API's real submission limit refuses it, so the page's next submission
 * of that kind from the same address is refused too.
 */
export async function untilRefused(submit: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      await submit();
    } catch (error) {
      if ((error as { code?: unknown }).code === 'TOO_MANY_REQUESTS') return;
      throw error;
    }
  }
  throw new Error('The submission limit never refused');
}
