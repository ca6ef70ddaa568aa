// Component tests run the real API on PGlite inside jsdom. PGlite finds its WebAssembly and data
// files beside the script that loaded it: in a page, document.currentScript; in jsdom that is
// nothing, so it would look for them under http://localhost. Loading it as its own file tells it
// where it lies, and its Node build then reads them from disk as in the API's own tests.
const path = require('node:path');
const { pathToFileURL } = require('node:url');

// By path: jest maps the package's own name to this file.
const entry = path.resolve(__dirname, '../../../node_modules/@electric-sql/pglite/dist/index.cjs');
const script = document.createElement('script');
script.src = pathToFileURL(entry).href;
Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
try {
  module.exports = require(entry);
} finally {
  delete document.currentScript;
}
