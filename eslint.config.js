import { readFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * docs/ARCHITECTURE.md section 2: which of our packages each workspace may import, and what its tests
 * may import besides (eslint.boundaries.json; the architecture's table names the same entries, and
 * deploy/src/architecture.test.ts keeps the two equal). An entry allows exactly that entry point, so
 * `@spend/projections/api` is not `@spend/projections`. Tests and test support (`*.test.ts`, `testing/`,
 * `e2e/`, fixture recorders) may start the real parts a test needs and use `/testing` helpers.
 */
const boundaries = JSON.parse(readFileSync(new URL('./eslint.boundaries.json', import.meta.url), 'utf8'));
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

/**
 * A relative import stays inside its workspace: another package is reached through its entry points
 * (the rule above), never by a path into its sources (`../services/api/src/…`), which no table sees.
 */
const root = dirname(fileURLToPath(import.meta.url));
const insideWorkspace = {
  meta: { type: 'problem', schema: [{ type: 'string' }] },
  create(context) {
    const folder = resolve(root, context.options[0]);
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(context.filename), source.value);
      if (target !== folder && !target.startsWith(folder + sep)) {
        context.report({ node: source, message: `ARCHITECTURE section 2: '${source.value}' leaves ${context.options[0]}; import the package's entry point.` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
const spend = { rules: { 'inside-workspace': insideWorkspace } };

const boundaryConfigs = Object.entries(boundaries).flatMap(([folder, { may, tests = [] }]) => [
  {
    files: [`${folder}/**`],
    plugins: { spend },
    rules: { 'no-restricted-imports': importRules(folder, may), 'spend/inside-workspace': ['error', folder] },
  },
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
