/**
 * Writes `page-chunks.json` beside a published remote's manifest: for each page, the files its
 * lazily loaded chunk group needs (scripts and stylesheets), keyed by route id, and the files of
 * each language whose texts load apart, keyed `texts-<language>`. A remote's routes module names
 * each page's import `page-<route id>` (webpackChunkName) for this, and its texts loader `texts-en`.
 *
 * The API reads it to preload the page's own files with the document (api/src/http/remote-hints.ts),
 * so the page does not wait for the routes module to run before asking for them: one sequential
 * round trip fewer before the largest paint.
 */
const { sources, Compilation } = require('webpack');

const NAME = 'PageChunksPlugin';
const PAGE_GROUP = /^page-(.+)$/;
/** A language's texts that load apart (`texts-en`, webpackChunkName of the remote's loader), listed under that name. */
const TEXTS_GROUP = /^texts-[a-z]{2}$/;

class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const key = TEXTS_GROUP.test(name) ? name : PAGE_GROUP.exec(name)?.[1];
          if (!key) continue;
          const files = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file)));
          // Stylesheets first: the page's first paint waits for them.
          pages[key] = [...new Set(files)].sort((a, b) => Number(b.endsWith('.css')) - Number(a.endsWith('.css')) || a.localeCompare(b));
        }
        compilation.emitAsset('page-chunks.json', new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PageChunksPlugin };
