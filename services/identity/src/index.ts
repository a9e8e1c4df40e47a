export { createIdentityServer, API_RESOURCE, WEB_CLIENT_ID, type IdentityServer, type IdentityServerOptions } from './server';
export { AccountStore } from './accounts';
export { Outbox, type Mail } from './mail';
export { DEMO_USERS, addDemoUsers } from './demo-users';
