import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'src/**/*.graphql',
  generates: {
    'src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../shared/context#ApiContext',
        scalars: { Cents: 'number', Money: 'string', DateTime: 'Date | string', ID: 'string' },
        mappers: {
          Budget: '../budgets/resolvers#BudgetModel',
          Company: '../companies/resolvers#CompanyModel',
          User: '../members/resolvers#UserModel',
          Notification: '../notifications/resolvers#NotificationModel',
        },
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
