/** A remote builds its own federation object around the functions the shell shared. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SharedBundlerRuntime } from '../bundler-runtime-from-shell';

const load = () => {
  let exported: unknown;
  jest.isolateModules(() => {
    exported = (require('../bundler-runtime-from-shell') as { default: unknown }).default;
  });
  return exported as { runtime: unknown; instance: unknown; bundlerRuntime: Record<string, unknown>; attachShareScopeMap: unknown; bundlerRuntimeOptions: object };
};

afterEach(() => {
  globalThis.__STOREFRONT_BUNDLER_RUNTIME__ = undefined;
});

test('says what is wrong when the shell has not shared it', () => {
  expect(load).toThrow('The shell has not shared the federation bundler runtime');
});

test("each remote gets the shell's functions in an object of its own", () => {
  const shared = { bundlerRuntime: { init: jest.fn(), consumes: jest.fn(), S: {} }, attachShareScopeMap: jest.fn() };
  globalThis.__STOREFRONT_BUNDLER_RUNTIME__ = shared as unknown as SharedBundlerRuntime;
  const content = load();
  const commerce = load();
  expect(content.bundlerRuntime.init).toBe(shared.bundlerRuntime.init);
  expect(content.bundlerRuntime.consumes).toBe(shared.bundlerRuntime.consumes);
  expect(content.attachShareScopeMap).toBe(shared.attachShareScopeMap);
  expect(content.instance).toBeUndefined();
  expect(content.runtime).toEqual({ init: expect.any(Function), getRemoteEntry: expect.any(Function) });
  // Written per container: never the same object twice.
  expect(content).not.toBe(commerce);
  expect(content.bundlerRuntime).not.toBe(commerce.bundlerRuntime);
  expect(content.bundlerRuntime.S).not.toBe(shared.bundlerRuntime.S);
  expect(content.bundlerRuntimeOptions).not.toBe(commerce.bundlerRuntimeOptions);
});

test('rebuilds every field of the package it replaces (an upgrade adding one fails here)', () => {
  globalThis.__STOREFRONT_BUNDLER_RUNTIME__ = { bundlerRuntime: {}, attachShareScopeMap: jest.fn() } as unknown as SharedBundlerRuntime;
  const pkg = (jest.requireActual('@module-federation/webpack-bundler-runtime') as { default: object }).default;
  expect(Object.keys(load()).sort()).toEqual(Object.keys(pkg).sort());
  expect(Object.keys((pkg as { bundlerRuntime: object }).bundlerRuntime)).toContain('S');
});

test('gives every runtime function the bundler runtime calls (an upgrade calling another fails here)', () => {
  globalThis.__STOREFRONT_BUNDLER_RUNTIME__ = { bundlerRuntime: {}, attachShareScopeMap: jest.fn() } as unknown as SharedBundlerRuntime;
  const dist = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime/dist/init.js'));
  const code = readdirSync(dist)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
  const called = new Set([...code.matchAll(/\bruntime\.(\w+)\(/g)].map((match) => match[1]));
  expect(called.size).toBeGreaterThan(0);
  expect(Object.keys(load().runtime as object).sort()).toEqual(expect.arrayContaining([...called].sort()));
});
