/** The API as a resource server: access tokens for it are JWTs the API verifies against our JWKS. */
export const API_RESOURCE = 'urn:spend:api';
/** The scope of API_RESOURCE the web app asks for. */
export const API_SCOPE = 'api';
/** The web app: a public client (no secret) that must use PKCE. */
export const WEB_CLIENT_ID = 'spend-web';
export const DEFAULT_REDIRECT_URIS: readonly string[] = ['http://localhost:5173/callback', 'http://127.0.0.1:5173/callback'];
/** Scopes of API_RESOURCE an API client (client credentials) may hold: read, and write for mutations. */
export const API_READ_SCOPE = 'api:read';
export const API_WRITE_SCOPE = 'api:write';
/** Authentication method references (RFC 8176) the tokens carry in `amr`: the password, and the one-time code after it. */
export const AMR_PWD = 'pwd';
export const AMR_OTP = 'otp';
/** The acr_values a client sends (with prompt=login) to have the signed-in person prove the second factor now: a step-up. */
export const OTP_ACR = 'urn:spend:otp';
