export {
  createIdentityApp,
  createIdentityServer,
  startIdentityServer,
  INVALID_LOGIN_MESSAGE,
  type IdentityApp,
  type IdentityOptions,
  type IdentityServer,
  type StartedIdentityServer,
} from './provider';
export { AMR_OTP, AMR_PWD, API_READ_SCOPE, API_RESOURCE, API_SCOPE, API_WRITE_SCOPE, DEFAULT_REDIRECT_URIS, OTP_ACR, WEB_CLIENT_ID } from './constants';
export { apiClientMetadata, type ApiClientRecord, type ApiClientRegistry } from './api-clients';
export { PostgresApiClientRegistry } from './api-client-registry';
export { PostgresMemberDirectory, type MemberDirectory } from './member-directory';
export { AccountStore, hashPassword, IDENTITY_PROCESS_ENV, verifyPassword, normalizeEmail, type Account } from './accounts';
export { Outbox, type Mail } from './mail';
export { DEMO_ADMIN_EMAIL, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_USERS, addDemoUsers, createDemoAccountStore, createDemoFactors, type DemoRole, type DemoUser } from './demo-users';
export { SECOND_FACTOR_MESSAGES, SecondFactors, type CodeCheck, type Enrolment } from './second-factor';
export { PasswordResets, PasswordResetError, RESET_MESSAGES, resetRequestedMessage, MIN_PASSWORD_LENGTH, passwordRuleError } from './password-reset';
export { generateSigningKeys, type PrivateJwks } from './keys';
export { loadIdentityConfig, type IdentityConfig } from './config';
export { LEGAL_DOCUMENTS, textPdf } from './legal';
export { CHANGE_MESSAGES, PasswordChangeError, changePassword } from './password-change';
