// One jest run for every workspace: browser code in jsdom, the API in node.
const remotes = require('./remotes.config.cjs');
const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
  ],
};
const moduleNameMapper = {
  '\\.module\\.css$': 'identity-obj-proxy',
  '\\.css$': '<rootDir>/../shared/src/testing/empty-module.ts',
  '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/../shared/src/testing/empty-module.ts',
};
const browserProject = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: '<rootDir>/../shared/src/testing/jsdom-environment.cjs',
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/setup-dom.ts'],
  transform,
  moduleNameMapper,
  // ESM-only: jose (ticket signatures, verified by the gate scanner) and idb (its IndexedDB queue).
  transformIgnorePatterns: ['/node_modules/(?!(jose|idb)/)'],
});

module.exports = {
  projects: [
    ...['shared', 'shell', ...remotes.map(({ name }) => `mfe-${name}`)].map(browserProject),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['**/__tests__/**/*.test.ts'],
      setupFiles: ['<rootDir>/src/testing/payment-sandbox.ts'],
      // PGlite's CommonJS build loads files with dynamic import(), which jest's VM cannot run
      // without --experimental-vm-modules, and fastify.inject needs the ESM-only `cookie`;
      // compiling both turns them into require().
      transform: {
        ...transform,
        '^.+/@electric-sql/.+\\.cjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } }],
      },
      // sanitize-html (article bodies) parses with htmlparser2 and its helpers, ESM-only as well, like jose
      // (ticket signatures).
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|cookie|jose|sanitize-html|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)'],
      testTimeout: 60000,
    },
  ],
};
