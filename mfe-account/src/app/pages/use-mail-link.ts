import { useEffect } from 'react';
import { isLocale } from '@storefront/shared/i18n/i18n';
import { useLocale } from '@storefront/shared/i18n/use-locale';
import { useSearchParams } from '@storefront/shared/routes/router';

/**
 * The token of a mailed link (`?token=…&lang=…`). The page opens in the mail's language, which
 * then stays the reader's choice.
 */
export function useMailLinkToken(): string {
  const [params] = useSearchParams();
  const [locale, setLocale] = useLocale();
  const lang = params.get('lang');

  useEffect(() => {
    if (isLocale(lang) && lang !== locale) void setLocale(lang);
    // Only the link's language, once: a later switch by the reader is theirs.
  }, [lang]);

  return params.get('token') ?? '';
}
