// Stateless replicas behind a real load balancer: the e2e stack's database, identity provider and
// projections, plus API and authorizer replicas run as separate processes, and nginx in front.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { serviceArgs, type ServiceEntry } from '@spend/eventstore/build';
import { DEMO_PASSWORD, WEB_CLIENT_ID } from '@spend/identity';
import { demoAdminCode, logIn, submitCode, tokenRequest } from '@spend/identity/testing';
import { AUTHORIZER_SECRET, E2E_TOTP_PERIOD_SECONDS, freePort, startStack, waitFor, type Stack } from '@spend/web/e2e';
import { repoPath } from '../manifests';
import { startLoadBalancer, type LoadBalancer } from './nginx';

// @spend/deploy/replicas is this module: api.replicas (bench/api-replicas.ts) checks for nginx through it before starting a cluster.
export { requireNginx } from './nginx';

/** One API or authorizer process on a port of its own, logging (pino JSON lines) to a file. */
export class Replica {
  private child: ChildProcess | undefined;
  private exits: Promise<number | null> = Promise.resolve(null);
  readonly url: string;

  constructor(
    readonly name: string,
    private readonly entry: ServiceEntry,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly probe: string,
    readonly logFile: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const log = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, await serviceArgs(this.entry), { cwd: repoPath(''), env: { ...process.env, ...this.env }, stdio: ['ignore', log, log] });
    closeSync(log);
    this.child = child;
    this.exits = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const exited: string[] = [];
    void this.exits.then((code) => exited.push(`${this.name} exited with ${code} (see ${this.logFile})`));
    await waitFor(`${this.url}${this.probe}`, exited);
  }

  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.child?.exitCode === null) this.child.kill(signal);
    return this.exits;
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  exited(): Promise<number | null> {
    return this.exits;
  }

  /** Each line logged so far (pino's JSON: its level, 50 for errors, and message). */
  lines(): { level: number; msg: string }[] {
    return readFileSync(this.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  }

  messages(): string[] {
    return this.lines().map((line) => line.msg);
  }
}

export interface Cluster {
  stack: Stack;
  apis: Replica[];
  authorizers: Replica[];
  lb: LoadBalancer;
  /** A superuser connection string to the stack's database, to look at the events themselves. */
  databaseUrl: string;
  /** The demo admin's access token, from the identity provider (code flow, as the web app signs in). */
  token: string;
  stop(): Promise<void>;
}

/** The demo admin of Acme signs in at the stack's identity provider; answers the JWT for the API. */
const signIn = async (stack: Stack): Promise<string> => {
  const redirectUri = `${stack.web}/callback`;
  const attempt = await logIn(stack.identity, redirectUri, 'admin@demo.spend.test', DEMO_PASSWORD);
  // The demo admin has an authenticator app (issue #26): the password, then its code.
  const outcome = await submitCode(attempt, demoAdminCode(E2E_TOTP_PERIOD_SECONDS));
  if (!(outcome instanceof URL)) throw new Error(`sign-in failed: ${outcome.status}`);
  const code = outcome.searchParams.get('code')!;
  const tokens = await tokenRequest(stack.identity, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: WEB_CLIENT_ID, code_verifier: attempt.verifier });
  if (tokens.status !== 200) throw new Error(`token request failed: ${JSON.stringify(tokens.body)}`);
  return tokens.body.access_token!;
};

/** `apis`/`authorizers`: how many replicas of each run behind nginx. */
export const startCluster = async (options: { apis: number; authorizers: number }): Promise<Cluster> => {
  const stack = await startStack({ apps: false });
  const database = new URL(stack.projectorUrl).pathname.slice(1);
  const apiRole = `postgres://spend_api@127.0.0.1:5432/${database}`;
  const logDir = repoPath(`.run/e2e/${database}`);
  const apiEnv = {
    DATABASE_URL: apiRole, OIDC_ISSUER: stack.identity, JWKS_URL: `${stack.identity}/jwks`, TEMPORAL_TASK_QUEUE: stack.taskQueue,
    // As the e2e stack's API: a wider read-your-writes bound on a loaded machine.
    READ_YOUR_WRITES_TIMEOUT_MS: '60000', LOG_LEVEL: 'info',
    // The per-process limit would stop the load tests' single user, not what they test.
    RATE_LIMIT_REQUESTS: '1000000',
  };
  const apis: Replica[] = [];
  for (let i = 0; i < options.apis; i++) {
    const port = await freePort();
    apis.push(new Replica(`api-${i}`, 'services/api/src/main.ts', port, { ...apiEnv, PORT: String(port), RECEIPTS_SMTP_PORT: '0' }, '/graphql', `${logDir}/api-${i}.log`));
  }
  const authorizers: Replica[] = [];
  for (let i = 0; i < options.authorizers; i++) {
    const port = await freePort();
    authorizers.push(new Replica(`authorizer-${i}`, 'services/authorizer/src/main.ts', port, { DATABASE_URL: apiRole, AUTHORIZER_PORT: String(port), AUTHORIZER_SECRET, LOG_LEVEL: 'info' }, '/health', `${logDir}/authorizer-${i}.log`));
  }
  let lb: LoadBalancer | undefined;
  const stop = async (): Promise<void> => {
    await lb?.stop();
    await Promise.all([...apis, ...authorizers].map((replica) => replica.stop('SIGKILL')));
    await stack.stop();
  };
  try {
    await Promise.all([...apis, ...authorizers].map((replica) => replica.start()));
    lb = await startLoadBalancer({
      listenApi: await freePort(), listenAuthorizer: await freePort(), api: apis.map((r) => r.port), authorizer: authorizers.map((r) => r.port),
    });
    return { stack, apis, authorizers, lb, databaseUrl: `postgres://postgres@127.0.0.1:5432/${database}`, token: await signIn(stack), stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

export interface GraphQLAnswer<T> {
  status: number;
  /** Which replica nginx sent the request to (its X-Upstream header; every one tried, last one answered). */
  upstream: string | null;
  data?: T;
  errors?: { message: string }[];
}

/** One GraphQL POST with a bearer token; a non-JSON answer (nginx's 502 page) comes back with its status only. */
export const graphql = async <T = Record<string, unknown>>(base: string, token: string, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLAnswer<T>> => {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  const body = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Omit<GraphQLAnswer<T>, 'status' | 'upstream'>) : {};
  return { status: response.status, upstream: response.headers.get('x-upstream'), ...body };
};

/** A representative authenticated read: the budgets page (a page with funds, parents, owner and spender counts). */
export const BUDGETS_PAGE = `query {
  budgets(take: 25, where: { active: true }, orderBy: [{ field: name, order: asc }]) {
    count items { id name color funding soft_limit overage_value parentBudgetId spendersCount percentage
      funds { available budgeted directSpent totalSpent } parents { id name } owner { id } }
  }
}`;
