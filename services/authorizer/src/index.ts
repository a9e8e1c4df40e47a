export { Authorizer, type FollowUpKind } from './authorizer';
export { AuthorizationIdTaken, LedgerBook } from './ledger-book';
export { advisoryTurns, type CompanyTurns } from './company-turns';
export { createAuthorizerServer, type AuthorizerServerOptions } from './server';
export { loadConfig, type AuthorizerConfig } from './config';
export { SIGNATURE_HEADER, signBody } from './signature';
export type { AuthorizationAnswer, AuthorizationRequestBody, FollowUpAnswer, FollowUpRequestBody } from './messages';
