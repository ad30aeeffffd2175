import type { ConfigFile } from '@rtk-query/codegen-openapi';

/**
 * Generates src/store/generated-api.ts from the contract (npm run codegen). The generated file is
 * never edited: cache tags are added in src/store/api.ts, which must name every endpoint.
 */
const config: ConfigFile = {
  schemaFile: './openapi/generated/shop-admin.json',
  apiFile: './src/store/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/store/generated-api.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  // No tags from the contract's domains ("transactions"): nothing invalidated them; src/store/api.ts says each one.
  tag: false,
  // Streamed answers (CSV exports, the event stream) are read with fetch, not cached as queries.
  filterEndpoints: (name) => !/^export[A-Z]|^streamEvents$/.test(name),
  endpointOverrides: [
    // A POST that only reads: the physical order list.
    { pattern: 'listPhysicalOrders', type: 'query' },
    // GETs that change state (x-state-changing in the contract).
    {
      pattern: ['syncPermissions', 'deleteOrderMessage', 'deleteVoucher', 'hideUsedVouchers'],
      type: 'mutation',
    },
  ],
};

export default config;
