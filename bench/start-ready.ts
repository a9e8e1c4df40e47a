import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, openSync } from 'node:fs';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { report } from './report';

/**
 * start.ready: seconds from `npm start` (on a machine where npm ci already ran) until the web app
 * answers and its login page can be shown: the identity provider answers a sign-in request of the
 * web client with the login form. Baseline: the identity provider process alone, started the same
 * way, until it shows its login form. npm start uses the fixed development ports, so they must be free.
 */
const root = fileURLToPath(new URL('../', import.meta.url));
const WEB = 'http://127.0.0.1:5173';

const portInUse = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** The identity provider's login form for a code + PKCE request of the web client (its interaction cookie carried by hand). */
const loginFormAnswers = async (issuer: string, redirectUri: string): Promise<boolean> => {
  try {
    const auth = new URL('/auth', issuer);
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    for (const [k, v] of Object.entries({ client_id: 'spend-web', redirect_uri: redirectUri, response_type: 'code', scope: 'openid', code_challenge: challenge, code_challenge_method: 'S256' })) auth.searchParams.set(k, v);
    const first = await fetch(auth, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    const location = first.headers.get('location');
    if (!location) return false;
    const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const page = await fetch(new URL(location, issuer), { headers: { cookie }, signal: AbortSignal.timeout(5_000) });
    return page.ok && (await page.text()).includes('Log in to Spend');
  } catch {
    return false;
  }
};

const webAnswers = async (): Promise<boolean> => {
  try {
    const response = await fetch(WEB, { signal: AbortSignal.timeout(5_000) });
    return response.ok && (await response.text()).includes('id="root"');
  } catch {
    return false;
  }
};

/** Starts `command` in its own process group; resolves the seconds until `ready()` holds, then stops the group. */
const secondsUntil = async (name: string, command: string, args: string[], env: Record<string, string>, ready: () => Promise<boolean>): Promise<number> => {
  mkdirSync(`${root}.run`, { recursive: true });
  const log = openSync(`${root}.run/bench-${name}.log`, 'w');
  const started = performance.now();
  const child: ChildProcess = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', log, log] });
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  try {
    for (;;) {
      if (await ready()) return (performance.now() - started) / 1000;
      if (exited !== null) throw new Error(`${name} exited with ${exited} before it was ready (see .run/bench-${name}.log)`);
      if (performance.now() - started > 600_000) throw new Error(`${name} was not ready within 10 minutes`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    if (exited === null) {
      const gone = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      const kill = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
      await gone;
      clearTimeout(kill);
    }
  }
};

export const run = async (): Promise<void> => {
  for (const port of [4000, 4100, 5173]) if (await portInUse(port)) throw new Error(`start.ready needs port ${port} free (npm start uses it); stop what listens there`);
  const issuer = 'http://127.0.0.1:4199';
  const baseline = await secondsUntil('identity', process.execPath, ['--import', 'tsx', 'services/identity/src/main.ts'], { IDENTITY_ISSUER: issuer, IDENTITY_PORT: '4199', WEB_REDIRECT_URIS: `${WEB}/callback` }, () =>
    loginFormAnswers(issuer, `${WEB}/callback`),
  );
  const value = await secondsUntil('npm-start', 'npm', ['start'], {}, async () => (await webAnswers()) && loginFormAnswers('http://127.0.0.1:4100', `${WEB}/callback`));
  report('start.ready', value, 's', baseline);
};
