/**
 * The API's structure: files import each other in cycles only within one folder, so a domain can
 * be read, moved or tested without the rest, and no source file grows past what one reader holds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cycles, folderGraph, importGraph, isTestFile, sourceFiles } from '../testing/import-graph';

const root = path.resolve(__dirname, '..');
const files = sourceFiles(root).filter((file) => !isTestFile(file));
const graph = importGraph(files);
const relative = (file: string) => path.relative(root, file);

it('reads the imports of the source (a sanity check of the parser)', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(graph.get(path.join(root, 'commerce/order-mails.ts'))?.map(relative)).toContain('mail/delivery.ts');
  expect(cycles(new Map([['a/x', ['b/y']], ['b/y', ['a/x']], ['c/z', []]]))).toEqual([['a/x', 'b/y']]);
});

it('has no import cycle of files that crosses a folder', () => {
  const crossing = cycles(graph)
    .map((component) => component.map(relative))
    .filter((component) => new Set(component.map((file) => path.dirname(file))).size > 1);
  expect(crossing).toEqual([]);
});

it('has no source file over 600 lines', () => {
  const long = files
    .map((file) => ({ file: relative(file), lines: readFileSync(file, 'utf8').split('\n').length }))
    .filter(({ lines }) => lines > 600);
  expect(long).toEqual([]);
});

it('computes the folder graph it reports cycles of', () => {
  // Folder cycles remain (the root's server.ts wires every folder and several import env.ts and
  // trpc.ts back); the graph is here so a later change can assert on it.
  expect(folderGraph(graph, root).get('mail')).toEqual([]);
});
