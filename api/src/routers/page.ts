import { eq } from 'drizzle-orm';
import { updateAboutPageInput, updateContactPageInput } from '@storefront/shared/contracts/page-admin';
import { pages, type Translatable } from '../db/schema';
import { type Locale } from '../lib/i18n';
import { areaProcedure, publicProcedure, router } from '../trpc';
import type { Db } from '../db/client';
import { aboutForEditing, contactForEditing, updateAbout, updateContact, type AboutDocument, type ContactDocument } from '../content/page-admin';
import { adminContext } from './product';

/** Replaces every `{ vi, en? }` leaf of a page document by its text in the locale. */
export function localiseDocument(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => localiseDocument(item, locale));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (typeof record.vi === 'string' && keys.every((key) => key === 'vi' || key === 'en')) {
      return (locale === 'en' && typeof record.en === 'string' && record.en) || record.vi;
    }
    return Object.fromEntries(keys.map((key) => [key, localiseDocument(record[key], locale)]));
  }
  return value;
}

async function loadPage(db: Db, key: string, locale: Locale) {
  const [row] = await db.select().from(pages).where(eq(pages.key, key)).limit(1);
  return row ? (localiseDocument(row.content, locale) as Record<string, unknown>) : {};
}

/** A stored document as readers get it: each translatable leaf becomes its text in their language. */
type Localised<T> = T extends Translatable ? string : T extends (infer Item)[] ? Localised<Item>[] : T extends object ? { [Key in keyof T]: Localised<T[Key]> } : T;

export type AboutPage = Localised<AboutDocument>;
export type ContactPage = Localised<ContactDocument>;

/** The single pages in the console: editors and admins (staff area `content`). */
const contentProcedure = areaProcedure('content');

export const pageRouter = router({
  about: publicProcedure.query(async ({ ctx }) => (await loadPage(ctx.db, 'about', ctx.locale)) as unknown as AboutPage),
  contact: publicProcedure.query(async ({ ctx }) => (await loadPage(ctx.db, 'contact', ctx.locale)) as unknown as ContactPage),

  // ── The console (staff area `content`) ──

  adminAbout: contentProcedure.query(({ ctx }) => aboutForEditing(ctx.db)),
  adminContact: contentProcedure.query(({ ctx }) => contactForEditing(ctx.db)),
  updateAbout: contentProcedure.input(updateAboutPageInput).mutation(({ ctx, input }) => updateAbout(adminContext(ctx), input)),
  updateContact: contentProcedure.input(updateContactPageInput).mutation(({ ctx, input }) => updateContact(adminContext(ctx), input)),
});
