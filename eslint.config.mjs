import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18n from './eslint-rules/no-literal-text.cjs';

const MUI = [
  { name: '@mui/icons-material', message: "Import one icon: '@mui/icons-material/Delete'." },
  { name: '@mui/material', message: "Import by path: '@mui/material/Button'." },
];
// Code loads lazily through lazyScreen, whose failed load is retried; React's lazy keeps a failure forever.
const REACT_LAZY = { name: 'react', importNames: ['lazy'], message: "Load code lazily with lazyScreen (src/components/lazy-screen.tsx): React's lazy never retries a failed load." };
const GENERATED_API = { group: ['**/store/generated-api'], message: 'Import hooks and types from src/store/api.ts (the enhanced api).' };
const OTHER_FEATURE = { regex: '^\\.\\./(?!\\.\\.)', message: 'A feature does not import another feature: move what they share to components, lib or store.' };
const FEATURE_TO_APP = { regex: '(^|/)app/', message: 'Features do not import the app: the app imports features.' };
const SHARED_TO_FEATURE = { regex: '(^|/)features/', message: 'Shared code does not import features.' };
// The typed redux hooks need the store's types (types only: no code flows back).
const SHARED_TO_APP = { regex: '(^|/)app/', message: 'Shared code does not import the app.', allowTypeImports: true };
const SERVER_TO_SRC = { regex: '^(\\.\\./)+src/', message: 'The server never imports the browser app: shared types live in openapi/generated.' };
// src/lib holds pure helpers (formatting, validation): no store, screens, app, React or MUI, so
// anything may use them and they test without a store.
const LIB_TO_APP_LAYERS = {
  regex: '(^|/)(store|features|components|app)(/|$)',
  message: 'src/lib stays pure: it imports no store, feature, component or app code. Move what needs the store to src/store, or pass it in.',
};
const LIB_TO_UI = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-redux', 'react-router', 'react-router/*', '@reduxjs/toolkit/query/react', '@mui/*', '@emotion/*', 'material-react-table'],
  message: 'src/lib stays pure: no React or MUI (shared UI lives in src/components).',
};
// The database layer (connection, migrations, seed) sits under the domains: it never calls their
// handlers or helpers, nor the HTTP layer.
const DB_TO_DOMAINS = { regex: '(^|/)(domains|http)(/|$)', message: 'server/db does not import server/domains or server/http: the domains use the db layer, not the other way.' };
const restrictImports = (paths, patterns) => ['error', { paths, patterns }];

export default tseslint.config(
  { ignores: ['dist/', 'dist-profiling/', 'build/', 'node_modules/', 'coverage/', 'data/', 'src/store/generated-api.ts', 'openapi/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    // CommonJS loads its modules with require (jest's global setup runs untransformed).
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  // Every word an admin reads comes from a catalogue (docs/languages.md).
  { files: ['src/**/*.tsx'], ignores: ['**/*.test.tsx', 'src/test-*.tsx'], plugins: { i18n }, rules: { 'i18n/no-literal-text': 'error' } },
  // Imports: MUI by path (the icon barrel alone is thousands of modules); screens use the enhanced
  // api; and they flow one way: app → features → shared (components, lib, store), a feature never
  // imports another feature, the server never imports the browser app. Tests may reach across.
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrictImports(MUI, [GENERATED_API]) } },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports([...MUI, REACT_LAZY], [GENERATED_API, OTHER_FEATURE, FEATURE_TO_APP]) },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports([...MUI, REACT_LAZY], [GENERATED_API, SHARED_TO_FEATURE, SHARED_TO_APP]) },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports([], [LIB_TO_APP_LAYERS, LIB_TO_UI]) },
  },
  // The store files are where the generated api is imported and enhanced.
  {
    files: ['src/store/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports(MUI, [SHARED_TO_FEATURE, SHARED_TO_APP]) },
  },
  { files: ['server/**/*.ts', 'scripts/**/*.ts'], rules: { 'no-restricted-imports': restrictImports([], [SERVER_TO_SRC]) } },
  { files: ['server/db/**/*.ts'], rules: { 'no-restricted-imports': restrictImports([], [SERVER_TO_SRC, DB_TO_DOMAINS]) } },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/test-utils.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
