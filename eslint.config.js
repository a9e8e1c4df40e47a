import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

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
);
