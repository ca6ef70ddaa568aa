/**
 * Something fetched once and then kept (a chunk of code, the remotes' map), where a failed fetch is
 * forgotten so that the next call fetches again instead of failing for ever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
