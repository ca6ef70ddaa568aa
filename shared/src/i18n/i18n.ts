/**
 * The one i18next instance of the page (shared singleton under Module Federation) and the
 * locale rules of spec §9: vi is default and fallback; a saved choice (the cookie the server
 * also reads, then local storage) overrides it.
 */
import i18next, { type BackendModule, type i18n as I18n, type Resource, type ResourceKey, type TOptions } from 'i18next';
import type { CommonKey } from '@storefront/shared/i18n/typed-keys';
import { initReactI18next } from '@storefront/shared/i18n/react';
import { emit } from '@storefront/shared/events/events';
import type { Locale } from '@storefront/shared/federation/remote-description';
import { splitMessage } from '@storefront/shared/contracts/message-key';
import { documentIsServerRendered } from '@storefront/shared/startup/server-rendered';
import { commonVietnamese } from '@storefront/shared/i18n/common-resources';

export type { Locale };
export const LOCALES: readonly Locale[] = ['vi', 'en'];
export const DEFAULT_LOCALE: Locale = 'vi';
export const LOCALE_STORAGE_KEY = 'locale';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

type Bundle = Record<string, unknown>;
type LoadBundle = () => Promise<Bundle>;
/**
 * A namespace's texts. Vietnamese, the default and fallback, comes with the code; English may come
 * as a loader (a dynamic import), so that a first visit in Vietnamese never downloads it.
 */
export interface NamespaceResources {
  vi: Bundle;
  en: Bundle | LoadBundle;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'vi' || value === 'en';
}

/**
 * Turns the contracts' flat table (`{ 'validation.minLength': 'Tối thiểu {min} ký tự' }`) into
 * the nested shape and `{{min}}` placeholders i18next uses.
 */
export function nestKeys(flat: Record<string, string>): Bundle {
  const nested: Bundle = {};
  for (const [key, message] of Object.entries(flat)) {
    const text = message.replace(/\{(\w+)\}/g, '{{$1}}');
    const parts = key.split('.');
    let node = nested;
    parts.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Bundle;
    });
    node[parts[parts.length - 1] as string] = text;
  }
  return nested;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}

function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null; // storage blocked (privacy mode): fall through to the next source
  }
}

/**
 * The reader's saved choice: the cookie first, as the server serves every document in its language
 * (and the language link, /api/locale, sets only it), then local storage.
 */
function savedLocale(): Locale | undefined {
  const cookie = readCookie(LOCALE_COOKIE);
  if (isLocale(cookie)) return cookie;
  const stored = readStorage(LOCALE_STORAGE_KEY);
  return isLocale(stored) ? stored : undefined;
}

/**
 * Saved locale (savedLocale), else vi. A page the server rendered is hydrated in the language it
 * was rendered in, the document's.
 */
export function detectLocale(): Locale {
  const served = documentIsServerRendered() ? document.documentElement.lang : undefined;
  if (isLocale(served)) return served;
  return savedLocale() ?? DEFAULT_LOCALE;
}

function writeStorage(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage blocked: the cookie still remembers the choice
  }
}

/** Namespaces registered so far, so a fresh instance (tests, standalone remotes) gets them all. */
export interface TextRegistry {
  readonly namespaces: Map<string, NamespaceResources>;
  /** Adds a namespace, or a part of its Vietnamese texts (see addNamespace). */
  add(ns: string, resources: NamespaceResources): void;
}

function textRegistry(initial: Iterable<[string, NamespaceResources]>): TextRegistry {
  const namespaces = new Map(initial);
  return {
    namespaces,
    add: (ns, resources) => void namespaces.set(ns, { ...resources, vi: withPart(namespaces.get(ns)?.vi ?? {}, resources.vi) }),
  };
}

/** The page's own: every namespace its remotes registered. */
const registry = textRegistry([
  ['common', {
    vi: commonVietnamese,
    en: () => import('@storefront/shared/i18n/common-resources-en').then((english) => english.commonEnglish),
  }],
]);

