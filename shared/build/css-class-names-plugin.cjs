/**
 * Lists the CSS-module class names a server build hands out (css-loader's `exportOnlyLocals`
 * output), in CSS_CLASSES_FILE beside its files, so that the release can check that the browser
 * build's stylesheet of the same version has each of them (scripts/build.mjs): a class the
 * server renders and the stylesheet lacks is an unstyled element until the page hydrates.
 */
const { Compilation, sources } = require('webpack');

const NAME = 'CssClassNamesPlugin';
const CSS_CLASSES_FILE = 'css-classes.json';

class CssClassNamesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const classes = new Set();
        for (const module of compilation.modules) {
          if (!/\.css$/.test(module.resource?.split('?')[0] ?? '')) continue;
          // css-loader's module is only its exports: each value a template literal of class names
          // (several where a class composes others).
          const exported = module.originalSource()?.source().toString() ?? '';
          for (const [, names] of exported.matchAll(/`([^`]*)`/g)) for (const name of names.split(/\s+/).filter(Boolean)) classes.add(name);
        }
        compilation.emitAsset(CSS_CLASSES_FILE, new sources.RawSource(`${JSON.stringify([...classes].sort(), null, 1)}\n`));
      });
    });
  }
}

module.exports = { CSS_CLASSES_FILE, CssClassNamesPlugin };
