import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import fs from 'node:fs';

const FEATURES = './apps/web/src/features';
const features = fs.existsSync(FEATURES) ? fs.readdirSync(FEATURES) : [];
// A feature never imports another feature.
const featureZones = features.map((name) => ({ target: `${FEATURES}/${name}`, from: FEATURES, except: [`./${name}`] }));

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
          selector: 'CallExpression[callee.name=/^toast(ErrorText|Info|Pending|Success)$/] > :matches(Literal, TemplateLiteral).arguments:first-child',
          message: 'Toast texts go through t(): write the text in src/locales.',
        },
      ],
    },
  },
);
