/**
 * Writes `page-chunks.json` beside a remote's mf-manifest.json: for every page of its `routes`
 * module, the script files its lazy import loads. The server preloads the requested page's files
 * in the HTML document, so the page chunk downloads while the shell starts instead of after it
 * (issue 8, LCP). A page is found by its chunk name: `import(/* webpackChunkName: "page-<route
 * id>" *\/ …)` in the remote's routes.ts (a guard test checks every page has one).
 */
const NAME = 'PageChunksPlugin';
const PREFIX = 'page-';

class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!name.startsWith(PREFIX)) continue;
          pages[name.slice(PREFIX.length)] = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
        }
        compilation.emitAsset('page-chunks.json', new compiler.webpack.sources.RawSource(JSON.stringify(pages, null, 2)));
      });
    });
  }
}

module.exports = { PageChunksPlugin };
