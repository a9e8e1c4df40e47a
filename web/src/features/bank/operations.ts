import { gql } from '@apollo/client';

export const PLAID_ITEMS = gql`
  query PlaidItems {
    plaidItems { id institutionName archived lastSyncedAt accounts { id name mask balance } }
  }
`;
/** /cards/external: the live connections' accounts and their imported transactions. */
export const EXTERNAL_CARDS = gql`
  query ExternalCards($accountId: ID) {
    plaidItems(archived: false) { id institutionName archived lastSyncedAt accounts { id name mask balance } }
    externalTransactions(accountId: $accountId, take: 200) { id accountId amount merchantName date }
  }
`;
export const PLAID_LINK_TOKEN = gql`
  query PlaidLinkToken($redirectUri: String) {
    plaidLinkToken(redirectUri: $redirectUri) { linkToken expiration hostedLinkUrl }
  }
`;
export const EXCHANGE_PUBLIC_TOKEN = gql`
  mutation ExchangePlaidPublicToken($publicToken: String!) {
    exchangePlaidPublicToken(publicToken: $publicToken) { id institutionName archived lastSyncedAt accounts { id name mask balance } }
  }
`;
export const SYNC_PLAID = gql`
  mutation SyncPlaidTransactions($itemId: ID!) {
    syncPlaidTransactions(itemId: $itemId) { added { id } modified { id } removed }
  }
`;
export const ARCHIVE_PLAID_ITEM = gql`
  mutation ArchivePlaidItem($id: ID!) {
    archivePlaidItem(id: $id) { id institutionName archived lastSyncedAt accounts { id name mask balance } }
  }
`;
export const RESTORE_PLAID_ITEM = gql`
  mutation RestorePlaidItem($id: ID!) {
    restorePlaidItem(id: $id) { id institutionName archived lastSyncedAt accounts { id name mask balance } }
  }
`;
