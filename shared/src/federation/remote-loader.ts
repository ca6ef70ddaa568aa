/**
 * How any team loads another team's exposed module at run time. The shell installs the real
 * loader (Module Federation's `loadRemote`) at start; because `@storefront/shared` is a shared
 * singleton, a fragment filling a place of another team's page goes through the same loader. A remote running standalone has none, so its fragments from
 * other teams show their fallback.
 */
type Loader = (id: string) => Promise<unknown>;

let loader: Loader | undefined;
const loaded = new Map<string, Promise<unknown>>();

export function setRemoteLoader(load: Loader): void {
  loader = load;
  loaded.clear();
}

/** Loads an exposed module such as 'commerce/routes'. A failure is not remembered: a retry really fetches again. */
export function loadRemoteModule<T>(id: string): Promise<T> {
  let pending = loaded.get(id);
  if (!pending) {
    const load = loader;
    pending = load
      ? load(id).then((module) => {
          if (!module) throw new Error(`Remote module ${id} is unavailable`);
          return module;
        })
      : Promise.reject(new Error(`No remote loader: ${id} cannot be loaded here`));
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending as Promise<T>;
}
