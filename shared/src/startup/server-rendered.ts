/**
 * Whether the served document carries its page already rendered by the server (the API marks
 * `#root` so, api/src/http/server-render.ts): the browser then hydrates that page, in the
 * document's language and without the loading overlay, instead of rendering it afresh.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** Set on `#root` once the browser has hydrated the page (shell/src/app/app.tsx): its controls answer from then on. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The page's document, typed here so the API, which has none, can read the attribute's name from this module. */
type PageDocument = { getElementById(id: string): { hasAttribute(name: string): boolean } | null };

export function documentIsServerRendered(): boolean {
  const page = (globalThis as { document?: PageDocument }).document;
  return page?.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) === true;
}
