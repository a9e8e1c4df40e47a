import { startTracing, type Tracing } from '@spend/runtime';
import { createMailSender } from '@spend/runtime/mail';
import { loadIdentityConfig, type IdentityConfig } from './config';
import { startupLines } from './banner';
import { Outbox } from './mail';

// `tsx services/identity/src/main.ts` (or `npm start -w @spend/identity`): the development identity provider.
let config: IdentityConfig;
let tracing: Tracing | null;
try {
  config = loadIdentityConfig();
  // OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (each request's server span).
  tracing = startTracing('identity');
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Loaded after the configuration is checked, so a bad value prints just its one line.
const { startIdentityServer } = await import('./provider');
const { PostgresApiClientRegistry } = await import('./api-client-registry');
const { PostgresMemberDirectory } = await import('./member-directory');
const outboxDir = config.IDENTITY_OUTBOX_DIR ?? '.run/outbox';
const apiClients = new PostgresApiClientRegistry(config.IDENTITY_DATABASE_URL);
const members = new PostgresMemberDirectory(config.IDENTITY_DATABASE_URL);
const identity = await startIdentityServer({
  issuer: config.IDENTITY_ISSUER,
  port: config.IDENTITY_PORT,
  host: config.IDENTITY_HOST,
  webOrigin: config.WEB_ORIGIN,
  redirectUris: config.WEB_REDIRECT_URIS,
  jwks: config.IDENTITY_JWKS ?? config.IDENTITY_JWKS_FILE,
  // Through the relay when SMTP_URL is set, else as files in the outbox folder.
  outbox: new Outbox(createMailSender(config, outboxDir)),
  passwordResetTtlMs: config.IDENTITY_RESET_TTL_MINUTES * 60_000,
  totpPeriodSeconds: config.IDENTITY_TOTP_PERIOD_SECONDS,
  apiClients,
  members,
  adminSecret: config.IDENTITY_ADMIN_SECRET,
});
const keys = config.IDENTITY_JWKS ? 'IDENTITY_JWKS' : config.IDENTITY_JWKS_FILE ? 'IDENTITY_JWKS_FILE' : 'a key pair generated at start';
const mail = config.SMTP_URL ? `through ${new URL(config.SMTP_URL).host}` : `in ${outboxDir}/`;
for (const line of startupLines(config, { issuer: identity.issuer, port: identity.port, keys, mail })) console.log(line);

const stop = (): void => {
  void identity.close().then(() => Promise.all([apiClients.close(), members.close()])).then(() => tracing?.shutdown()).then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
