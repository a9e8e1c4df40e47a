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
          Person: '../members/resolvers#PersonModel',
          Notification: '../notifications/resolvers#NotificationModel',
          NotificationData: '../notifications/resolvers#NotificationModel',
          Card: '../cards/resolvers#CardModel',
          TransactionControl: '../cards/resolvers#TransactionControlModel',
          BulkCardRow: '../cards/bulk-funding#BulkRow',
          Transaction: '../transactions/resolvers#TransactionModel',
          BooksPolicy: '../transactions/books-policy#BooksPolicyModel',
          TransactionSearchOptions: '../transactions/resolvers#SearchOptionsModel',
          Receipt: '../transactions/resolvers#ReceiptModel',
          HistoryEvent: '../audit/describe-rows#HistoryEventModel',
          ApprovalRequest: '../requests/load#ApprovalRequestModel',
          ApprovalDelegation: '@spend/domain#Delegation',
          Reimbursement: '../requests/load#ApprovalRequestModel',
          MileageSubmission: '../mileage/resolvers#MileageSubmissionModel',
          Statement: '../statements/resolvers#StatementModel',
          StatementTransaction: '../statements/resolvers#StatementTransactionModel',
          CardSearchOptions: '../reference/cards#CardSearchOptionsModel',
        },
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
