import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';

/** One `no-restricted-imports` entry per layer (a later config object replaces the rule, never merges it). */
const restrict = (...patterns) => ['error', { patterns }];
const firebaseDirect = {
  group: ['firebase', 'firebase/*', '@/firebase', '@/firebase/*'],
  message: 'Screens, ui and domain never touch Firebase: use the hooks in src/data/.',
};
const dataInternals = {
  regex: '^@/data/(schema/.+|([^/]+/)?(api|writer|refs|paging))$',
  allowTypeImports: true,
  message:
    "Screens read and write through the hooks in @/data/<collection>/hooks (types from api are fine); api functions, refs, schema modules and the ledger writer are the data layer's.",
};
const otherFeature = {
  // src/features/statement is the one shared feature: the Points Statement shows on Points History
  // and on the employee detail page.
  regex: '^@/features(/(?!statement(/|$)).*)?$',
  message: 'A feature never imports another feature: move the shared piece to src/ui (or src/domain).',
};
const performanceInternals = {
  regex: '^@/data/(deferred|secondary|lists)$',
  allowTypeImports: true,
  message:
    "Deferral and secondary-read scheduling belong to the data hooks (src/data/lists.ts: useList, usePages, useCount); a screen uses the collection's hook.",
};
const upward = {
  regex: '^\\.\\./',
  message: 'Relative imports stay in their folder; reach another layer through the @/ alias.',
};
const uiUpward = {
  group: ['@/data', '@/data/*', '@/features', '@/features/*', '@/app', '@/app/*'],
  message: 'src/ui is presentational: data and app state come in through props.',
};
const react = {
  group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom', '@tanstack/*'],
  message: 'src/domain is pure TypeScript: no React.',
};
const domainUpward = {
  group: ['@/data', '@/data/*', '@/features', '@/features/*', '@/ui', '@/ui/*', '@/app', '@/app/*'],
  message: 'src/domain stays pure: it never imports data, features, ui or app.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results*',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Layer boundaries (docs/architecture.md): features -> data -> firebase; ui and domain import none of them.
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        firebaseDirect,
        dataInternals,
        performanceInternals,
        otherFeature,
        upward,
      ),
    },
  },
  {
    // A screen's tests mock its api module (vi.mock), the seam between the screen and Firestore.
    files: ['src/features/**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(firebaseDirect, otherFeature, upward) },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(firebaseDirect, uiUpward, upward) },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict(firebaseDirect) },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(firebaseDirect, react, domainUpward, upward),
    },
  },
);
