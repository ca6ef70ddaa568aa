/**
 * A contract's schema, downloaded when a form first needs it.
 *
 * zod and a contract are about 10 KB of gzip JavaScript that a page with a form does not need
 * to paint. The page renders without them, starts the download when the person first focuses
 * the form (`prefetch`, on the form's `onFocus`), and validates on submit once they are there
 * (`safeParse` waits for them). If the download fails, the person is told by a toast, what they
 * typed stays in the form, and the next submit tries again.
 */
import type { ZodMiniType } from 'zod/mini';
import { t } from '@storefront/shared/i18n/i18n';
import { toast } from '@storefront/shared/toast/toast-store';

type Verdict<S extends ZodMiniType> = ReturnType<S['safeParse']>;

export interface SchemaOnDemand<S extends ZodMiniType> {
  /** Starts the download; harmless to call again. */
  prefetch(): void;
  /** The schema's verdict on `value`, or null when the schema could not be downloaded. */
  safeParse(value: unknown): Promise<Verdict<S> | null>;
}

export function schemaOnDemand<S extends ZodMiniType>(load: () => Promise<S>): SchemaOnDemand<S> {
  let loading: Promise<S> | undefined;
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    prefetch() {
      schema().catch(() => {});
    },
    async safeParse(value) {
      try {
        return (await schema()).safeParse(value) as Verdict<S>;
      } catch {
        toast({ type: 'error', message: t('errors.network', { ns: 'common' }) });
        return null;
      }
    },
  };
}
