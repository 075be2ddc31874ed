import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import fs from 'node:fs';
import vitest from '@vitest/eslint-plugin';
import testingLibrary from 'eslint-plugin-testing-library';

const FEATURES = './apps/web/src/features';
const features = fs.existsSync(FEATURES) ? fs.readdirSync(FEATURES) : [];
// A feature never imports another feature.
const featureZones = features.map((name) => ({ target: `${FEATURES}/${name}`, from: FEATURES, except: [`./${name}`] }));

const API = './apps/api/src';
// The API's layers: modules sit above access, plugins, storage, backup, lib, db, mail, i18n and jobs, which never
// import a module. The top floor does: app.ts (every module's routes), module-jobs.ts (every module's jobs.ts),
// demo/ (the demo data, made through the services as the app makes it). The whole rule, with the top floor and
// cycles, is .dependency-cruiser.cjs (npm run lint).
const apiLayerZones = ['access', 'plugins', 'storage', 'backup', 'lib', 'db', 'mail', 'i18n', 'jobs'].map((layer) => ({
  target: `${API}/${layer}`,
  from: `${API}/modules`,
  message: 'Only modules (and the composition roots) import a module; move what is shared to access/, lib/ or storage/.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Imports flow one way: app → features → components/lib; a feature never imports another feature.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './packages/contract', from: './apps' },
            { target: './apps/web', from: './apps/api' },
            { target: './apps/api', from: './apps/web' },
          ],
        },
      ],
    },
  },
  {
    // The API's layers (apiLayerZones). Its imports are relative and extensionless: the node resolver is told
    // of .ts, or it resolves none of them and the rule sees nothing. This block's zones replace the shared ones
    // for the API's files, so the one that concerns them is repeated.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...apiLayerZones, { target: './apps/api', from: './apps/web' }] }],
    },
  },
  {
    // The student app (src/student) is a composition root like app/: it imports features, never the reverse. What
    // staff and student screens share lives in components/light. Matched by the import's text: the zones above
    // see only the imports their node resolver finds, and it does not resolve the web's `@/` alias.
    files: ['apps/web/src/{features,components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^@/|/)student/',
              message: 'The student app imports features, not the reverse: share through components/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Every user-visible text goes through the translator (src/locales); tests and e2e specs may use literals.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'title', 'placeholder', 'aria-label', 'helperText', 'emptyText', 'alt', 'submitLabel', 'text'],
          },
          // Only punctuation, digits and spaces may stand alone (the default also lets ALL-CAPS words through: 'ADD').
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s]+'] },
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^toast(ErrorText|Info|Pending|Success)$/] > :matches(Literal, TemplateLiteral).arguments:first-child',
          message: 'Toast texts go through t(): write the text in src/locales.',
        },
      ],
    },
  },
  {
    // Tests: vitest's recommended rules (a test without an assertion, a focused or disabled test…).
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument; several assertions name what they check.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // expectSpecCalls (test/spec-calls.ts) checks each call's status and answer.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expectSpecCalls'] }],
    },
  },
  {
    // Web component tests query the screen as a user would (Testing Library's rules for React).
    files: ['apps/web/src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Our render helpers answer what a test needs (the router, the query client), not render's result.
      'testing-library/render-result-naming-convention': 'off',
      // A card or grid row is found by its heading or cell, then its container (`closest('article')`):
      // the container has no role of its own to query.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
    },
  },
);
