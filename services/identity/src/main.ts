import { AccountStore } from './accounts';
import { loadIdentityConfig, type IdentityConfig } from './config';
import { addDemoUsers } from './demo-users';
import { Outbox } from './mail';
import { createIdentityServer } from './server';

let config: IdentityConfig;
try {
  config = loadIdentityConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const accounts = new AccountStore();
await addDemoUsers(accounts);
const { server } = await createIdentityServer({
  issuer: config.IDENTITY_ISSUER,
  webOrigin: config.WEB_ORIGIN,
  redirectUris: config.WEB_REDIRECT_URIS.split(',').map((u) => u.trim()).filter(Boolean),
  accounts,
  outbox: new Outbox(config.IDENTITY_OUTBOX_DIR ?? '.run/outbox'),
});
server.listen(config.IDENTITY_PORT, '127.0.0.1', () => console.log(`Identity provider on ${config.IDENTITY_ISSUER}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
process.once('SIGINT', () => server.close(() => process.exit(0)));
