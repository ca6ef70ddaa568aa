/**
 * @jest-environment node
 */
/**
 * The places that still lean on a library's private files or fields (library-internals.cjs), each
 * with the library version it was checked against. A different installed version fails here, by
 * name, before the build or the suite can break in a way that hides the cause: re-check the place
 * (and its own tests), then move the version there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

const { CHECKED: reaches } = require('../library-internals.cjs') as {
  CHECKED: Array<{ library: string; checked: string; where: string; what: string }>;
};

/** The installed version of a package, from the package.json above its entry point. */
function installedVersion(library: string): string {
  let folder = path.dirname(require.resolve(library, { paths: [repoRoot] }));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
      if (pkg.name === library) return pkg.version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`${library} is not installed`);
    folder = parent;
  }
}

test.each(reaches)('$library is the version its private parts were checked with ($where)', ({ library, checked, where, what }) => {
  const installed = installedVersion(library);
  if (installed !== checked) {
    throw new Error(`${library} is ${installed}, but ${where} was checked with ${checked} (${what}): check it again, then update this list`);
  }
});
