/**
 * Names in index.html every script the shell runs before its first render, for the document's
 * start-up script to ask for (shared/src/startup/start-up-script.ts), and links their CSS as
 * stylesheets. It replaces the entry's <script> tag with a JSON element, `{ entry, files }`: a
 * page the server rendered asks for its scripts only once its first screen is painted. Asking
 * for all of them at once matters: otherwise the browser discovers them one level at a time: the entry imports bootstrap, whose shared modules each live in their own chunk and
 * import further shared modules, a chain of about ten round trips on a mobile network (at
 * most three).
 *
 * The walk starts at the entry, follows its `import('./bootstrap')` and bootstrap's imports of
 * the start-up steps, and then the chunks of every shared module consumed along the way, as the
 * shell provides them to itself (it is the host, so its providers are always registered). Lazy
 * imports of the shell's own code stay lazy.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartupFilesPlugin';
/** shared/src/startup/start-up-script.ts's SHELL_FILES_ID (a test keeps the two the same). */
const SHELL_FILES_ID = 'shell-files';
// The module types the federation plugin gives shared modules (webpack's own names for them).
const PROVIDE_SHARED = 'provide-module';
const CONSUME_SHARED = 'consume-shared-module';

/** The share key a provider registers: the `name` of the dependency that created it. */
function providedShareKey(compilation, provider) {
  for (const connection of compilation.moduleGraph.getIncomingConnections(provider)) {
    if (typeof connection.dependency?.name === 'string') return connection.dependency.name;
  }
  return undefined;
}

function startupFiles(compilation, entryName) {
  const { chunkGraph } = compilation;
  const entry = compilation.entrypoints.get(entryName);
  const files = new Set(); // scripts and stylesheets of the chunks the shell runs at start
  const seenChunks = new Set();
  const providerOf = new Map(); // share key → this build's provider of it
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED) providerOf.set(providedShareKey(compilation, module), module);
  }

  // `levels` 2 also follows the lazy imports of each module imported: the entry's one import is
  // bootstrap, whose own imports are the start-up steps (shell/src/bootstrap.tsx).
  const visitBlocks = (module, levels = 1) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) for (const chunk of group.chunks) visitChunk(chunk, false);
      if (levels < 2) continue;
      for (const dependency of block.dependencies) {
        const imported = compilation.moduleGraph.getModule(dependency);
        if (imported) visitBlocks(imported, levels - 1);
      }
    }
  };
  const visitChunk = (chunk, isEntry) => {
    if (seenChunks.has(chunk)) return;
    seenChunks.add(chunk);
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME_SHARED) {
        // The host answers its own consumes from the share scope, i.e. through its provider's
        // chunks; the consume's fallback chunks (the same code) would only load without one.
        visitBlocks(providerOf.get(module.options.shareKey) ?? module);
      } else if (isEntry && module.type !== PROVIDE_SHARED) {
        visitBlocks(module, 2); // the bootstrap import of src/index.ts, and bootstrap's steps
      }
    }
  };
  for (const chunk of entry.chunks) visitChunk(chunk, true);
  const entryFiles = new Set(entry.chunks.flatMap((chunk) => [...chunk.files]));
  const sorted = [...files].sort((a, b) => a.localeCompare(b));
  return {
    stylesheets: sorted.filter((file) => file.endsWith('.css')),
    entry: sorted.find((file) => file.endsWith('.js') && entryFiles.has(file)),
    scripts: sorted.filter((file) => file.endsWith('.js') && !entryFiles.has(file)),
  };
}

class StartupFilesPlugin {
  constructor({ entryName = 'main', publicPath = '/' } = {}) {
    this.entryName = entryName;
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const { stylesheets, entry, scripts } = startupFiles(compilation, this.entryName);
        if (!entry) throw new Error(`${NAME}: the entry "${this.entryName}" has no script`);
        const url = (file) => `${this.publicPath}${file}`;
        // Start-up styles are linked as stylesheets: they block the first paint (no flash of
        // unstyled page), and the chunk loader finds them in place instead of adding them again.
        data.headTags.push(...stylesheets.map((file) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: url(file) })));
        const names = JSON.stringify({ entry: url(entry), files: scripts.map(url) }).replace(/</g, '\\u003c');
        data.bodyTags = [
          ...data.bodyTags.filter((tag) => tag.tagName !== 'script'),
          HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: SHELL_FILES_ID }, names),
        ];
        return data;
      });
    });
  }
}

module.exports = { StartupFilesPlugin, SHELL_FILES_ID };
