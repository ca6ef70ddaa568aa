import { useTranslation } from '@storefront/shared/i18n/react';
import { translateMessage } from '@storefront/shared/i18n/i18n';

/** Translates a contract message key (`validation.minLength|{"min":8}`) in this tree's language. */
export function useTranslateMessage(): (message: string) => string {
  const { t } = useTranslation('common');
  return (message) => translateMessage(message, (key, options) => t(key, options) as string);
}
