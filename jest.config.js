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
// PGlite's CommonJS build loads files with dynamic import(), which jest's VM cannot run without
// --experimental-vm-modules, and fastify.inject needs the ESM-only `cookie`; compiling both turns
// them into require().
const serverTransform = {
  ...transform,
  '^.+/@electric-sql/.+\\.cjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } }],
};
// ESM-only packages of the server: jose (ticket signatures), sanitize-html's htmlparser2 and helpers (article bodies).
const serverEsm = '@electric-sql|cookie|jose|sanitize-html|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities';
const browserProject = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: '<rootDir>/../shared/src/testing/jsdom-environment.cjs',
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/setup-dom.ts'],
  transform: serverTransform,
  moduleNameMapper: { ...moduleNameMapper, '^@electric-sql/pglite$': '<rootDir>/../shared/src/testing/pglite-in-jsdom.cjs' },
  // ESM-only: idb (the gate scanner's IndexedDB queue), and the server's own (tests run the real API).
  transformIgnorePatterns: [`/node_modules/(?!(idb|${serverEsm})/)`],
  // A component test places real orders and renders against the real API on its own database, so
  // it takes the time of those queries, not of a render alone; jest's default of 5 s is the time
  // of a render and fails them on a busy machine.
  testTimeout: 30000,
});

module.exports = {
  // A worker per core: jest's default leaves one core to its main thread, which only waits here, so
  // a two-core CI machine ran the suites one at a time.
  maxWorkers: '100%',
  projects: [
    ...['shared', 'shell', ...remotes.map(({ name }) => `mfe-${name}`)].map(browserProject),
    {
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['**/__tests__/**/*.test.ts'],
      setupFiles: ['<rootDir>/src/testing/payment-sandbox.ts', '<rootDir>/src/testing/linked-site.ts'],
      transform: serverTransform,
      transformIgnorePatterns: [`/node_modules/(?!(${serverEsm})/)`],
      testTimeout: 60000,
    },
  ],
};
