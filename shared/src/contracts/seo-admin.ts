/**
 * The console's SEO records (staff area `content`): per page path, the title, description,
 * keywords and social card texts in Vietnamese and English side by side (English optional, falling
 * back to Vietnamese), the social image, robots and canonical address. The API checks these
 * schemas and the console's form checks the same ones before sending.
 */
import * as z from 'zod/mini';
import { emptyAsMissing, isWebAddress, optionalText, text } from './common';
import { messageKey } from './message-key';
import { seoByPathInput } from './seo';

/** Longer than a search result shows (about 60 and 160 characters), short enough to stay a title. */
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 320;
export const SEO_KEYWORDS_MAX = 255;
export const SEO_URL_MAX = 500;

/** What robots may do with a page: the four combinations crawlers understand. */
export const ROBOTS_VALUES = ['index, follow', 'noindex, follow', 'index, nofollow', 'noindex, nofollow'] as const;

const translated = (max: number) => z.object({ vi: text(max), en: optionalText(max) });
const optionalTranslated = (max: number) => z.object({ vi: optionalText(max), en: optionalText(max) });

const url = (allowPath: boolean) =>
  emptyAsMissing(
    z.string({ error: messageKey('validation.invalid') }).check(
      z.trim(),
      z.maxLength(SEO_URL_MAX, { error: messageKey('validation.maxLength', { max: SEO_URL_MAX }), abort: true }),
      z.refine((value: string) => isWebAddress(value, allowPath), { error: messageKey('validation.url') }),
    ),
    (value) => typeof value === 'string' && value.trim() === '',
  );

export const saveSeoRecordInput = z.object({
  path: seoByPathInput.shape.path,
  title: translated(SEO_TITLE_MAX),
  description: translated(SEO_DESCRIPTION_MAX),
  keywords: optionalTranslated(SEO_KEYWORDS_MAX),
  ogTitle: optionalTranslated(SEO_TITLE_MAX),
  ogDescription: optionalTranslated(SEO_DESCRIPTION_MAX),
  /** The social card's image: a path of this site (an upload) or an http(s) address. */
  ogImage: url(true),
  robotsTxt: z.enum(ROBOTS_VALUES, { error: messageKey('validation.invalid') }),
  /** Empty: the page's own address in the reader's language. */
  canonicalUrl: url(false),
});
export type SaveSeoRecordInput = z.infer<typeof saveSeoRecordInput>;
/** What the console's form holds: every text as typed, empty where not given. */
interface TextPair {
  vi: string;
  en: string;
}
export interface SeoRecordFormValues {
  path: string;
  title: TextPair;
  description: TextPair;
  keywords: TextPair;
  ogTitle: TextPair;
  ogDescription: TextPair;
  ogImage: string;
  robotsTxt: (typeof ROBOTS_VALUES)[number];
  canonicalUrl: string;
}

/** A page of the site and its stored record, as the console lists them (null: the page shows the defaults). */
export interface SeoPageEntry {
  path: string;
  paths: { vi: string; en: string };
  remote: string;
  pageId: string;
  record: {
    title: { vi: string; en?: string };
    description: { vi: string; en?: string };
    keywords: { vi: string; en?: string };
    ogTitle: { vi: string; en?: string } | null;
    ogDescription: { vi: string; en?: string } | null;
    ogImage: string;
    robotsTxt: string;
    canonicalUrl: string;
    updatedAt: string;
  } | null;
}
