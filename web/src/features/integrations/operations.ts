import { gql } from '@apollo/client';

/** The company's accounting integration: its platform company, connections and recent runs. */
export const ACCOUNTING = gql`
  query Accounting {
    codatCompany { id name configuration { bankAccountId supplierId customerId } }
    connections { id platformKey platformName archived syncStatus createdAt }
    integrationRunLogs(take: 20) { id kind status transactionIds syncedTransactionIds failures { transactionId message } notReady { transactionId reason message generalLedgerId } message startedAt updatedAt }
  }
`;
/** What the platform offers (only once its company exists): accounts, suppliers, customers, and our mappings. */
export const ACCOUNTING_OPTIONS = gql`
  query AccountingOptions {
    codatMappingOptions { accounts { id name nominalCode accountType status } }
    codatSuppliers { id name status }
    codatCustomers { id name status }
    codatAccountMappings { generalLedgerId accountId }
    codatAccountProposals { generalLedgerId accountId }
    generalLedgers(take: 100, orderBy: [{ field: code, order: asc }]) { items { id name code } }
  }
`;
export const CREATE_CODAT_COMPANY = gql`
  mutation CreateOneCodatCompany {
    createOneCodatCompany { id name }
  }
`;
export const CREATE_CONNECTION = gql`
  mutation CreateOneCodatPlatformConnection($platformKey: String!) {
    createOneCodatPlatformConnection(platformKey: $platformKey) { id platformKey platformName archived syncStatus createdAt }
  }
`;
export const SET_CONFIGURATION = gql`
  mutation SetOneCodatCompanyConfiguration($data: CodatCompanyConfigurationInput!) {
    setOneCodatCompanyConfiguration(data: $data) { id configuration { bankAccountId supplierId customerId } }
  }
`;
export const SET_MAPPING = gql`
  mutation SetOneCodatAccountMapping($generalLedgerId: ID!, $accountId: String) {
    setOneCodatAccountMapping(generalLedgerId: $generalLedgerId, accountId: $accountId) { generalLedgerId accountId }
  }
`;
export const CONFIRM_MAPPINGS = gql`
  mutation ConfirmCodatAccountMappings($mappings: [CodatAccountMappingInput!]!) {
    confirmCodatAccountMappings(mappings: $mappings) { generalLedgerId accountId }
  }
`;
export const TRANSIT = gql`
  mutation TransitCustomersAndGlData {
    transitCustomersAndGlData { createdProjects { id } updatedProjects { id } createdGeneralLedgers updatedGeneralLedgers customers { id } }
  }
`;
export const SYNC_ACCOUNTING = gql`
  mutation SyncAccounting {
    syncAccounting { id kind status transactionIds syncedTransactionIds failures { transactionId message } notReady { transactionId reason message generalLedgerId } message startedAt updatedAt }
  }
`;
export const PUSH_TRANSACTIONS = gql`
  mutation CreateExpenseTransactions($transactionIds: [ID!]!) {
    createExpenseTransactions(transactionIds: $transactionIds) { id kind status transactionIds syncedTransactionIds failures { transactionId message } notReady { transactionId reason message generalLedgerId } message startedAt updatedAt }
  }
`;
export const ARCHIVE_CONNECTION = gql`
  mutation UpdateConnectionArchiveStatusService($connectionId: ID!, $archived: Boolean!) {
    updateConnectionArchiveStatusService(connectionId: $connectionId, archived: $archived) { id platformKey platformName archived syncStatus createdAt }
  }
`;
