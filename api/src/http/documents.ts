/**
 * HTML documents: the shell's index.html with the page's SEO rendered into <head>, so crawlers and
 * link previews see it without JavaScript, and the live remotes' descriptions, from which the
 * shell builds its router and menus. Everything inserted is escaped.
 */
import path from 'node:path';
import type { RemoteDescription } from '@storefront/shared/federation/remote-description';
import { findRoute, routeParams } from '@storefront/shared/routes/route-table';
import { firstPageQueries } from '@storefront/shared/routes/first-page-queries';
import type { PublishedRouteRule } from '@storefront/shared/routes/route-rule-match';
import { COLOR_MODE_SCRIPT } from '@storefront/shared/color-mode/color-mode-script';
import { START_UP_SCRIPT } from '@storefront/shared/startup/start-up-script';
import { THEME_STYLE_ID, themeToCss, type ThemeColorsInput } from '@storefront/shared/theme/theme-css';
import type { Db } from '../db/client';
import type { Locale } from '../lib/i18n';
import { normalisePath, resolveSeo } from '../lib/seo';
import { publishedRouteRules } from '../routing/route-rules';
import { readBuildFile } from '../lib/build-files';
import { escapeHtml, scriptJson } from '../lib/html';
import { renderHead } from './page-head';
import { readPublishedSite } from './published-site';
import { visitorRelease, type VisitorRelease } from './release-cohorts';
import { remoteHints } from './remote-hints';
import type { ServerRenderInput } from './server-render';
import { startupState, startupStateElement } from './startup-state';
import { answerAll, pageAnswersElement, pageQueryAnswerer } from './page-answers';
import { createContextInner, type Context } from '../trpc';
import { dataVersion } from '../db/data-version';

/** Used until the shell is built, so the API still answers documents (and tests need no build). */
export const FALLBACK_INDEX_HTML = `<!doctype html>
<html lang="vi">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <!--app-head-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export async function loadIndexHtml(distDir: string): Promise<string> {
  return (await readBuildFile(path.join(distDir, 'shell', 'index.html'), (html) => html)) ?? FALLBACK_INDEX_HTML;
}

/**
 * index.html with lang and head filled in, an existing <title> giving way to the page's, the
 * colour mode's script first in its head, and the start-up script last in its body, where the page the server rendered is in place before it runs,
 * after `afterRoot` (the page's answers).
 */
export function renderDocument(template: string, head: string, locale: Locale, afterRoot = ''): string {
  let html = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  html = /<html[^>]*\blang=/i.test(html)
    ? html.replace(/(<html[^>]*\blang=)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${locale}"`)
    : html.replace(/<html/i, `<html lang="${locale}"`);
  html = html.replace(/<\/body>/i, () => `${afterRoot}<script>${START_UP_SCRIPT}</script></body>`);
  // First in the head, before the stylesheets: an inline script waits for the stylesheets above it
  // to load, and the parser with it, so the page's body would be read only once they had arrived.
  const charset = /<meta charset[^>]*>/i;
  html = html.replace(charset.test(html) ? charset : /<head[^>]*>/i, (tag) => `${tag}<script>${COLOR_MODE_SCRIPT}</script>`);
  // A function replacement, so `$` in page text is never read as a replacement pattern.
  return html.includes('<!--app-head-->')
    ? html.replace('<!--app-head-->', () => head)
    : html.replace(/<\/head>/i, () => `${head}\n</head>`);
}

const buildIdMeta = (id: string | undefined) => (id === undefined ? [] : [`<meta name="build-id" content="${escapeHtml(id)}" />`]);

/**
 * Every document carries them, a 404's too: the shell composes its site from them at start
 * (shared/src/routes/route-table.ts), so it needs no request of its own before its router.
 */
const descriptionsScript = (descriptions: RemoteDescription[]) =>
  `<script type="application/json" id="remote-descriptions">${scriptJson(descriptions)}</script>`;