/**
 * An empty registry of its own: for a server renderer, whose remotes register their release's
 * texts while another renderer's remotes (another release of the same remote) register theirs
 * under the same names.
 */
export function createTextRegistry(): TextRegistry {
  return textRegistry([]);
}

/** The namespaces registered so far with `own`'s in their place: the `texts` of a renderer's createI18n. */
export function registeredTextsWith(own: TextRegistry): TextRegistry {
  return textRegistry([...registry.namespaces, ...own.namespaces]);
}

/**
 * The contracts' messages (`validation.*`), which only a form shows: a namespace of their own,
 * which a form loads with its schema (loadValidationTexts), so a page without a form never
 * downloads them. `t` finds them from any namespace (fallbackNS), as the contracts name them.
 */
const VALIDATION_NS = 'validation';
const validationTexts: Record<Locale, LoadBundle> = {
  vi: () =>
    import(/* webpackExports: ["validationMessagesVietnamese"] */ '@storefront/shared/contracts/validation-messages').then((table) =>
      nestKeys(table.validationMessagesVietnamese),
    ),
  en: () => import('@storefront/shared/contracts/validation-messages-en').then((table) => nestKeys(table.validationMessagesEnglish)),
};

/** Loads the contracts' messages into `instance` (a form's), in its language and the fallback; later switches load them too. */
export function loadValidationTexts(instance: I18n): Promise<void> {
  return instance.loadNamespaces(VALIDATION_NS);
}

export function validationTextsLoaded(instance: I18n): boolean {
  return instance.hasLoadedNamespace(VALIDATION_NS);
}

function allResources(texts: TextRegistry): Resource {
  const resources: Resource = { vi: {}, en: {} };
  for (const [ns, bundles] of texts.namespaces) {
    for (const locale of LOCALES) {
      const bundle = bundles[locale];
      if (typeof bundle !== 'function') (resources[locale] as Record<string, ResourceKey>)[ns] = bundle as ResourceKey;
    }
  }
  return resources;
}

/**
 * i18next's way to fetch what a namespace ships as a loader, when a component first needs it or the
 * language changes. The loaded texts are kept, so every later instance starts with them.
 */
const languageLoader = (texts: TextRegistry): BackendModule => ({
  type: 'backend',
  init: () => undefined,
  read(language, ns, done) {
    const bundles = ns === VALIDATION_NS ? validationTexts : texts.namespaces.get(ns);
    const bundle = bundles?.[language as Locale] ?? {};
    if (typeof bundle !== 'function') return done(null, bundle as ResourceKey);
    bundle().then(
      (loaded) => {
        if (ns !== VALIDATION_NS) texts.namespaces.set(ns, { ...texts.namespaces.get(ns)!, [language]: loaded });
        done(null, loaded as ResourceKey);
      },
      (error: Error) => done(error, false),
    );
  },
});

/**
 * A ready (synchronously initialised) i18next instance with every registered namespace. Only the
 * page's own instance becomes react-i18next's global one; others (tests) go through a provider.
 */
export function createI18n(locale: Locale = detectLocale(), { global = false, texts = registry }: { global?: boolean; texts?: TextRegistry } = {}): I18n {
  const instance = i18next.createInstance().use(languageLoader(texts));
  if (global) instance.use(initReactI18next);
  void instance.init({
    resources: allResources(texts),
    partialBundledLanguages: true, // the rest comes through languageLoader
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [...texts.namespaces.keys()],
    defaultNS: 'common',
    fallbackNS: VALIDATION_NS,
    interpolation: { escapeValue: false }, // React escapes already
    // A component whose texts are still on their way in the page's language suspends (its
    // boundary shows the skeleton) instead of showing them in the fallback language first.
    react: { useSuspense: true },
    initAsync: false,
  });
  return instance;
}

function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
}

export const i18n = createI18n(detectLocale(), { global: true });

