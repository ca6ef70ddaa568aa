/**
 * Rich text (article bodies; product, service and ticket descriptions) is written by editors or
 * imported, but rendered as HTML in every reader's browser, so the server keeps only formatting:
 * no script, no event handler, no javascript: (or data:) URL, no style survives. Embedded video is
 * allowed from YouTube only. It is applied when rich text is stored and again when it is read, so
 * a row written by any other way (an import, a hand edit, an older version) never runs script.
 */
import sanitizeHtml from 'sanitize-html';
import type { Translatable } from '../db/schema';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com'],
  transformTags: {
    // Links leaving the site must not get a handle on this window.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Both languages of a stored rich text, for writing it. */
export function sanitizeRichText(text: Translatable): Translatable {
  return { vi: sanitizeArticleHtml(text.vi), ...(text.en !== undefined && { en: sanitizeArticleHtml(text.en) }) };
}