/**
 * The active theme's colours, written as the page's start-up writes them (shared/src/theme/theme.ts
 * finds and reuses the element), so a page the server rendered is in them from its first paint.
 */
const themeStyle = (theme: { colors: ThemeColorsInput } | undefined) =>
  theme ? [`<style id="${THEME_STYLE_ID}">${themeToCss(theme.colors)}</style>`] : [];

/**
 * The route rules (spec §7), for the shell to follow on client-side navigations without asking
 * (shell/src/app/route-rules.ts). Only a site with rules pays the bytes.
 */
const routeRulesScript = (rules: readonly PublishedRouteRule[]) =>
  rules.length === 0 ? [] : [`<script type="application/json" id="route-rules">${scriptJson(rules)}</script>`];

export interface DocumentAnswer {
  status: 200 | 404;
  /** The document rendered in the browser: what is sent when the server cannot render its page. */
  html: string;
  /**
   * What the server renders the page from (./server-render.ts): for a public page that is not the
   * reader's own. A signed-in or staff page, or a cart, depends on who asks, which only the browser knows.
   */
  serverRender?: Omit<ServerRenderInput, 'distDir' | 'log'>;
}

export async function buildDocument(options: {
  db: Db;
  distDir: string;
  path: string;
  /** The address as asked, with its query: the page renders from it. */
  url?: string;
  locale: Locale;
  publicUrl: string;
  /** The rules the server already read to answer this address (server.ts); read here when not given. */
  routeRules?: readonly PublishedRouteRule[];
  /** The reader's request as the API would answer it without a session (server.ts); made here when not given. */
  visitor?: Context;
  /** The remotes this reader is served (./release-cohorts.ts); the stable ones when not given. */
  release?: VisitorRelease;
}): Promise<DocumentAnswer> {
  const path = normalisePath(options.path);
  const { remotes, buildId } = options.release ?? (await visitorRelease(options.distDir, 'stable'));
  const { site, descriptions } = await readPublishedSite(options.distDir, remotes);
  const rules = options.routeRules ?? (await publishedRouteRules(options.db, site));
  const page = findRoute(site, path);
  const pageHints = page ? firstPageQueries(site, page, routeParams(page, path)) : [];
  const answer = pageQueryAnswerer(
    options.visitor ?? createContextInner({ db: options.db, locale: options.locale, publicUrl: options.publicUrl, site: () => Promise.resolve(site) }),
  );
  // The server renders a public page with the answers its components ask for; a page the browser
  // renders gets those its description lists, so it need not ask for them.
  const onServer = page?.access === 'public' && !page.personal;
  const [resolved, template, state, version, hinted] = await Promise.all([
    resolveSeo(options.db, site, options.path, options.locale, options.publicUrl),
    loadIndexHtml(options.distDir),
    startupState(options.db, options.locale),
    // Read before the page's answers, so a page kept under it is never older than it says.
    onServer ? dataVersion(options.db).catch(() => undefined) : undefined,
    onServer ? undefined : answerAll(answer, pageHints),
  ]);
  const shown = resolved.status === 200 ? resolved.page : undefined;
  const hints = remotes ? await remoteHints(options.distDir, remotes, site, shown, options.locale) : [];
  const head = [
    renderHead(resolved, options.locale, options.publicUrl),
    ...themeStyle(state.theme),
    startupStateElement(state),
    ...buildIdMeta(buildId),
    descriptionsScript(descriptions),
    ...routeRulesScript(rules),
    ...hints,
  ].join('\n    ');
  const serverRender =
    shown?.access === 'public' && !shown.personal && remotes
      ? { url: options.url ?? options.path, locale: options.locale, remotes, descriptions, answer, hints: pageHints, dataVersion: version }
      : undefined;
  // A page the server does not render after all (no published remotes) is answered here too.
  const answers = serverRender ? [] : (hinted ?? (await answerAll(answer, pageHints)));
  return {
    status: resolved.status,
    html: renderDocument(template, head, options.locale, answers.length > 0 ? pageAnswersElement(options.locale, answers) : ''),
    serverRender,
  };
}
