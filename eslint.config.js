import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * ARCHITECTURE section 2: which of our packages each workspace may import (an entry allows exactly
 * that entry point, so `@spend/projections/api` is not `@spend/projections`). `tests` widens it for
 * tests and test support (`*.test.ts`, `testing/`, `e2e/`, fixture recorders): they may start the
 * real parts a test needs (the projection runner, the simulators) and use `/testing` helpers.
 * The API may also use the accounting platform's HTTP client (`@spend/workflows/accounting`), the one the sync workflow uses,
 * the Temporal tracing interceptors (`@spend/workflows/tracing`), the ones the worker uses, and the
 * workers' workflow code (`@spend/workflows/bundle`: a bundle shared by the test runs' workers).
 * The web app's browser tests build it once for every test file (`buildOnce` of `@spend/eventstore/runtime`).
 * Tests that start services as processes run them compiled once per run (`@spend/eventstore/build`).
 * The identity provider uses the services' runtime (`@spend/eventstore/runtime`) for its tracing only.
 */
const boundaries = {
  'services/domain': { may: [], tests: ['@spend/domain/testing'] },
  'services/eventstore': { may: ['@spend/domain'], tests: ['@spend/domain/testing'] },
  'services/api': {
    may: ['@spend/domain', '@spend/eventstore', '@spend/eventstore/runtime', '@spend/projections/api', '@spend/workflows/messages', '@spend/workflows/accounting', '@spend/workflows/webhooks', '@spend/workflows/tracing', '@spend/workflows/bundle'],
    tests: ['@spend/domain/testing', '@spend/eventstore/testing', '@spend/eventstore/build', '@spend/projections', '@spend/simulator', '@spend/identity'],
  },
  'services/identity': { may: ['@spend/eventstore/runtime'], tests: ['@spend/eventstore/testing'] },
  'services/authorizer': { may: ['@spend/domain', '@spend/eventstore', '@spend/eventstore/runtime'], tests: ['@spend/eventstore/testing'] },
  'services/simulator': { may: ['@spend/domain', '@spend/eventstore', '@spend/eventstore/runtime'], tests: ['@spend/eventstore/testing', '@spend/authorizer'] },
  projections: { may: ['@spend/domain', '@spend/eventstore', '@spend/eventstore/runtime'], tests: ['@spend/eventstore/testing'] },
  workflows: { may: ['@spend/domain', '@spend/eventstore', '@spend/eventstore/runtime'], tests: ['@spend/eventstore/testing', '@spend/simulator'] },
  web: { may: ['@spend/domain'], tests: ['@spend/eventstore/runtime', '@spend/eventstore/testing', '@spend/eventstore/build'] },
};
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**', '**/testing.ts', '**/e2e/**', '**/record-history.ts'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const oneOf = (names) => names.map(escape).join('|');

/** Every package a workspace's package.json declares, so an undeclared import fails lint. */
const declared = (folder) => {
  const manifest = JSON.parse(readFileSync(new URL(`./${folder}/package.json`, import.meta.url), 'utf8'));
  return ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}));
};

const importRules = (folder, ours) => ['error', {
  patterns: [
    {
      regex: `^(?!(?:${oneOf(ours)})$)@spend/`,
      message: `ARCHITECTURE section 2: ${folder} may import ${ours.join(', ') || 'none of our packages'} here.`,
    },
    {
      // Relative, node: built-ins and declared packages (or their subpaths) only.
      regex: `^(?!\\.|node:|(?:${oneOf(declared(folder))})(?:/|$))`,
      message: `Declare the package in ${folder}/package.json.`,
    },
  ],
}];

const boundaryConfigs = Object.entries(boundaries).flatMap(([folder, { may, tests = [] }]) => [
  { files: [`${folder}/**`], rules: { 'no-restricted-imports': importRules(folder, may) } },
  { files: TESTS.map((glob) => `${folder}/${glob}`), rules: { 'no-restricted-imports': importRules(folder, [...may, ...tests]) } },
]);

// Every workspace, TypeScript and JavaScript alike; no type-aware rules (`tsc -b` checks types).
export default defineConfig(
  globalIgnores(['**/node_modules/', '**/.tsbuild/', '**/dist/', '**/coverage/', '**/generated/', '.run/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // Only plain .js files need these (typescript-eslint turns no-undef off for TypeScript).
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  boundaryConfigs,
);
