/** Test-only. The API's submission limit, as component tests reach it. */
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
