/**
 * Shell, API and shared name no remote's page, fragment or address: they reach a page by the role
 * it serves and a fragment by the place it fills (page-roles.ts), so a remote may rename, move or
 * add them with its own release alone. This publishes every remote's description (each mfe-*
 * folder) and searches their source for what those descriptions name.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describeRemote } from '@storefront/shared/federation/publish-description';
import type { RemoteDefinition } from '@storefront/shared/federation/remote-description';

const repoRoot = path.resolve(__dirname, '../../../..');

const descriptions = readdirSync(repoRoot)
  .filter((name) => name.startsWith('mfe-'))
  .map((folder) => {
    // Each remote's folder is found at run time, so its description is required, not imported.
    const { description } = require(path.join(repoRoot, folder, 'src/app/description.ts')) as { description: RemoteDefinition<Record<string, string>> };
    return describeRemote(description);
  });

/**
 * Not searched: tests, and the test fixtures of testing/ folders, describe a site on purpose; the
 * seed (api/src/seed) is sample content that editors own once it is stored (its SEO records are
 * keyed by the addresses of the day, as the editors' own are).
 */
const skipped = (file: string) => /(^|\/)(__tests__|testing)\//.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith('api/src/seed/');

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder)).flatMap((name) => {
    const file = `${folder}/${name}`;
    if (statSync(path.join(repoRoot, file)).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|cjs)$/.test(name) && !name.endsWith('.d.ts') && !skipped(file) ? [file] : [];
  });
}

/**
 * Quoted literals (a template literal up to its first `${`), and regular expressions matching a
 * path (`/^\/a\/b/`, read as '/a/b'): `text` as written, `value` as a path or id.
 */
const literals = (source: string): Array<{ text: string; value: string }> => [
  ...[...source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*?)(?:\1|\$\{)/g)].map((match) => ({ text: match[2]!, value: match[2]! })),
  ...[...source.matchAll(/\/\^?((?:\\\/[\w-]+)+)(?:\\.|[^/\\\n])*\//g)].map((match) => ({ text: match[0], value: match[1]!.replaceAll('\\/', '/') })),
];

/**
 * Words the platform uses for its own things, which a remote also chose as a page id: the stored
 * pages' slugs ('about', 'contact'), a post kind ('news'), a table ('reviews'), a staff action
 * ('invitation'), the checkout procedures ('checkout'), a form's `register`, the session's
 * 'login'. As literals they name those things, not the remote's page.
 */
const DOMAIN_WORDS = new Set(['about', 'contact', 'news', 'reviews', 'invitation', 'checkout', 'register', 'login']);

const pages = descriptions.flatMap((description) => description.pages);
// '/' is the site's root, where every link falls back to, and a separator in every path join.
const addresses = [...new Set(pages.flatMap((page) => [page.paths.en, page.paths.vi]))].filter((address) => address !== '/');
const ids = new Set(pages.map((page) => page.id));
const fragmentNames = descriptions.flatMap((description) => description.fragments.map((fragment) => fragment.name));

/** What `literal` names: a page id, or an address (itself, or followed by a sub-path or a query). */
function named(literal: string): string | undefined {
  if (ids.has(literal) && !DOMAIN_WORDS.has(literal)) return `page id ${literal}`;
  const address = addresses.find((candidate) => {
    const fixed = candidate.split('/:')[0]!;
    return literal === fixed || literal.startsWith(`${fixed}/`) || literal.startsWith(`${fixed}?`);
  });
  return address && `address ${address}`;
}

it('finds the remotes and what they describe (a sanity check of the search)', () => {
  expect(descriptions.length).toBeGreaterThanOrEqual(3);
  expect(fragmentNames.length).toBeGreaterThan(0);
  expect(named('/checkout/success?orderCode=x')).toBeDefined();
  expect(literals("a('x', \"y\", `z${1}`)").map(({ value }) => value)).toEqual(['x', 'y', 'z']);
  expect(literals('const at = /^\\/a\\/b-c\\/?$/;').map(({ value }) => value)).toEqual(['/a/b-c']);
});

it.each(['shell/src', 'api/src', 'shared/src'])('%s names no page id, address or fragment of a remote', (folder) => {
  const found = sourceFiles(folder).flatMap((file) => {
    const source = readFileSync(path.join(repoRoot, file), 'utf8');
    const inLiterals = literals(source).flatMap(({ text, value }) => {
      const what = named(value);
      return what ? [`${file}: ${text} (${what})`] : [];
    });
    const fragments = fragmentNames.filter((name) => new RegExp(`\\b${name}\\b`).test(source)).map((name) => `${file}: fragment ${name}`);
    return [...inLiterals, ...fragments];
  });
  expect(found).toEqual([]);
});
