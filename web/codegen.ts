import type { CodegenConfig } from '@graphql-codegen/cli';

/** The web client's operation types, generated from the API's schema and the app's own gql documents. */
const config: CodegenConfig = {
  schema: '../services/api/src/**/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/generated/**', '!src/e2e/**', '!src/**/*.test.{ts,tsx}'],
  generates: {
    'src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-operations'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        scalars: { Cents: 'number', Money: 'string', DateTime: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
