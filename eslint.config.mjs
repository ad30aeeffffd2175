import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'data/', 'src/store/generated-api.ts', 'openapi/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
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
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      // Path imports keep dev builds fast and make the bundle's content obvious; the icon barrel
      // alone is thousands of modules.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: "Import one icon: '@mui/icons-material/Delete'." },
            { name: '@mui/material', message: "Import by path: '@mui/material/Button'." },
          ],
          patterns: [
            { group: ['**/store/generated-api'], message: 'Import hooks and types from src/store/api.ts (the enhanced api).' },
          ],
        },
      ],
    },
  },
  {
    // The store files are where the generated api is imported and enhanced.
    files: ['src/store/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Imports flow one way: app → features → shared (components, lib, store); a feature never
  // imports another feature; the server never imports the browser app. Tests may reach across.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/icons-material', message: "Import one icon: '@mui/icons-material/Delete'." },
            { name: '@mui/material', message: "Import by path: '@mui/material/Button'." },
          ],
          patterns: [
            { group: ['**/store/generated-api'], message: 'Import hooks and types from src/store/api.ts (the enhanced api).' },
            { regex: '^\\.\\./(?!\\.\\.)', message: 'A feature does not import another feature: move what they share to components, lib or store.' },
            { regex: '(^|/)app/', message: 'Features do not import the app: the app imports features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.ts', 'src/store/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)features/', message: 'Shared code does not import features.' },
            // The typed hooks need the store's types (types only: no code flows back).
            { regex: '(^|/)app/', message: 'Shared code does not import the app.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+src/', message: 'The server never imports the browser app: shared types live in openapi/generated.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'src/test-utils.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
