// Lint: typescript-eslint, React hooks and jsx-a11y rules, and the architecture as import boundaries:
// config and schemas → engine → features → app; features do not import each other; the server and the
// shared folders never import browser code.
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each zone: files under `target` may not import from `from` (except `except`). */
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need into src/engine, src/ui, src/api or src/stores.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features do not import the app: data flows config and schemas → engine → features → app.',
  },
  ...['engine', 'ui', 'api', 'stores', 'i18n', 'forms'].map((folder) => ({
    target: `./src/${folder}`,
    from: ['./src/features', './src/app'],
    message: `src/${folder} sits below the features and the app: it may not import them.`,
  })),
  {
    target: ['./server', './schemas', './config', './shared'],
    from: './src',
    message: 'Server and shared code do not import browser code: move what both need into shared/ or schemas/.',
  },
];

export default tseslint.config(
  {
    // generated: ajv's standalone validators (build/standalone.ts)
    ignores: [
      'dist/',
      'node_modules/',
      'data/',
      'src/forms/generated/',
      'src/engine/generated/',
      'src/i18n/generated/',
      'test-results/',
      'playwright-report/',
      'server/dev-reload-client.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fluentui/react-components',
              message: 'Import the Fluent part package (@fluentui/react-button, …), never the barrel.',
            },
          ],
        },
      ],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // focus moves into an editor the user has just opened (rename, sold price, note, a form's first
      // field), which is where they will type: WAI-ARIA's own dialog and inline-edit patterns do so
      'jsx-a11y/no-autofocus': 'off',
    },
  },
);
