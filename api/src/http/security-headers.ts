/**
 * The security headers of every answer. nginx sends them in production (nginx.conf, which hides
 * the API's own) and the embedded server sends them when it serves alone (`npm start`); the two
 * must agree, so security-headers.test.ts reads nginx.conf and compares its header lines with
 * these values.
 *
 * Scripts come only from this origin: the documents' inline <script> elements are JSON data
 * blocks, which the policy does not run, and two constant scripts allowed by their hashes
 * (nginx.conf spells the same hashes out): the one that puts the stored colour mode on <html>
 * before the first paint, and the one that starts the page's scripts. Inline styles stay allowed
 * for the theme's custom properties. Frames are YouTube's player only, and no page of this site is meant to be framed by
 * another (the VNPay sandbox page is navigated to, never embedded), so frame-ancestors is 'none'
 * everywhere.
 */
import { createHash } from 'node:crypto';
import { COLOR_MODE_SCRIPT } from '@storefront/shared/color-mode/color-mode-script';
import { START_UP_SCRIPT } from '@storefront/shared/startup/start-up-script';

/** The policy's source expression for an inline script: its SHA-256, base64. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${scriptHash(COLOR_MODE_SCRIPT)} ${scriptHash(START_UP_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' https://www.youtube-nocookie.com https://www.youtube.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** The gate check-in page scans QR codes with the camera; no other page may use it. */
export const CHECK_IN_PATH = /^\/dashboard\/check-in\/?$/;
export const CHECK_IN_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

/** The headers for an answer at `pathname` (without its query). */
export function securityHeaders(pathname: string): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': CHECK_IN_PATH.test(pathname) ? CHECK_IN_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
  };
}
