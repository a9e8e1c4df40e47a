export { CardDirectory } from './cards';
export { SimulatedNetwork, type Attempt, type AuthorizationAnswer, type NetworkOptions } from './network';
export { writeHistory, type HistoryOptions } from './history';
export { BankFeed, INSTITUTIONS, LINK_MESSAGES, SANDBOX_CREDENTIALS, startBankFeed, type FeedTransaction } from './bank-feed';
export { settleHistory } from './settlements';
export { AccountingPlatform, PlatformError, type LedgerEntry } from './accounting-platform';
export { startAccountingPlatform, type AccountingPlatformServer, type Faults } from './accounting-server';
