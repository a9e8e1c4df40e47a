import { gql } from '@apollo/client';

export const PLAID_ITEMS = gql`
  query PlaidItems {
    plaidItems { id institutionName archived lastSyncedAt accounts { id name mask } }
    externalTransactions(take: 200) { id accountId amount merchantName date }
  }
`;
export const PLAID_LINK_TOKEN = gql`
  query PlaidLinkToken {
    plaidLinkToken { linkToken expiration }
  }
`;
export const EXCHANGE_PUBLIC_TOKEN = gql`
  mutation ExchangePlaidPublicToken($publicToken: String!) {
    exchangePlaidPublicToken(publicToken: $publicToken) { id institutionName archived lastSyncedAt accounts { id name mask } }
  }
`;
export const SYNC_PLAID = gql`
  mutation SyncPlaidTransactions($itemId: ID!) {
    syncPlaidTransactions(itemId: $itemId) { added { id } modified { id } removed }
  }
`;
export const ARCHIVE_PLAID_ITEM = gql`
  mutation ArchivePlaidItem($id: ID!) {
    archivePlaidItem(id: $id) { id institutionName archived lastSyncedAt accounts { id name mask } }
  }
`;
export const RESTORE_PLAID_ITEM = gql`
  mutation RestorePlaidItem($id: ID!) {
    restorePlaidItem(id: $id) { id institutionName archived lastSyncedAt accounts { id name mask } }
  }
`;
