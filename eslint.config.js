// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// One config for the whole repository: type-aware rules everywhere (each file is checked with the
// tsconfig of its workspace), React rules for the web app only. Prettier owns formatting.
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // npm start's development build of the web app (scripts/web-build.ts).
      'web/dist-dev/**',
      'prisma/generated/**',
      'web/src/gql/**',
      'test-results/**',
      'playwright-report/**',
      'uploads/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-condition': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    // The public site speaks English, Arabic and Indonesian (decision 0017): every text a reader sees is a message
    // with an id and its English defaultMessage, never a literal. The back-office stays English.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/admin/**', 'web/src/test/**', 'web/src/**/*.test.{ts,tsx}', 'web/src/gql/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '{label,hint,title,description,eyebrow,caption,empty,placeholder,confirmLabel,cancelLabel}'],
              ['*', '{pageTitle,heading,subtitle,summary,text,loadingLabel,actionLabel,errorText,legend}'],
            ],
          },
        },
      ],
      'formatjs/no-literal-string-in-object': [
        'error',
        { include: ['label', 'title', 'description', 'heading', 'hint', 'placeholder', 'text'] },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      'formatjs/no-offset': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      // react-intl 12 types a message's arguments from its type parameter: this rule writes it from the ICU text
      // (`eslint --fix`) and fails when the text and the type part ways.
      'formatjs/enforce-message-types': ['error', { generateTypes: true }],
    },
  },
  {
    // Tests read untyped JSON (HTTP bodies, GraphQL results) and assert its shape: the no-unsafe-* family
    // would make every `body.error` a cast without catching anything the assertion does not.
    files: ['**/test/**/*.{ts,tsx}', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
