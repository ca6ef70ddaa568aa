/**
 * SPIKE: publishes the server build's folder as a release would (remotes.json, the description),
 * and the home page's first-page answers exactly as the API puts them into the document
 * (api/src/http/startup-state.ts), from a freshly seeded in-memory database.
 *
 *   cd api && npx tsx ../spike/first-page-state.ts <distDir> <version>
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeSite, findRoute, routeParams } from '@storefront/shared/routes/route-table';
import { firstPageQueries } from '@storefront/shared/routes/first-page-queries';
import { openPglite } from '../api/src/db/client';
import { seedDatabase } from '../api/src/seed/seed';
import { startupStateScript } from '../api/src/http/startup-state';
// @ts-expect-error an .mjs script without types
import { describeRemoteSources } from '../scripts/remote-description.mjs';

async function main() {
const distDir = path.resolve(process.argv[2] ?? '../spike/out');
const version = process.argv[3] ?? 'v1';
const { description, problems } = await describeRemoteSources('content');
if (problems.length > 0) throw new Error(problems.join('; '));
const folder = path.join(distDir, 'remotes/content', version);
mkdirSync(folder, { recursive: true });
writeFileSync(path.join(folder, 'remote-description.json'), JSON.stringify(description));
writeFileSync(path.join(distDir, 'remotes.json'), JSON.stringify({ content: `/remotes/content/${version}/mf-manifest.json` }));

const site = composeSite([description]);
const page = findRoute(site, '/')!;
const database = await openPglite();
await database.migrate(path.resolve('drizzle'));
await seedDatabase(database.db);
const script = await startupStateScript(database.db, 'vi', firstPageQueries(site, page, routeParams(page, '/')));
const state = JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
writeFileSync(path.join(distDir, 'startup-state.json'), JSON.stringify(state));
console.log('first-page answers:', state.queries.map((q: { path: string; data: unknown }) => `${q.path} (${JSON.stringify(q.data).length} chars)`).join(', '));
await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
