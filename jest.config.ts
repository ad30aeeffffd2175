import type { Config } from 'jest';

/**
 * ts-jest with tsconfig.json, except CommonJS output for jest (tsconfig says `module: preserve` for
 * the bundler). `isolatedModules` in tsconfig makes ts-jest transpile only: types are `tsc`'s job.
 */
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node10',
      ignoreDeprecations: '6.0',
      allowJs: true,
      rootDir: '.',
    },
  },
];

/** ESM-only packages (the chart's d3 modules) that jest must transform like our own code. */
const ESM_PACKAGES = ['@nivo', 'd3-[^/]+', 'internmap', 'delaunator', 'robust-predicates'];

/**
 * ESM-only dependencies of the server (Fastify's cookie/multipart helpers, sanitize-html's parser):
 * Node loads them through require(esm), jest's module system needs them transformed. PGlite's own
 * dynamic imports need `--experimental-vm-modules` (set by `npm test`).
 */
const SERVER_ESM_PACKAGES = [
  'content-disposition',
  'cookie',
  'set-cookie-parser',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'entities',
  'domelementtype',
];

const config: Config = {
  reporters: ['default', '<rootDir>/tests/support/summary-reporter.cjs'],
  // A run's PGlite test servers copy one migrated database instead of each making its own (tests/support/pglite-template.ts).
  globalSetup: '<rootDir>/tests/setup/pglite-templates-setup.cjs',
  globalTeardown: '<rootDir>/tests/setup/pglite-templates-teardown.cjs',
  projects: [
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/tests/setup/jsdom-environment.ts',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/client.ts'],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
      transform: { '^.+\\.(ts|tsx|js|mjs)$': tsJest },
      transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
      moduleNameMapper: {
        '^@nivo/([a-z-]+)$': '<rootDir>/node_modules/@nivo/$1/dist/nivo-$1.mjs',
        '\\.css$': '<rootDir>/tests/setup/style-stub.ts',
        '\\.(png|jpe?g|gif|webp|svg|woff2)$': '<rootDir>/tests/setup/file-stub.ts',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/tests/api/**/*.test.ts', '<rootDir>/tests/contract/**/*.test.ts'],
      transform: { '^.+\\.(ts|js)$': tsJest },
      transformIgnorePatterns: [`/node_modules/(?!(${SERVER_ESM_PACKAGES.join('|')})/)`],
      setupFiles: ['<rootDir>/tests/setup/verify-compiled.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/slow-timeout.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      transform: { '^.+\\.(ts|js)$': tsJest },
      transformIgnorePatterns: [`/node_modules/(?!(${SERVER_ESM_PACKAGES.join('|')})/)`],
      setupFiles: ['<rootDir>/tests/setup/verify-compiled.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup/slow-timeout.ts'],
    },
  ],
};

export default config;
