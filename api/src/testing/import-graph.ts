/**
 * The API source as a graph of files and their relative imports (type-only ones too: they tie the
 * modules together as much for a reader as a value import does), and its strongly-connected
 * components, for the structure test in __tests__/import-graph.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every `… from '…'`, side-effect `import '…'` and `import('…')` / `require('…')` specifier. */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(root)) {
    const full = path.join(root, name);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

export const isTestFile = (file: string): boolean => file.split(path.sep).includes('__tests__') || /\.test\.tsx?$/.test(file);

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each file's relative imports that resolve to a file of `files`. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (target && known.has(target)) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly-connected components with more than one member (import cycles). */
export function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The same graph between folders: an edge for each import that leaves its folder. */
export function folderGraph(graph: ReadonlyMap<string, readonly string[]>, root: string): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  const folderOf = (file: string) => path.relative(root, path.dirname(file)) || '.';
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) if (folderOf(target) !== from) edges.add(folderOf(target));
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
}
