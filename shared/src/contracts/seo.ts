import * as z from 'zod/mini';
import { messageKey } from './message-key';

/** A site path such as `/duong-mon`; query strings and fragments are ignored by the server. */
export const seoByPathInput = z.object({
  path: z.string({ error: messageKey('validation.required') }).check(
    z.minLength(1, { error: messageKey('validation.required') }),
    z.maxLength(2048, { error: messageKey('validation.maxLength', { max: 2048 }) }),
    z.regex(/^\/[^\u0000]*$/, { error: messageKey('validation.invalid') }),
  ),
});
export type SeoByPathInput = z.infer<typeof seoByPathInput>;

/** The SEO record of spec §3, as the API returns it (already in the request's locale). */
export interface SeoRecord {
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  robotsTxt: string;
  canonicalUrl: string;
}
