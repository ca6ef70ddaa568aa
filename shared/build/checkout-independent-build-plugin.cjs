/**
 * Keeps a published remote's files independent of the folder the checkout is in, so that the same
 * commit built in two folders (or on two machines) publishes the same bytes under the same
 * version, and an unchanged remote is seen to be unchanged.
 *
 * The federation plugin generates its runtime entry as node_modules/.federation/entry.<hash>.js,
 * the hash covering the absolute paths it imports packages from. Webpack's deterministic module
 * ids hash module names, so that module, and the container entry naming it, got other ids in each
 * checkout, and the source map (and unminified code) carried the folder. Here both get ids from
 * their names without the hash, and the source maps and code name files relative to the checkout.
 */
const { createHash } = require('node:crypto');
const { Compilation, sources } = require('webpack');
const { FEDERATION_ENTRY } = require('./library-internals.cjs');

const NAME = 'CheckoutIndependentBuildPlugin';
const ID_RANGE = 90_000;

/** A numeric id from a name, free among `used`, the same in every checkout for the same name. */
function stableId(name, used) {
  for (let salt = 0; ; salt++) {
    const id = 10_000 + (createHash('sha256').update(`${name}${salt || ''}`).digest().readUInt32BE(0) % ID_RANGE);
    if (!used.has(id)) return id;
  }
}

class CheckoutIndependentBuildPlugin {
  /** @param {{ root: string }} options  the checkout's folder */
  constructor({ root }) {
    this.root = root.endsWith('/') ? root : `${root}/`;
  }

  withoutCheckout(text) {
    return text.split(this.root).join('').replace(FEDERATION_ENTRY, '.federation/entry.js');
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // Before webpack's own deterministic ids (stage 0), which then leave these ids alone and
      // never see the hashed names: had those taken part, the entry's id would differ per checkout,
      // and where it collided with another module's, webpack would move that module's id too.
      compilation.hooks.moduleIds.tap({ name: NAME, stage: -10 }, (modules) => {
        const { chunkGraph } = compilation;
        const used = new Set();
        const renamed = [];
        for (const module of modules) {
          if (module.identifier().match(FEDERATION_ENTRY)) renamed.push(module);
          else if (chunkGraph.getModuleId(module) !== null) used.add(chunkGraph.getModuleId(module));
        }
        renamed
          .map((module) => ({ module, name: this.withoutCheckout(module.identifier()) }))
          .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
          .forEach(({ module, name }) => {
            const id = stableId(name, used);
            used.add(id);
            chunkGraph.setModuleId(module, id);
          });
      });
      // Right after the source maps are written, before they are compressed.
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 }, (assets) => {
        // Source maps name every module; unminified code (a server build) names them in comments.
        for (const file of Object.keys(assets).filter((name) => /\.(map|js)$/.test(name))) {
          const text = compilation.getAsset(file).source.source().toString();
          const independent = this.withoutCheckout(text);
          if (independent !== text) compilation.updateAsset(file, new sources.RawSource(independent));
        }
      });
    });
  }
}

module.exports = { CheckoutIndependentBuildPlugin };
