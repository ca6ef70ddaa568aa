/**
 * What a remote owns, as it describes itself: its pages (paths in both languages, layout, access,
 * how the head is found, the queries of its first screen), its navigation entries and its
 * fragments. A remote writes its description once (`src/app/description.ts`, with
 * `defineRemote`); its build publishes it as `remote-description.json` beside `mf-manifest.json`
 * (scripts/build.mjs), and the shell and the API read the live one through `/remotes.json`. A new
 * page therefore ships with its remote alone: no shell, API or shared release.
 */
import type { Trpc } from '@storefront/shared/api/trpc-options';
import type { StaffArea } from '@storefront/shared/contracts/staff-roles';
import type { PageRole, ReaderState } from './page-roles';

export type Locale = 'vi' | 'en';
/** The shell's layouts (its own pages, 404 and error, stay in the shell). */
export type LayoutName = 'default' | 'auth' | 'profile';
export const LAYOUTS: readonly LayoutName[] = ['default', 'auth', 'profile'];
/** guest: signed-in readers are sent to `/`; signedIn and staff: guests are sent to the sign-in page. */
export type PageAccess = 'public' | 'guest' | 'signedIn' | 'staff';
export const ACCESS: readonly PageAccess[] = ['public', 'guest', 'signedIn', 'staff'];
/** Things the API stores under a slug, which a detail page's `:slug` names. */
export type EntityKind = 'product' | 'post' | 'service' | 'ticket' | 'category';
export const ENTITY_KINDS: readonly EntityKind[] = ['product', 'post', 'service', 'ticket', 'category'];
export type Menu = 'header' | 'footer';

/** What the pages' `queryOptions` factories are called with: `useTRPC()` in a component. */
export type { Trpc };

/** A query the served document answers, as `router.procedure` and its input (`:param` strings are filled from the path). */
export interface FirstPageQuery {
  path: string;
  input?: Record<string, unknown>;
}

/** A query with the answer the server gave it (shared/src/startup/page-answers.ts). */
export type PageAnswer = FirstPageQuery & { data: unknown };

/** A page as published. */
export interface PublishedPage {
  /** Unique on the site: links name pages by id (`pathFor`). */
  id: string;
  remote: string;
  /** The address in each language; both show the page, the reader's language decides which is linked. */
  paths: Record<Locale, string>;
  layout: LayoutName;
  access: PageAccess;
  /** The page's name in each language: its title where no SEO record is stored for its path. */
  title?: Record<Locale, string>;
  /** 'path': the stored SEO record of the English path; 'entity': a detail page, whose head (and 404) come from the entity its `:slug` names. */
  seo: 'path' | 'entity';
  /** The kind of entity `:slug` names: the sitemap lists one address per stored entity. */
  slugOf?: EntityKind;
  /** Accept any `:slug` (articles keep legacy slugs); others must look like `a-slug`. */
  anySlug?: boolean;
  /** Listed in sitemap.xml (its slugs too, with `slugOf`). */
  indexed: boolean;
  /** Answered inside the document, so the page renders with its data (public data only). */
  firstPageQueries: FirstPageQuery[];
  /** The places (page-roles.ts) on its first screen that fragments fill: their queries are answered too. */
  places?: string[];
  /** The role (page-roles.ts) the page serves: what the shell, shared links and the API reach it by. */
  serves?: PageRole;
  /**
   * What the page shows is the reader's own (their cart, their order), which the server does not
   * know: the browser renders it, the server only its layout's document.
   */
  personal?: true;
}

export interface PublishedNavigationEntry {
  page: string;
  label: Record<Locale, string>;
  /** Position in each menu it appears in, lowest first; the menus of all remotes are merged by it. */
  positions: Partial<Record<Menu, number>>;
}

export interface PublishedFragment {
  /** The exposed module's name, e.g. 'Highlights' for `shop/Highlights`. */
  name: string;
  /** Each place it fills, with its position there (lowest first). */
  places?: Record<string, number>;
  /** Around the page: shown only to a reader in this state, its script not loaded before. */
  shownWhen?: ReaderState;
  firstPageQueries: FirstPageQuery[];
}

/**
 * The dashboard's groups, in the order its menu shows them: the reader's own account first, then
 * what staff do, most daily first (sales and the gate, the catalog, the content, people and the
 * site's settings).
 */
export const DASHBOARD_GROUPS = ['mine', 'sales', 'catalog', 'content', 'people'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

/** A section of the signed-in dashboard: a screen a remote adds there, loaded from its dashboard module. */
export interface PublishedDashboardSection {
  /** Unique on the site: the key of the section's loader in the remote's dashboard module. */
  id: string;
  remote: string;
  /** Below the dashboard's address: 'order-desk' is shown at <dashboard>/order-desk; '' is the dashboard itself. */
  path: string;
  /** Its name in the dashboard's menu and its heading. */
  label: Record<Locale, string>;
  group: DashboardGroup;
  /** Its place in its group, lowest first; the sections of all remotes are merged by it. */
  position: number;
  /**
   * The staff area whose roles may open it (shared/src/contracts/staff-roles.ts), the same the
   * API enforces on the procedures it calls; none: everyone signed in.
   */
  area?: StaffArea;
  /** It shows deeper addresses too (<dashboard>/order-desk/<code>). */
  subPages?: true;
  /**
   * It scans with the camera: its document is served with the camera allowed (no other is), and
   * it is opened as a new document, as a policy applies only to the document it came with.
   */
  camera?: true;
  /**
   * A service worker the remote publishes (a path in its published folder), served at
   * <section's address>-sw.js, a fixed address the browser can see updated and whose folder
   * covers the section.
   */
  serviceWorker?: string;
  /**
   * Work done in it is kept on this device until it is sent (a scan taken offline), and signing
   * out deletes what the device keeps: the user menu asks the remote's dashboard module's
   * `beforeSignOut` first, so it is preloaded for staff and answers offline too.
   */
  keepsWorkOnDevice?: true;
}

/** `remote-description.json`. */
export interface RemoteDescription {
  remote: string;
  pages: PublishedPage[];
  navigation: PublishedNavigationEntry[];
  fragments: PublishedFragment[];
  /** None in a description published before remotes had sections. */
  dashboardSections?: PublishedDashboardSection[];
}

type QueryOptions = { queryKey: readonly unknown[] };
type QueriesOf<Params> = (trpc: Trpc, params: Params) => readonly QueryOptions[];

/** `:slug` in '/trails/:slug' → { slug: string }. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param]: string } & ParamsOf<Rest>
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, string>;

export interface PageDefinition<Path extends string = string> {
  paths: { en: Path; vi: string };
  layout?: LayoutName;
  access?: PageAccess;
  title?: Record<Locale, string>;
  seo?: 'path' | 'entity';
  slugOf?: EntityKind;
  anySlug?: boolean;
  /** Defaults to true for public pages. */
  indexed?: boolean;
  /** The same `queryOptions` factories the page calls, with the path's params. */
  firstPageQueries?: QueriesOf<ParamsOf<Path>>;
  places?: readonly string[];
  serves?: PageRole;
  personal?: boolean;
}

