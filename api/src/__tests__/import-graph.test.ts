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

/** Folders whose files may import trpc.ts: the tRPC layer itself, its HTTP routes and the test callers. */
const TRPC_LAYER = ['.', 'routers', 'http', 'testing'];

/**
 * Folder cycles left once the root's wiring files (server.ts wires every folder; env.ts and trpc.ts
 * are imported back) are set aside. The list may only shrink: a folder cycle must fit in one of these.
 */
const KNOWN_FOLDER_CYCLES = [
  ['auth', 'catalog', 'commerce', 'content', 'lib', 'media', 'seed', 'staff', 'tickets'],
  ['http', 'routers'],
];

const folderOf = (file: string) => path.dirname(relative(file));

it('lets only the tRPC layer import trpc.ts: domain modules refuse with a DomainError', () => {
  const trpc = path.join(root, 'trpc.ts');
  const importers = [...graph].filter(([, targets]) => targets.includes(trpc)).map(([file]) => relative(file));
  expect(importers.filter((file) => !TRPC_LAYER.includes(path.dirname(file)))).toEqual([]);
});

it('keeps the HTTP transport out of the domain folders', () => {
  const importers = [...graph].filter(([file, targets]) => folderOf(file) !== 'http' && targets.some((target) => folderOf(target) === 'http'));
  expect([...new Set(importers.map(([file]) => folderOf(file)))].sort()).toEqual(['.', 'routers']);
});

it('has no folder cycle beyond the known ones, once the root wiring is set aside', () => {
  const folders = folderGraph(graph, root);
  expect(folders.get('mail')).toEqual([]);
  const withoutRoot = new Map([...folders].filter(([folder]) => folder !== '.').map(([folder, edges]) => [folder, edges.filter((edge) => edge !== '.')]));
  const unknown = cycles(withoutRoot).filter((component) => !KNOWN_FOLDER_CYCLES.some((known) => component.every((folder) => known.includes(folder))));
  expect(unknown).toEqual([]);
});
