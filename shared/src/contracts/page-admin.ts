/**
 * The console's single pages and job openings (staff area `content`). The about and contact pages
 * are each one document, saved whole: every text in Vietnamese and, optionally, English (readers
 * of English see the Vietnamese where it is missing), its lists (values, team, milestones, social
 * links) edited in place up to a maximum each. The API checks these, and the console's forms check
 * the same schemas before sending.
 */
import * as z from 'zod/mini';
import { bilingualText, calendarDate, email, emptyAsMissing, id, isWebAddress, phoneNumber, slug, text, wholeNumber } from './common';
import { todayInVietnam } from './calendar';
import { messageKey } from './message-key';
import { employmentTypes } from './vocabulary';

export const PAGE_PARAGRAPH_MAX = 1_000;
export const PAGE_HEADING_MAX = 150;
export const PAGE_LINE_MAX = 500;
export const PERSON_NAME_MAX = 100;
export const IMAGE_URL_MAX = 500;
/** More than the page's grid shows well; each list is refused past its maximum with the limit said. */
export const VALUES_MAX = 12;
export const TEAM_MAX = 24;
export const MILESTONES_MAX = 40;
export const SOCIALS_MAX = 10;
export const MILESTONE_YEAR_MIN = 1900;
export const MILESTONE_YEAR_MAX = 2100;

const list = <T extends z.core.SomeType>(item: T, max: number) => z.array(item).check(z.maxLength(max, { error: messageKey('validation.maxItems', { max }) }));

/**
 * Sent with a page: the version the form was opened on (its `updatedAt`, null when the page had
 * no document yet), so a save on top of someone else's newer one is refused rather than undoing it.
 * Beside the page's fields rather than around them: the API's field errors are keyed by the
 * input's first-level field, which the form's fields then match.
 */
const version = { basedOn: z.nullable(z.iso.datetime({ error: messageKey('validation.invalid') })) };

export const aboutPageInput = z.object({
  intro: bilingualText(PAGE_PARAGRAPH_MAX),
  mission: bilingualText(PAGE_PARAGRAPH_MAX),
  vision: bilingualText(PAGE_PARAGRAPH_MAX),
  values: list(z.object({ title: bilingualText(PAGE_HEADING_MAX), text: bilingualText(PAGE_LINE_MAX) }), VALUES_MAX),
  /** A person's name is theirs in every language; their role is translated. */
  team: list(
    z.object({
      name: text(PERSON_NAME_MAX),
      role: bilingualText(PAGE_HEADING_MAX),
      /** A photo staff uploaded or one the site shows (api/src/media/page-images.ts). */
      imageUrl: text(IMAGE_URL_MAX),
    }),
    TEAM_MAX,
  ),
  milestones: list(
    z.object({
      year: wholeNumber(MILESTONE_YEAR_MIN, MILESTONE_YEAR_MAX, messageKey('validation.between', { min: MILESTONE_YEAR_MIN, max: MILESTONE_YEAR_MAX })),
      title: bilingualText(PAGE_HEADING_MAX),
      text: bilingualText(PAGE_LINE_MAX),
    }),
    MILESTONES_MAX,
  ),
});
export type AboutPageInput = z.infer<typeof aboutPageInput>;

export const updateAboutPageInput = z.extend(aboutPageInput, version);
export type UpdateAboutPageInput = z.infer<typeof updateAboutPageInput>;

/** A decimal degree from `min` to `max` (latitude ±90, longitude ±180). */
const degrees = (min: number, max: number) => {
  const error = messageKey('validation.between', { min, max });
  return z.number({ error }).check(z.gte(min, { error }), z.lte(max, { error }));
};

/** The hotline may be a short service number (1900 6868): 4 digits at least. */
const hotline = phoneNumber(4);

const webAddress = z.string({ error: messageKey('validation.required') }).check(
  z.trim(),
  z.minLength(1, { error: messageKey('validation.required'), abort: true }),
  z.maxLength(IMAGE_URL_MAX, { error: messageKey('validation.maxLength', { max: IMAGE_URL_MAX }), abort: true }),
  z.refine((value: string) => isWebAddress(value), { error: messageKey('validation.url') }),
);

export const contactPageInput = z.object({
  hotline,
  email,
  address: bilingualText(PAGE_LINE_MAX),
  openingHours: bilingualText(PAGE_HEADING_MAX),
  /** Where the map links point: the resort's entrance. */
  lat: degrees(-90, 90),
  lng: degrees(-180, 180),
  /** A network's name is the same in every language. */
  socials: list(z.object({ name: text(50), url: webAddress }), SOCIALS_MAX),
});
export type ContactPageInput = z.infer<typeof contactPageInput>;

export const updateContactPageInput = z.extend(contactPageInput, version);
export type UpdateContactPageInput = z.infer<typeof updateContactPageInput>;

/** What the forms hold: every text as typed, English empty where not translated. */
export interface TextPair {
  vi: string;
  en: string;
}
export interface AboutPageFormValues {
  basedOn: string | null;
  intro: TextPair;
  mission: TextPair;
  vision: TextPair;
  values: { title: TextPair; text: TextPair }[];
  team: { name: string; role: TextPair; imageUrl: string }[];
  milestones: { year: number; title: TextPair; text: TextPair }[];
}
export interface ContactPageFormValues {
  basedOn: string | null;
  hotline: string;
  email: string;
  address: TextPair;
  openingHours: TextPair;
  lat: number;
  lng: number;
  socials: { name: string; url: string }[];
}

// ── Job openings ──

export const JOB_TITLE_MAX = 200;
export const JOB_LABEL_MAX = 100;
export const JOB_DESCRIPTION_MAX = 5_000;
export const JOB_REQUIREMENT_MAX = 300;
export const JOB_REQUIREMENTS_MAX = 20;

/** The last day to apply, Vietnam's calendar: today or later (an opening past it is not listed). */
const closingDate = calendarDate.check(z.refine((value: string) => value >= todayInVietnam(), { error: messageKey('validation.closingDatePast') }));

export const jobOpeningInput = z.object({
  /** The opening's stable name (the recruitment page's anchor to it). */
  slug,
  title: bilingualText(JOB_TITLE_MAX),
  department: bilingualText(JOB_LABEL_MAX),
  location: bilingualText(JOB_LABEL_MAX),
  employmentType: z.enum(employmentTypes, { error: messageKey('validation.invalid') }),
  /** Plain text; line breaks are kept on the page. */
  description: bilingualText(JOB_DESCRIPTION_MAX),
  requirements: list(bilingualText(JOB_REQUIREMENT_MAX), JOB_REQUIREMENTS_MAX),
  /** Empty: open until it is closed. */
  closesAt: emptyAsMissing(closingDate),
});
export type JobOpeningInput = z.infer<typeof jobOpeningInput>;

/** The opening's fields beside its id, so the API's field errors name the form's fields. */
export const updateJobOpeningInput = z.extend(jobOpeningInput, { id });
export type UpdateJobOpeningInput = z.infer<typeof updateJobOpeningInput>;

export const jobOpeningIdInput = z.object({ id });

export interface JobOpeningFormValues {
  slug: string;
  title: TextPair;
  department: TextPair;
  location: TextPair;
  employmentType: (typeof employmentTypes)[number];
  description: TextPair;
  requirements: TextPair[];
  closesAt: string;
}
