/**
 * Writes `page-chunks.json` beside a published remote's manifest: for each page, the files its
 * lazily loaded chunk group needs (scripts and stylesheets), keyed by route id. A remote's routes
 * module names each page's import `page-<route id>` (webpackChunkName) for this.
 *
 * The API reads it to preload the page's own files with the document (api/src/http/remote-hints.ts),
 * so the page does not wait for the routes module to run before asking for them: one sequential
 * round trip fewer before the largest paint.
 */
const { sources, Compilation } = require('webpack');

const NAME = 'PageChunksPlugin';
const PAGE_GROUP = /^page-(.+)$/;

class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const routeId = PAGE_GROUP.exec(name)?.[1];
          if (!routeId) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file)));
          // Stylesheets first: the page's first paint waits for them.
          pages[routeId] = [...new Set(files)].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')) || a.localeCompare(b));
        }
        compilation.emitAsset('page-chunks.json', new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PageChunksPlugin };
