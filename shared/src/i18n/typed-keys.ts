/**
 * Typed translation keys: each app declares, once, the namespaces its code reads, so `t('…')`
 * with a missing or misspelt key fails the type check. An app's declaration lives in its own
 * `src/i18next.d.ts` (one per TypeScript project: i18next takes a single list):
 *
 *   declare module 'i18next' {
 *     interface CustomTypeOptions extends AppTranslations<{ commerce: typeof vi }> {}
 *   }
 *
 * Keys that arrive as data (a contract's message key, an error code) go through
 * translateMessage / translateDataKey instead, checked when shown.
 */
import type { CommonNamespace } from '@storefront/shared/i18n/common-resources';

export interface AppTranslations<Own extends Record<string, object> = Record<never, never>> {
  defaultNS: 'common';
  resources: { common: CommonNamespace } & Own;
}

/** The dotted keys of a namespace's texts ('errors.network'). */
type KeysOf<Texts> = { [K in keyof Texts & string]: Texts[K] extends string ? K : `${K}.${KeysOf<Texts[K]>}` }[keyof Texts & string];

/** A key of the `common` namespace. */
export type CommonKey = KeysOf<CommonNamespace>;
