/**
 * The console's about and contact pages: each one jsonb document (pages.content) with every text a
 * translatable leaf, read whole for the form and saved whole. A save runs in one transaction with
 * its staff-log row (the top-level fields it changed, before and after), is refused when the page
 * was saved by someone else since the form was opened, and changes nothing when nothing changed.
 * The public page.about and page.contact read the row on every call (documents and their first-page
 * answers are made per request), so the next load of the page shows the change.
 */
import { eq } from 'drizzle-orm';
import type { AboutPageInput, ContactPageInput, UpdateAboutPageInput, UpdateContactPageInput } from '@storefront/shared/contracts/page-admin';
import { catalogChange, translatable, type AdminContext, type Tx } from '../catalog/catalog-change';
import type { Db } from '../db/client';
import { pages, type Translatable } from '../db/schema';
import { checkPageImage, siteImages } from '../media/page-images';
import { changedFields } from '../staff/action-log';
import { fail } from '../lib/domain-error';

/** The about page as stored. A person's name is theirs in every language. */
export interface AboutDocument {
  intro: Translatable;
  mission: Translatable;
  vision: Translatable;
  values: { title: Translatable; text: Translatable }[];
  team: { name: string; role: Translatable; imageUrl: string }[];
  milestones: { year: number; title: Translatable; text: Translatable }[];
}

/** The contact page as stored; the site's footer shows its hotline, email and address too. */
export interface ContactDocument {
  hotline: string;
  email: string;
  address: Translatable;
  openingHours: Translatable;
  lat: number;
  lng: number;
  socials: { name: string; url: string }[];
}

type PageKey = 'about' | 'contact';

const blank: Translatable = { vi: '' };

/** What the form starts from on a database whose page has no row yet (page.about answers `{}` then). */
const EMPTY_DOCUMENTS: { about: AboutDocument; contact: ContactDocument } = {
  about: { intro: blank, mission: blank, vision: blank, values: [], team: [], milestones: [] },
  contact: { hotline: '', email: '', address: blank, openingHours: blank, lat: 0, lng: 0, socials: [] },
};

async function pageForEditing<K extends PageKey>(db: Db, key: K) {
  const [row] = await db.select({ content: pages.content, updatedAt: pages.updatedAt }).from(pages).where(eq(pages.key, key)).limit(1);
  return {
    document: (row?.content ?? EMPTY_DOCUMENTS[key]) as (typeof EMPTY_DOCUMENTS)[K],
    /** The version the form saves on top of (UpdateAboutPageInput's `basedOn`). */
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The about page in both languages, and the images its team's portraits may be chosen from. */
export async function aboutForEditing(db: Db) {
  const [page, images] = await Promise.all([pageForEditing(db, 'about'), siteImages(db)]);
  return { ...page, images };
}

export function contactForEditing(db: Db) {
  return pageForEditing(db, 'contact');
}

function aboutDocument(input: AboutPageInput): AboutDocument {
  return {
    intro: translatable(input.intro),
    mission: translatable(input.mission),
    vision: translatable(input.vision),
    values: input.values.map((value) => ({ title: translatable(value.title), text: translatable(value.text) })),
    team: input.team.map((member) => ({ name: member.name, role: translatable(member.role), imageUrl: member.imageUrl })),
    milestones: input.milestones.map((milestone) => ({ year: milestone.year, title: translatable(milestone.title), text: translatable(milestone.text) })),
  };
}

function contactDocument(input: ContactPageInput): ContactDocument {
  return {
    hotline: input.hotline,
    email: input.email,
    address: translatable(input.address),
    openingHours: translatable(input.openingHours),
    lat: input.lat,
    lng: input.lng,
    socials: input.socials.map((social) => ({ name: social.name, url: social.url })),
  };
}

/**
 * Saves page `key` as `build` makes it from the stored document. The row is locked before its
 * version is compared, so of two saves opened on the same version the second waits for the first
 * and is then refused instead of undoing it.
 */
function savePage<D extends object>(ctx: AdminContext, key: PageKey, action: 'page.updateAbout' | 'page.updateContact', basedOn: string | null, build: (tx: Tx, stored: D | undefined) => Promise<D> | D) {
  return catalogChange(ctx, action, 'page', undefined, async (tx) => {
    const [row] = await tx.select().from(pages).where(eq(pages.key, key)).for('update');
    if ((row ? row.updatedAt.toISOString() : null) !== basedOn) throw fail(ctx, 'CONFLICT', 'errors.pageChangedMeanwhile');
    const before = row?.content as D | undefined;
    const document = await build(tx, before);
    const log = changedFields(before, document);
    if (Object.keys(log.after).length === 0) return { result: { document, updatedAt: basedOn } };
    const updatedAt = new Date();
    const [saved] = row
      ? await tx.update(pages).set({ content: document, updatedAt }).where(eq(pages.key, key)).returning({ id: pages.id })
      : await tx.insert(pages).values({ key, content: document, updatedAt }).onConflictDoNothing().returning({ id: pages.id });
    // No row to lock: another first save of the page may have written it meanwhile.
    if (!saved) throw fail(ctx, 'CONFLICT', 'errors.pageChangedMeanwhile');
    return { result: { document, updatedAt: updatedAt.toISOString() }, log: { subjectId: saved.id, ...log } };
  });
}

/** The team's portraits are checked like every page picture; one the page already shows needs no look-up. */
export function updateAbout(ctx: AdminContext, { basedOn, ...input }: UpdateAboutPageInput) {
  return savePage<AboutDocument>(ctx, 'about', 'page.updateAbout', basedOn, async (tx, stored) => {
    const shown = new Set(stored?.team.map((member) => member.imageUrl));
    for (const [index, member] of input.team.entries()) {
      if (!shown.has(member.imageUrl)) await checkPageImage({ db: tx, locale: ctx.locale }, ['team', index, 'imageUrl'], member.imageUrl, null);
    }
    return aboutDocument(input);
  });
}

export function updateContact(ctx: AdminContext, { basedOn, ...input }: UpdateContactPageInput) {
  return savePage<ContactDocument>(ctx, 'contact', 'page.updateContact', basedOn, () => contactDocument(input));
}
