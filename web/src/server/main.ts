import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWebServer } from './web-server';

// `node --import tsx web/src/server/main.ts`: the built web app (`npm run build -w @spend/web`) on
// WEB_PORT, with /graphql passed to SPEND_API_URL; OIDC_ISSUER tells the browser where to sign in.
const root = resolve(process.env.WEB_DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url)));
const port = Number(process.env.WEB_PORT ?? 5173);
const host = process.env.WEB_HOST ?? '127.0.0.1';
let server;
try {
  server = createWebServer({ root, apiUrl: process.env.SPEND_API_URL ?? 'http://127.0.0.1:4000', settings: { 'spend-oidc-issuer': process.env.OIDC_ISSUER } });
} catch (error) {
  console.error(`web: cannot serve ${root} (${(error as Error).message}); run npm run build -w @spend/web first`);
  process.exit(1);
}
server.listen(port, host, () => console.log(`web: serving ${root} on http://${host}:${port}`));
const stop = (): void => void server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
