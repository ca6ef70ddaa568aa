/** The document around a page, as renderDocument fills in the shell's built index.html. */
import { COLOR_MODE_SCRIPT } from '@storefront/shared/color-mode/color-mode-script';
import { START_UP_SCRIPT } from '@storefront/shared/startup/start-up-script';
import { renderDocument } from '../documents';

// The shape the shell's build writes: minified, the stylesheet in the head.
const BUILT =
  '<!doctype html><html lang=vi><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<link rel=stylesheet href=/styles.1.css></head><body><div id=root></div></body></html>';

it('reads the colour mode before the stylesheets, whose loading would hold the parser at an inline script below them', () => {
  const html = renderDocument(BUILT, '<title>Sa Pa</title>', 'en');
  expect(html.startsWith(`<!doctype html><html lang="en"><head><meta charset=utf-8><script>${COLOR_MODE_SCRIPT}</script>`)).toBe(true);
  expect(html).toContain('<link rel=stylesheet href=/styles.1.css><title>Sa Pa</title>\n</head>');
  expect(html).toContain(`<div id=root></div><script>${START_UP_SCRIPT}</script></body>`);
});

it('puts the colour mode first in a head without a charset', () => {
  const html = renderDocument('<html><head><link rel="stylesheet" href="/a.css"></head><body></body></html>', '', 'vi');
  expect(html).toContain(`<head><script>${COLOR_MODE_SCRIPT}</script><link rel="stylesheet"`);
});