// The server serves the document in the cookie's language, so storage follows the cookie (a choice
// made through the language link, before or without the page's code). A choice kept in storage
// whose cookie has gone (a year old, or cleared) is written back, so the next document is in it again.
if (typeof document !== 'undefined') {
  const saved = savedLocale();
  if (saved !== undefined && readStorage(LOCALE_STORAGE_KEY) !== saved) writeStorage(saved);
  if (saved !== undefined && readCookie(LOCALE_COOKIE) !== saved) writeLocaleCookie(saved);
}

function syncDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
syncDocumentLanguage(i18n.language as Locale);

export function getLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/**
 * A page the server rendered is hydrated in its document's language (detectLocale); a different
 * saved choice (a document kept from before it) takes over once it has, as a switch would.
 */
export function followStoredLocale(): void {
  const saved = savedLocale();
  if (saved !== undefined && saved !== i18n.language) void setLocale(saved);
}

/** Switches the page language and remembers it where both the browser and the server look. */
export async function setLocale(locale: Locale): Promise<void> {
  writeStorage(locale);
  writeLocaleCookie(locale);
  await i18n.changeLanguage(locale);
  syncDocumentLanguage(locale);
  emit('shell:locale-changed', { locale });
}

/**
 * Registers a remote's own namespace; safe to call again (a remote re-mounted after a retry). A
 * language that comes as a loader is fetched now if the page is in it, and by any later switch.
 *
 * The Vietnamese texts may come in parts, each added to those before: a fragment on another
 * team's page registers only the texts it shows, so a visitor there does not download the rest.
 * Every part's English loader must load the whole namespace, since a language loads once.
 */
export function addNamespace(ns: string, resources: NamespaceResources): void {
  registry.add(ns, resources);
  for (const locale of LOCALES) {
    const bundle = resources[locale];
    if (typeof bundle !== 'function') i18n.addResourceBundle(locale, ns, bundle, true, true);
  }
  void i18n.loadNamespaces(ns); // also lists ns among those every later changeLanguage loads
}

const isGroup = (value: unknown): value is Bundle => typeof value === 'object' && value !== null;

/** `texts` with `part` added: a group both have (`reviews`) gets the keys of both, as i18next merges. */
function withPart(texts: Bundle, part: Bundle): Bundle {
  const merged: Bundle = { ...texts };
  for (const [key, value] of Object.entries(part)) {
    const existing = merged[key];
    merged[key] = isGroup(existing) && isGroup(value) ? withPart(existing, value) : value;
  }
  return merged;
}

/** i18next's `t` taking any string: for the helpers below, which check their keys their own way. */
type UntypedTranslate = (key: string, options: TOptions) => string;
const untypedT = (instance: I18n): UntypedTranslate => (key, options) => (instance.t as unknown as UntypedTranslate).call(instance, key, options);

/** Shorthand for code outside React (stores, error mapping): a `common` text in the current locale. */
export function t(key: CommonKey, options: TOptions = {}): string {
  return untypedT(i18n)(key, options);
}

/**
 * Translates a key that arrives as data or is built from it (a contract's message key, an error
 * code): the compiler cannot know it, so it is checked when shown, with a fallback text.
 */
export type DataKeyTranslator = (key: string, options: TOptions) => string;

/** The data-key translator of an i18next instance (a component's, from useTranslation). */
export function dataKeyTranslator(instance: I18n): DataKeyTranslator {
  return untypedT(instance);
}

/** The page's own data-key translator. */
export const translateDataKey: DataKeyTranslator = (key, options) => untypedT(i18n)(key, options);

/**
 * The text of a message key from a contract (`validation.minLength|{"min":8}`), e.g. a zod issue
 * or a server field error; any other text is returned as it is.
 */
export function translateMessage(message: string, translate: DataKeyTranslator = translateDataKey): string {
  const { key, params } = splitMessage(message);
  return translate(key, { ...params, defaultValue: message });
}
