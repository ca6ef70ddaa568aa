// jsdom without the Fetch API that browsers (and React Router's data routers) have: lend it
// Node's own implementations, so component tests see the same globals as a real page.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone', 'BroadcastChannel']) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
