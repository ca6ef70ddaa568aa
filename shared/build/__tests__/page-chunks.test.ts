/**
 * The server preloads a page's chunks by their name (shared/build/page-chunks-plugin.cjs): every
 * page of every remote's routes module must name its chunk `page-<route id>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

describe.each(['mfe-content', 'mfe-commerce', 'mfe-account'])('%s/src/app/routes.ts', (remote) => {
  it('names each page chunk after its route id', () => {
    const source = readFileSync(path.join(repoRoot, remote, 'src/app/routes.ts'), 'utf8');
    const pages = [...source.matchAll(/^\s+(\w+): \(\) => import\((.*)\)/gm)];
    expect(pages.length).toBeGreaterThan(0);
    for (const [, id, argument] of pages) expect(argument).toContain(`/* webpackChunkName: "page-${id}" */`);
  });
});
