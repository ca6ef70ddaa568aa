import type { BrowserContext } from '@playwright/test';
import { baseURL } from './site';

export type Locale = 'vi' | 'en';

/** Makes the next page load in `locale`, the way a returning reader's stored choice does. */
export async function useLocale(context: BrowserContext, locale: Locale): Promise<void> {
  await context.addCookies([{ name: 'locale', value: locale, url: baseURL }]);
  await context.addInitScript((value) => window.localStorage.setItem('locale', value), locale);
}
