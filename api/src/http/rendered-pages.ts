/**
 * Pages the server rendered, kept by what they were rendered from. Rendering is the costly part
 * of a document (React runs the whole page, more than once as it finds the data it asks for), and
 * what goes into it is all known before: the shell release, the address, the language, the day in
 * Vietnam and the data (the database's write position). The same inputs render the same HTML, so
 * a page is rendered again only when one of them changes: an editor's change shows in the next document.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A rendered page, and whether all of it rendered (a part left to the browser is not kept). */
export interface RenderedPage {
  html: string;
  /** The element of the answers it was rendered with (./page-answers.ts), which follows it in the document. */
  answers: string;
  whole: boolean;
}

type KeptPage = Omit<RenderedPage, 'whole'>;

/** The key of what is made from `inputs`: any value JSON can write. */
export const inputsKey = (inputs: unknown): string => createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');

export class RenderedPages {
  private readonly pages: LRUCache<string, KeptPage>;
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  /** Keeps the most recently used pages, up to `maxBytes` of HTML and answers (as UTF-16, what the strings take). */
  constructor(maxBytes: number) {
    this.pages = new LRUCache({ maxSize: maxBytes, sizeCalculation: (page) => (page.html.length + page.answers.length) * 2 });
  }

  /**
   * The page under `key`, rendered by `render` when it is not kept. Requests for a page already
   * being rendered wait for that render rather than start their own: a burst of readers costs one.
   */
  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const kept = this.pages.get(key);
    if (kept !== undefined) return { ...kept, whole: true };
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = render().finally(() => this.rendering.delete(key));
      this.rendering.set(key, pending);
      pending.then(({ whole, ...page }) => whole && this.pages.set(key, page), () => undefined);
    }
    return pending;
  }

  /** Forgets every page kept (those being rendered are kept once done, unless they say they are not whole). */
  clear(): void {
    this.pages.clear();
  }
}
