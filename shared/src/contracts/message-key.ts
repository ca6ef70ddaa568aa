/**
 * A contract's message: a validation key with its parameters after a `|` as JSON
 * (`validation.minLength|{"min":8}`), so one key serves every limit. Apart from the message
 * tables, so the contracts and the page's i18n write and read messages without carrying the texts.
 */
import type { ValidationKey } from './validation-messages';

/** Builds a message string for a key, with optional interpolation parameters. */
export function messageKey(key: ValidationKey, params?: Record<string, string | number>): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

/** Splits a message produced by `messageKey` back into its key and parameters. */
export function splitMessage(message: string): { key: string; params: Record<string, string | number> } {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message, params: {} };
  try {
    const params = JSON.parse(message.slice(bar + 1)) as Record<string, string | number>;
    return { key: message.slice(0, bar), params: params && typeof params === 'object' ? params : {} };
  } catch {
    return { key: message.slice(0, bar), params: {} };
  }
}
