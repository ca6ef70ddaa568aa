/**
 * The answers the server rendered the page with (api/src/http/page-answers.ts), sent after the
 * page's root: the browser's QueryClient starts with them, so the page hydrates from the same data
 * the server used, without asking the API again. Missing on a page the browser renders (the dev
 * server's, or one the server could not render): the page then asks as usual.
 */
import type { Locale, PageAnswer } from '@storefront/shared/federation/remote-description';

export interface PageAnswers {
  /** The language the server answered in (its cookie), which may not be the page's. */
  locale: Locale;
  queries: PageAnswer[];
}

function readPageAnswers(): Partial<PageAnswers> {
  try {
    const text = document.getElementById('page-answers')?.textContent;
    const answers: unknown = text ? JSON.parse(text) : null;
    return answers && typeof answers === 'object' ? (answers as Partial<PageAnswers>) : {};
  } catch {
    return {}; // a damaged element: the API answers instead
  }
}

/**
 * The document's answers, when the server gave them in the page's language. A reader whose choice
 * is kept in storage but whose cookie is gone (expired, cleared) gets a document in the default
 * language: its answers would put Vietnamese names and prices under an English page.
 */
export function pageAnswers(locale: Locale, answers: Partial<PageAnswers> = readPageAnswers()): PageAnswer[] {
  return answers.locale === locale && Array.isArray(answers.queries) ? answers.queries : [];
}
