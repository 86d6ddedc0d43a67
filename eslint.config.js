import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import moduleBoundaries from './scripts/eslint/module-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/drizzle/**',
      'apps/server/test/api/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { ledgerdesk: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'ledgerdesk/module-boundaries': ['error', { modulesDir: `${import.meta.dirname}/apps/server/src/modules` }] },
  },
  {
    // One write pipeline (platform/db/command.ts): a transaction opened anywhere else would skip
    // its audit records, its after-commit effects and its cache invalidation.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/platform/db/**', '**/*.test.ts', '**/*.fixture.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Writes run through command() or auditedWrite() from platform/db/command.ts.',
        },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@ledgerdesk/server*', '@ledgerdesk/web*', 'node:*', 'react*', 'drizzle-orm*'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: globals.node },
  },
);
