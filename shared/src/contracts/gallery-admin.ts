/**
 * The console's gallery (staff area `content`): photos, and videos shown with a poster photo. The
 * API checks these, and the console's form checks the same schemas before sending. Texts are
 * Vietnamese with an optional English (readers of English see the Vietnamese where it is missing).
 */
import * as z from 'zod/mini';
import { youtubeEmbedUrl } from '../media/youtube-embed';
import { bilingualText, emptyAsMissing, id, text } from './common';
import { messageKey } from './message-key';

export const GALLERY_TITLE_MAX = 200;
export const GALLERY_DESCRIPTION_MAX = 1_000;
export const GALLERY_URL_MAX = 500;

export const galleryKinds = ['photo', 'video'] as const;
export type GalleryKind = (typeof galleryKinds)[number];

/** Both languages left blank: the item has no description. */
const blankTexts = (value: unknown) => {
  if (!value || typeof value !== 'object') return false;
  const { vi, en } = value as { vi?: unknown; en?: unknown };
  const blank = (part: unknown) => part === undefined || (typeof part === 'string' && part.trim() === '');
  return blank(vi) && blank(en);
};

/**
 * A video plays in the public gallery's lightbox only from YouTube (the one player the site's
 * Content-Security-Policy admits in frame-src); staff upload photos, never video files. So a video
 * needs a YouTube link, which the API stores as the player's address.
 */
const playable = z.refine<{ kind: GalleryKind; videoUrl?: string | undefined }>((value) => value.kind !== 'video' || (value.videoUrl !== undefined && youtubeEmbedUrl(value.videoUrl) !== null), {
  error: messageKey('validation.videoUrl'),
  path: ['videoUrl'],
});

const galleryItemFields = {
  kind: z.enum(galleryKinds, { error: messageKey('validation.invalid') }),
  title: bilingualText(GALLERY_TITLE_MAX),
  /** Optional; given in English only, the Vietnamese is asked for. */
  description: emptyAsMissing(bilingualText(GALLERY_DESCRIPTION_MAX), blankTexts),
  /** The photo, or a video's poster: a staff upload or an image the site shows (the API checks). */
  imageUrl: text(GALLERY_URL_MAX),
  /** A video's YouTube link (watch page, short link, Short or embed address); a photo's is ignored. */
  videoUrl: emptyAsMissing(text(GALLERY_URL_MAX)),
};

/** A new item; it goes at the end of the gallery. */
export const galleryItemInput = z.object(galleryItemFields).check(playable);
export type GalleryItemInput = z.infer<typeof galleryItemInput>;
/** What the form holds before the contract parses it (blank English and descriptions included). */
export type GalleryItemFormValues = z.input<typeof galleryItemInput>;

export const updateGalleryItemInput = z.object({ id, ...galleryItemFields }).check(playable);
export type UpdateGalleryItemInput = z.infer<typeof updateGalleryItemInput>;

/** One place earlier ('up') or later ('down') in the gallery, for photos and videos alike. */
export const moveGalleryItemInput = z.object({ id, direction: z.enum(['up', 'down'], { error: messageKey('validation.invalid') }) });
export type MoveGalleryItemInput = z.infer<typeof moveGalleryItemInput>;

export const deleteGalleryItemInput = z.object({ id });
export type DeleteGalleryItemInput = z.infer<typeof deleteGalleryItemInput>;
