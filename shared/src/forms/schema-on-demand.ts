/**
 * A contract's schema, downloaded when a form first needs it.
 *
 * zod and a contract are about 10 KB of gzip JavaScript that a page with a form does not need
 * to paint. The page renders without them and starts the download when the person first focuses
 * the form (`prefetch`, on the form's `onFocus`), so the schema is normally there by the time
 * they submit, and the check runs at once, as a plain synchronous validation would. A submit
 * before that waits for the download. If the download fails, the person is told by a toast, what
 * they typed stays in the form, and the next submit tries again.
 *
 * Declare the schema once per module with `schemaOnDemand`; check values in a form through
 * `useSchemaOnDemand`.
 */
import { useMemo, useRef } from 'react';
import type * as z from 'zod/mini';
import { loadOnce } from '@storefront/shared/async/load-once';
import { t } from '@storefront/shared/i18n/i18n';
import { toast } from '@storefront/shared/toast/toast-store';

export type Verdict<S extends z.ZodMiniType> = z.core.util.SafeParseResult<z.output<S>>;

export interface SchemaOnDemand<S extends z.ZodMiniType> {
  /** Starts the download; harmless to call again. */
  prefetch(): void;
  /** The schema, if it has arrived. */
  current(): S | undefined;
  /** The schema once downloaded, or null (after telling the person) when the download failed. */
  whenLoaded(): Promise<S | null>;
}

export function schemaOnDemand<S extends z.ZodMiniType>(load: () => Promise<S>): SchemaOnDemand<S> {
  let schema: S | undefined;
  const download = loadOnce(() => load().then((loaded) => (schema = loaded)));
  return {
    prefetch() {
      download().catch(() => {});
    },
    current: () => schema,
    whenLoaded: () =>
      download().catch(() => {
        toast({ type: 'error', message: t('errors.network', { ns: 'common' }) });
        return null;
      }),
  };
}

export interface FormSchema<S extends z.ZodMiniType> {
  /** For the form's `onFocus`. */
  prefetch(): void;
  /**
   * Calls `onVerdict` with the schema's verdict on `value`: at once when the schema is here, else
   * once it has downloaded. A submit while an earlier one still waits for it is ignored, so a
   * double click sends the form once; nothing is called when the download fails.
   */
  check(value: unknown, onVerdict: (verdict: Verdict<S>) => void): void;
}

/** The schema for one form. */
export function useSchemaOnDemand<S extends z.ZodMiniType>(contract: SchemaOnDemand<S>): FormSchema<S> {
  const waiting = useRef(false);
  return useMemo(
    () => ({
      prefetch: contract.prefetch,
      check(value, onVerdict) {
        const schema = contract.current();
        if (schema) {
          onVerdict(schema.safeParse(value));
          return;
        }
        if (waiting.current) return;
        waiting.current = true;
        void contract.whenLoaded().then((loaded) => {
          waiting.current = false;
          if (loaded) onVerdict(loaded.safeParse(value));
        });
      },
    }),
    [contract],
  );
}
