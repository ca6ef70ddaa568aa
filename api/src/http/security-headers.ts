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
import type { Site } from '@storefront/shared/routes/route-table';
import { dashboardSectionPaths, dashboardSectionShowing } from '@storefront/shared/routes/dashboard-paths';

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

/**
 * The documents of dashboard sections that scan with the camera, as their remote's description
 * says (`camera`): no other answer may use it. nginx passes this one on from the API's answer.
 */
export const CAMERA_PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=()';

/** Whether the document at `pathname` is a section that scans with the camera. */
export function cameraAllowedAt(site: Site, pathname: string): boolean {
  const section = dashboardSectionShowing(site, pathname);
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return section?.camera === true && dashboardSectionPaths(site, section).includes(path);
}

/** The headers for an answer; `camera` for a document that scans with it. */
export function securityHeaders({ camera }: { camera: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'Permissions-Policy': camera ? CAMERA_PERMISSIONS_POLICY : PERMISSIONS_POLICY,
  };
}
