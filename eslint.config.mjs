import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { platformImportRules } from './tools/boundaries/platform-layers.mjs';
import wl from './tools/eslint/plugin.mjs';

/** Dependency rules of the architecture brief (docs/decisions/0001-workspace-and-boundaries.md). */
const depConstraints = [
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: [] },
  { sourceTag: 'type:brand', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:session', onlyDependOnLibsWithTags: ['type:data-access', 'type:brand', 'type:ui', 'type:util'] },
  {
    sourceTag: 'type:feature',
    onlyDependOnLibsWithTags: ['type:session', 'type:data-access', 'type:brand', 'type:ui', 'type:util'],
  },
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:session',
      'type:data-access',
      'type:brand',
      'type:ui',
      'type:util',
    ],
  },
  { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:data-access', 'type:brand', 'type:util'] },
  { sourceTag: 'type:brand-bundle', onlyDependOnLibsWithTags: ['type:app', 'type:brand'] },
  { sourceTag: 'type:tools', onlyDependOnLibsWithTags: ['type:brand', 'type:ui', 'type:util', 'type:data-access'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:brand', 'type:util', 'type:data-access'] },
];

const platformRestrictedPaths = [
  { name: '@wl/api-client', message: 'The platform imports only @wl/api-client/contract.' },
  { name: '@wl/brand', message: 'The platform imports only @wl/brand/schema.' },
  { name: '@wl/i18n', message: 'The platform imports only @wl/i18n/languages (the entry carries React and i18next).' },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/.nx',
      '**/test-results',
      '**/playwright-report',
      '**/data',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          // Every library's vitest config is the one shared test set-up (config files, not library code). The JS budget
          // and the brand assembler read the shell's first render with the shell build's own rule (a build script); the
          // JS budget checks the first render's compile hint with the build's own comment and size.
          allow: [
            '../../vitest.libraries',
            '../../apps/shell/build/compile-hint.mjs',
            '../../apps/shell/build/first-render.mjs',
            '../../../apps/shell/build/first-render.mjs',
          ],
          depConstraints,
          // Browser code loads @wl/api-client/contract/mobile-number (libphonenumber) lazily while using the rest statically.
          checkDynamicDependenciesExceptions: ['@wl/api-client', '@wl/api-client/*'],
        },
      ],
    },
  },
  {
    // The reference platform shares only the server-safe contract with the client.
    files: ['apps/platform/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: platformRestrictedPaths }] },
  },
  // Its folders import one way only, down the layers of tools/boundaries/platform-layers.mjs (decision 0062).
  ...platformImportRules(platformRestrictedPaths),
  {
    // Code that reaches the browser uses zod/mini: classic zod costs ~25 KB gzip of the initial JS budget.
    files: ['apps/shell/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
            name,
            message: "Browser code imports 'zod/mini' (classic zod is too heavy for the shell budget).",
          })),
        },
      ],
    },
  },
  {
    // Colours come from the theme (`var(--wl-color-…)` / `tokens.color.*`), never from a literal (tools/eslint/no-colour-literals.mjs).
    files: ['libs/**/*.{ts,tsx}', 'apps/shell/**/*.{ts,tsx}'],
    ignores: [
      // Where colours are defined: the theme tokens and the neutral default theme,
      'libs/ui-kit/src/theme/**',
      // the brand schema, its validation and its sample brand (colours there are brand data),
      'libs/brand/**',
      // the example in the validation message of the chat header colour (a wire contract, not styling),
      'libs/api-client/src/contract/chat-calls.ts',
      // and tests, which feed colours in as data.
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    plugins: { wl },
    rules: { 'wl/no-colour-literals': 'error' },
  },
  {
    // Barrels re-exporting everything defeat tree-shaking and hide the public surface.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'Name each export instead of `export *`.' },
      ],
    },
  },
];
