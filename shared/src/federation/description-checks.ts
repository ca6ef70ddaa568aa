/**
 * What the platform checks in a remote's description, at release (scripts/build.mjs refuses to
 * publish it) and when the API reads a live one: its shape, labels in both languages, and that no
 * page id or address clashes with another live remote's.
 */
import { z } from 'zod';
import { STAFF_AREAS, type StaffArea } from '@storefront/shared/contracts/staff-roles';
import { ACCESS, DASHBOARD_GROUPS, ENTITY_KINDS, LAYOUTS, type PublishedDashboardSection, type RemoteDescription } from './remote-description';
import { PAGE_ROLES, type PageRole, type ReaderState } from './page-roles';

const text = z.string().trim().min(1);
const path = z.string().regex(/^\/(?:[a-z0-9-]+|:[A-Za-z]\w*)?(?:\/(?:[a-z0-9-]+|:[A-Za-z]\w*))*$/, 'an address such as /products/:slug');
const place = z.string().regex(/^[a-z][A-Za-z0-9]*$/);
const roles = Object.keys(PAGE_ROLES) as [PageRole, ...PageRole[]];
const readerStates: [ReaderState, ...ReaderState[]] = ['signedIn', 'cartFilled'];
const query = z.object({ path: z.string().regex(/^\w+(?:\.\w+)+$/), input: z.record(z.string(), z.unknown()).optional() });

const descriptionSchema = z.object({
  remote: z.string().regex(/^[a-z][a-z0-9-]*$/),
  pages: z.array(
    z.object({
      id: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
      remote: z.string(),
      paths: z.object({ en: path, vi: path }),
      layout: z.enum(LAYOUTS),
      access: z.enum(ACCESS),
      title: z.object({ vi: text, en: text }).optional(),
      seo: z.enum(['path', 'entity']),
      slugOf: z.enum(ENTITY_KINDS).optional(),
      anySlug: z.boolean().optional(),
      indexed: z.boolean(),
      firstPageQueries: z.array(query),
      places: z.array(place).optional(),
      serves: z.enum(roles).optional(),
    }),
  ),
  navigation: z.array(
    z.object({
      page: z.string(),
      label: z.object({ vi: text, en: text }),
      positions: z.object({ header: z.number().optional(), footer: z.number().optional() }),
    }),
  ),
  fragments: z.array(
    z.object({
      name: z.string().regex(/^\w+$/),
      places: z.record(place, z.number()).optional(),
      shownWhen: z.enum(readerStates).optional(),
      firstPageQueries: z.array(query),
    }),
  ),
  dashboardSections: z.array(
    z.object({
      id: z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/),
      remote: z.string(),
      path: z.string().regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'empty or one lowercase segment such as order-desk'),
      label: z.object({ vi: text, en: text }),
      group: z.enum(DASHBOARD_GROUPS),
      position: z.number().finite(),
      area: z.enum(Object.keys(STAFF_AREAS) as [StaffArea, ...StaffArea[]]).optional(),
      subPages: z.literal(true).optional(),
      camera: z.literal(true).optional(),
      serviceWorker: z.string().regex(/^[\w-]+(?:\/[\w.-]+)*\.js$/, 'a script in the published folder, such as pwa/check-in-sw.js').optional(),
      keepsWorkOnDevice: z.literal(true).optional(),
    }),
  )
    // A description published before remotes had dashboard sections has none.
    .default([]),
});

/** What is wrong with one description on its own; empty when nothing is. */
export function descriptionProblems(value: unknown): string[] {
  const parsed = descriptionSchema.safeParse(value);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.') || 'description'}: ${issue.message}`);
  const { remote, pages, navigation, dashboardSections } = parsed.data;
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const page of pages) {
    if (page.remote !== remote) problems.push(`page ${page.id} names remote ${page.remote}`);
    if (ids.has(page.id)) problems.push(`page ${page.id} is described twice`);
    ids.add(page.id);
    const twin = page.serves && pages.find((other) => other !== page && other.serves === page.serves);
    if (twin && pages.indexOf(twin) < pages.indexOf(page)) problems.push(`pages ${twin.id} and ${page.id} both serve ${page.serves}`);
    const params = (p: string) => [...p.matchAll(/:(\w+)/g)].map((m) => m[1]).sort().join();
    if (params(page.paths.en) !== params(page.paths.vi)) problems.push(`page ${page.id}: its English and Vietnamese addresses take different params`);
    if (page.seo === 'entity' && !page.paths.en.includes(':slug')) problems.push(`page ${page.id}: a page whose head comes from an entity needs a :slug`);
  }
  for (const entry of navigation) {
    if (!ids.has(entry.page)) problems.push(`navigation names page ${entry.page}, which ${remote} does not describe`);
  }
  const sectionsSeen = new Set<string>();
  for (const section of dashboardSections) {
    if (section.remote !== remote) problems.push(`dashboard section ${section.id} names remote ${section.remote}`);
    for (const key of [`id ${section.id}`, `address ${section.path}`]) {
      if (sectionsSeen.has(key)) problems.push(`dashboard section ${section.id}: another of its sections has the ${key}`);
      sectionsSeen.add(key);
    }
    if (section.group === 'mine' && section.area) problems.push(`dashboard section ${section.id}: the reader's own sections are open to everyone signed in, so they take no staff area`);
    if (section.group !== 'mine' && !section.area) problems.push(`dashboard section ${section.id}: a staff section names the staff area whose roles may open it`);
    // The user menu asks before signing out a staff member only: its module is loaded for staff alone.
    if (section.keepsWorkOnDevice && !section.area) problems.push(`dashboard section ${section.id}: only a staff section may keep work on the device, as the user menu asks staff alone before signing out`);
  }
  return problems;
}

const pageKeys = (page: RemoteDescription['pages'][number]) => [`id ${page.id}`, `address ${page.paths.en}`, `address ${page.paths.vi}`, ...(page.serves ? [`role ${page.serves}`] : [])];
const sectionKeys = (section: PublishedDashboardSection) => [`id ${section.id}`, `address ${section.path}`];

/** Where `description` clashes with the other live remotes' pages or dashboard sections: a shared id, address or role. */
export function clashes(description: RemoteDescription, others: readonly RemoteDescription[]): string[] {
  const pageOwner = new Map<string, string>();
  const sectionOwner = new Map<string, string>();
  for (const other of others.filter((candidate) => candidate.remote !== description.remote)) {
    for (const page of other.pages) pageKeys(page).forEach((key) => pageOwner.set(key, other.remote));
    for (const section of other.dashboardSections ?? []) sectionKeys(section).forEach((key) => sectionOwner.set(key, other.remote));
  }
  const clashing = (what: string, keys: string[], owner: Map<string, string>) =>
    keys.filter((key, index) => keys.indexOf(key) === index && owner.has(key)).map((key) => `${what}: the ${key} belongs to ${owner.get(key)}`);
  return [
    ...description.pages.flatMap((page) => clashing(`page ${page.id}`, pageKeys(page), pageOwner)),
    ...(description.dashboardSections ?? []).flatMap((section) => clashing(`dashboard section ${section.id}`, sectionKeys(section), sectionOwner)),
  ];
}