export type DashboardSectionDefinition = Omit<PublishedDashboardSection, 'id' | 'remote'>;

/** `Paths`: each page id's English path, from which its params are typed. */
export interface RemoteDefinition<Paths extends Record<string, string>, Sections extends string = string> {
  remote: string;
  pages: { [Id in keyof Paths]: PageDefinition<Paths[Id]> };
  navigation?: ReadonlyArray<{ page: keyof Paths & string; label: Record<Locale, string>; positions: Partial<Record<Menu, number>> }>;
  fragments?: Record<string, { places?: Record<string, number>; shownWhen?: ReaderState; firstPageQueries?: QueriesOf<Record<never, string>> }>;
  dashboardSections?: Record<Sections, DashboardSectionDefinition>;
}

/** A remote's description, typed: page ids, path params and queries are checked where they are written. */
export function defineRemote<const Paths extends Record<string, string>, const Sections extends string = never>(
  definition: RemoteDefinition<Paths, Sections>,
): RemoteDefinition<Paths, Sections> {
  return definition;
}

/** The page ids a definition owns: what the remote's `routes` module must give a loader each. */
export type PageIdOf<D> = D extends RemoteDefinition<infer Paths> ? keyof Paths & string : never;

/** The dashboard section ids a definition owns: what the remote's dashboard module must give a loader each. */
export type DashboardSectionIdOf<D> = D extends RemoteDefinition<Record<string, string>, infer Sections> ? Sections : never;

const paramNames = (path: string) => [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1] as string);

/** A tRPC query key ([path segments, { input, type }]) as the procedure path and input the API answers. */
function fromQueryKey({ queryKey }: QueryOptions): FirstPageQuery {
  const [segments, options] = queryKey as [string[], { input?: Record<string, unknown> } | undefined];
  return options?.input === undefined ? { path: segments.join('.') } : { path: segments.join('.'), input: options.input };
}

/**
 * The published form of a definition. Each page's queries are made by its factories with every
 * `:param` standing for itself ({ slug: ':slug' }), which `fillQuery` replaces with the real value.
 */
export function publishDescription(definition: RemoteDefinition<Record<string, string>>, trpc: Trpc): RemoteDescription {
  return {
    remote: definition.remote,
    pages: Object.entries(definition.pages).map(([id, page]) => {
      const access = page.access ?? 'public';
      const params = Object.fromEntries(paramNames(page.paths.en).map((name) => [name, `:${name}`]));
      return {
        id,
        remote: definition.remote,
        paths: { en: page.paths.en, vi: page.paths.vi },
        layout: page.layout ?? 'default',
        access,
        ...(page.title ? { title: { vi: page.title.vi, en: page.title.en } } : {}),
        seo: page.seo ?? 'path',
        ...(page.slugOf ? { slugOf: page.slugOf } : {}),
        ...(page.anySlug ? { anySlug: true } : {}),
        indexed: page.indexed ?? access === 'public',
        firstPageQueries: (page.firstPageQueries?.(trpc, params as never) ?? []).map(fromQueryKey),
        ...(page.places?.length ? { places: [...page.places] } : {}),
        ...(page.serves ? { serves: page.serves } : {}),
        ...(page.personal ? { personal: true as const } : {}),
      };
    }),
    navigation: (definition.navigation ?? []).map(({ page, label, positions }) => ({ page, label: { ...label }, positions: { ...positions } })),
    fragments: Object.entries(definition.fragments ?? {}).map(([name, fragment]) => ({
      name,
      places: { ...fragment.places },
      ...(fragment.shownWhen ? { shownWhen: fragment.shownWhen } : {}),
      firstPageQueries: (fragment.firstPageQueries?.(trpc, {}) ?? []).map(fromQueryKey),
    })),
    dashboardSections: Object.entries<DashboardSectionDefinition>(definition.dashboardSections ?? {}).map(([id, section]) => ({
      id,
      remote: definition.remote,
      ...section,
      label: { vi: section.label.vi, en: section.label.en },
    })),
  };
}

/** A published query with its `:param` strings replaced by the values of the path. */
export function fillQuery(query: FirstPageQuery, params: Record<string, string | undefined>): FirstPageQuery {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string' && /^:[A-Za-z]\w*$/.test(value)) return params[value.slice(1)] ?? '';
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return query.input === undefined ? { path: query.path } : { path: query.path, input: fill(query.input) as Record<string, unknown> };
}
