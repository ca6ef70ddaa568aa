/**
 * Documents as they were sent (status, headers, compressed body), kept while nothing they were made
 * from has changed: the data (the database's write position, ../db/data-version.ts), the published
 * build (the reader's remotes and build id, ./release-cohorts.ts, and the shell's index.html), the address, the language, the
 * encoding and the day in Vietnam. A kept document is sent again without a query for its data, a
 * render or a compression: what a document costs under load. Each is kept MAX_AGE_MS at most
 * besides, for what a page shows of the hour rather than of the data (a combo's sale window).
 */
import { Transform, type Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import { todayInVietnam } from '@storefront/shared/contracts/calendar';
import type { Db } from '../db/client';
import { dataVersion } from '../db/data-version';
import { loadIndexHtml } from './documents';
import type { VisitorRelease } from './release-cohorts';
import { inputsKey } from './rendered-pages';

export interface KeptDocument {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const MAX_AGE_MS = 60_000;
const MAX_BYTES = 32 * 1024 * 1024;

export class DocumentCache {
  private readonly documents = new LRUCache<string, KeptDocument>({ maxSize: MAX_BYTES, sizeCalculation: (document) => document.body.length + 1, ttl: MAX_AGE_MS });

  constructor(
    private readonly db: Db,
    private readonly distDir: string,
  ) {}

  /**
   * The key of the document at `url`; undefined when the database cannot tell its write position
   * (the document is then made as always, and not kept). Read before anything the document is made
   * of, so a document is never older than its key says.
   */
  async key(request: { url: string; locale: string; encoding: string | undefined; release: VisitorRelease }): Promise<string | undefined> {
    const [version, indexHtml] = await Promise.all([dataVersion(this.db).catch(() => undefined), loadIndexHtml(this.distDir)]);
    if (version === undefined) return undefined;
    // The reader's remotes and build: a canary's visitors and the others are kept apart.
    const { remotes, buildId } = request.release;
    return inputsKey([request.url, request.locale, request.encoding, todayInVietnam(), version, remotes, indexHtml, buildId]);
  }

  get(key: string): KeptDocument | undefined {
    return this.documents.get(key);
  }

  /**
   * `body` as it is sent, kept under `key` once all of it has been, if `whole` then says the
   * document is the one meant (a page left to the browser because its render failed is not).
   * Returns what to send.
   */
  keep(key: string, document: Omit<KeptDocument, 'body'>, body: string | Readable, whole: Promise<boolean>): string | Readable {
    const keep = (sent: Buffer) =>
      void whole.then((yes) => yes && this.documents.set(key, { ...document, body: sent }), () => undefined);
    if (typeof body === 'string') {
      keep(Buffer.from(body));
      return body;
    }
    const chunks: Buffer[] = [];
    const recorder = new Transform({
      transform: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done(null, chunk)),
      flush: (done) => (keep(Buffer.concat(chunks)), done()),
    });
    body.on('error', (error) => recorder.destroy(error));
    return body.pipe(recorder);
  }
}
