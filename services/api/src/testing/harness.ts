import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { Kysely, PostgresDialect } from 'kysely';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { Client as TemporalClient } from '@temporalio/client';
import pg from 'pg';
import { pino } from 'pino';
import { companyDecider, userDecider, type Clock, type Role, streams } from '@spend/domain';
import { PostgresEventStore, handleCommand, systemClock, type Position } from '@spend/eventstore';
import { databasePool, tracingEnabled } from '@spend/runtime';
import { createTestDatabase, type TestDatabase } from '@spend/eventstore/testing';
import { CheckpointWaiter, ProjectionRunner, autoCodingReactor, budgetOwnersReactor, expensePolicyReactor, READ_MODEL_MIGRATIONS, projections, readCheckpoints, receiptMatchingReactor, type ReadModels } from '@spend/projections';
import { clientTracing } from '@spend/workflows/tracing';
import { createStorage } from '../files/create-storage';
import type { Storage } from '../files/storage';
import { createApiServer } from '../server';
import { loadConfig } from '../shared/config';
import { lazyTemporalConnection } from '../shared/temporal-connection';
import { Agent, fetch } from 'undici';

/**
 * Read-your-writes waits up to 5 s in production; the test suites run in parallel on two cores, where
 * a projection can fall further behind for a moment. The bound stays, only wider, so a slow moment
 * is not a failed test (the e2e stack uses the same).
 */
export const TEST_READ_YOUR_WRITES_MS = '60000';
/**
 * The accounting sync schedule ten years apart: Temporal places an interval's runs on multiples of
 * it since 1970, so the hourly default ran on the hour, and a CI run of accounting.test.ts across
 * 17:00 found a run in its run logs that the test had not made. The tests trigger the schedule.
 */
const TEST_SYNC_INTERVAL_MS = String(10 * 365 * 24 * 3_600_000);
import { countingSubscriptions } from './subscriptions';

const ISSUER = 'http://issuer.test';

export interface SeededCompany {
  companyId: string;
  adminUserId: string;
  adminEmail: string;
  token: string;
}

/**
 * The real stack for API tests: a database of the test file's own, the projection runner, NATS,
 * the API on a random port, and a local key pair served as a JWKS (until the identity provider
 * issues the tokens).
 */
export class ApiHarness {
  url = '';
  private constructor(
    readonly db: TestDatabase,
    readonly store: PostgresEventStore,
    readonly nats: NatsConnection,
    private readonly runner: ProjectionRunner,
    private readonly waiter: CheckpointWaiter,
    readonly readDb: Kysely<ReadModels>,
    private readonly projectorPool: pg.Pool,
    private readonly server: ReturnType<typeof createApiServer>,
    private readonly jwksServer: Server,
    private readonly privateKey: CryptoKey,
    readonly otherKey: CryptoKey,
    readonly temporal: TemporalClient,
  ) {}

  /**
   * `clock`: the time the API stamps commands with (default the machine's). `autoCoding`: also run
   * the auto-coding reactor (off by default, so other files' new transactions stay as they coded them);
   * `receiptMatching`: the receipt-matching reactor (off by default, so inbox receipts stay where tests put them);
   * `expensePolicy`: the expense-policy reactor (off by default, so other files' transactions are judged by nothing).
   */
  static async start(label: string, env: Record<string, string> = {}, clock: Clock = systemClock, options: { autoCoding?: boolean; receiptMatching?: boolean; expensePolicy?: boolean } = {}): Promise<ApiHarness> {
    const db = await createTestDatabase(label, [READ_MODEL_MIGRATIONS]);

    // Extractable, so a test can start the real identity provider signing with the same key (signingJwks()).
    const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
    const other = await generateKeyPair('ES256');
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'ES256', use: 'sig' };
    const jwksServer = createServer((_, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`;

    // Files go to a directory of this test file's own (unless the test names a store).
    const filesDir = mkdtempSync(join(tmpdir(), 'spend-files-'));
    const config = loadConfig({ NODE_ENV: 'test', OIDC_ISSUER: ISSUER, JWKS_URL: jwksUrl, DATABASE_URL: db.urlAs('spend_api'), STORAGE_LOCAL_DIR: filesDir, IDENTITY_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'spend-outbox-')), STORAGE_SIGNING_KEY: randomBytes(32).toString('hex'), READ_YOUR_WRITES_TIMEOUT_MS: TEST_READ_YOUR_WRITES_MS, ACCOUNTING_SYNC_INTERVAL_MS: TEST_SYNC_INTERVAL_MS,
      // A restarted worker can take more than production's 20 s to take a review on a loaded machine
      // (requests.test.ts kills one mid-approval); review-bound.test.ts sets its own short bound.
      WORKFLOW_UPDATE_TIMEOUT_MS: '120000',
      // A test file's tokens are signed once, before its tests, and live 10 minutes: their step-up stays fresh that long on a loaded machine.
      STEP_UP_MAX_AGE_SECONDS: '3600',
      // Production refuses the development webhook key and identity secret; elsewhere the webhook key is the worker's default, so its signatures verify.
      ...(env.NODE_ENV === 'production' ? { WEBHOOK_SECRET_KEY: randomBytes(32).toString('hex'), IDENTITY_ADMIN_SECRET: randomBytes(32).toString('hex'), RECEIPTS_MAIL_SECRET: randomBytes(32).toString('hex') } : {}), ...env });
    const storage = createStorage(config);
    // Each projection holds one session for its lock and needs another to apply (as projections/src/main.ts sizes it).
    const projectorPool = databasePool({ connectionString: db.urlAs('spend_projector'), max: (projections.length + 2) * 2 + 2 });
    const nats = await connect({ servers: config.NATS_URL });
    const runnerStore = new PostgresEventStore({ connectionString: db.urlAs('spend_projector') });
    // With the reactors too, as projections/src/main.ts runs them: BudgetOwner follows budget ownership.
    // PROJECTION_PARTITIONS as the projections service takes it (1 by default), so a run can test a count.
    const runner = new ProjectionRunner({ store: runnerStore, pool: projectorPool, projections: [
      ...projections, budgetOwnersReactor(runnerStore), ...(options.autoCoding ? [autoCodingReactor(runnerStore)] : []), ...(options.receiptMatching ? [receiptMatchingReactor(runnerStore)] : []),
      ...(options.expensePolicy ? [expensePolicyReactor(runnerStore)] : []),
    ], nats, partitions: Number(process.env.PROJECTION_PARTITIONS ?? 1) });
    runner.start();

    // As main.ts makes its pool: a session cut (a dropped test database, live-database.test.ts's
    // terminated backends) is no failure, whether idle in the pool or checked out between two queries.
    const apiPool = databasePool({ connectionString: db.urlAs('spend_api'), max: 10 });
    const readDb = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool: apiPool }) });
    const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api') });
    const waiter = new CheckpointWaiter(readDb, db.urlAs('spend_api'));
    // The Temporal development server (TEMPORAL_ADDRESS); lazy, so tests that never use it need none.
    const temporalConnection = lazyTemporalConnection(config.TEMPORAL_ADDRESS);
    const temporal = new TemporalClient({ connection: temporalConnection, namespace: config.TEMPORAL_NAMESPACE, interceptors: clientTracing(tracingEnabled()) });
    const subscriptions = countingSubscriptions(nats);
    const server = createApiServer({ config, db: readDb, store, waiter, nats: subscriptions.nats, temporal, clock, storage, logger: pino({ level: 'warn' }), jwks: createRemoteJWKSet(new URL(jwksUrl)) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

    const harness = new ApiHarness(db, store, nats, runner, waiter, readDb, projectorPool, server, jwksServer, privateKey, other.privateKey, temporal);
    harness.storage = storage;
    harness.filesDir = filesDir;
    harness.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    harness.stores.push(runnerStore);
    harness.listening = subscriptions.listening;
    return harness;
  }

  private readonly stores: PostgresEventStore[] = [];
  /** The API's file store (files/storage.ts), and the local directory the harness made for it. */
  storage!: Storage;
  private filesDir = '';
  /** Call before a client subscribes; resolves once the API listens for that many more subscriptions' changes. */
  listening: (count?: number) => Promise<void> = () => Promise.reject(new Error('not started'));

  /** The issuer this API trusts and its private signing key: give both to the identity provider to have it issue tokens this API accepts. */
  readonly issuer = ISSUER;
  async signingJwks(): Promise<{ keys: JWK[] }> {
    return { keys: [{ ...(await exportJWK(this.privateKey)), kid: 'test', alg: 'ES256', use: 'sig' }] };
  }

  /**
   * `issuedAt`: seconds since the epoch, for a token of an earlier sign-in. `signIn`: the token's `amr`
   * and `auth_time`; by default a sign-in with the second factor now, as the demo admin's, so the
   * step-up operations work (shared/step-up.ts); a step-up test passes others.
   */
  token(subject: string, options: { expiresIn?: string | number; key?: CryptoKey; issuer?: string; audience?: string; issuedAt?: number; signIn?: { amr?: string[]; authTime?: number } } = {}): Promise<string> {
    const signIn = options.signIn ?? { amr: ['pwd', 'otp'], authTime: Math.floor(Date.now() / 1000) };
    return new SignJWT({ ...(signIn.amr && { amr: signIn.amr }), ...(signIn.authTime !== undefined && { auth_time: signIn.authTime }) })
      .setProtectedHeader({ alg: 'ES256', kid: 'test' })
      .setSubject(subject)
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? 'urn:spend:api')
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? this.privateKey);
  }

  /** A company with an admin, created through commands as the platform would. */
  async seedCompany(name: string, roles: Role[] = ['OrgAdmin'], options: { isReseller?: boolean } = {}): Promise<SeededCompany> {
    const companyId = randomUUID();
    const adminUserId = randomUUID();
    const adminEmail = `admin-${adminUserId.slice(0, 8)}@${name.toLowerCase().replace(/\W/g, '')}.test`;
    const now = new Date().toISOString();
    const context = { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() };
    await handleCommand(this.store, streams.company(companyId), companyDecider, { type: 'CreateCompany', companyId, dbaName: name, parentCompanyId: null, isReseller: options.isReseller ?? false, totalFunding: 100_000_000, now }, context);
    const created = await handleCommand(this.store, streams.user(adminUserId), userDecider, {
      type: 'CreateUser', userId: adminUserId, companyId, personId: randomUUID(), authId: null, email: adminEmail,
      firstName: 'Ada', lastName: name, title: 'Admin', embossName: null, roles, now,
    }, { ...context, commandId: randomUUID() });
    await this.waiter.waitFor(['companies', 'members'], created.appended!.position, 10_000);
    return { companyId, adminUserId, adminEmail, token: await this.token(adminEmail) };
  }

  /** A member of `company` with `roles`, created through commands; returned once the API knows them. */
  async addMember(company: SeededCompany, roles: Role[]): Promise<{ userId: string; email: string; token: string }> {
    const userId = randomUUID();
    const email = `${roles[0]!.toLowerCase()}-${userId.slice(0, 8)}@${company.adminEmail.split('@')[1]}`;
    const created = await handleCommand(this.store, streams.user(userId), userDecider, {
      type: 'CreateUser', userId, companyId: company.companyId, personId: randomUUID(), authId: null, email, firstName: 'Sam', lastName: roles[0]!, title: 'Staff', embossName: null, roles, now: new Date().toISOString(),
    }, { companyId: company.companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
    await this.waiter.waitFor(['members'], created.appended!.position, 10_000);
    return { userId, email, token: await this.token(email) };
  }

  /** What the API's report worker (reports/worker.ts) runs on, as main.ts gives it: this harness's read models, files, store and waiter. */
  workerServices() {
    return { db: this.readDb, storage: this.storage, store: this.store, waiter: this.waiter, clock: systemClock };
  }

  /** Whether the named projections have applied everything up to `position` (waited for, up to `timeoutMs`). */
  projected(names: string[], position: Position, timeoutMs = 60_000): Promise<boolean> {
    return this.waiter.waitFor(names, position, timeoutMs);
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    options: { token?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<{ status: number; data?: T; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] }> {
    const response = await fetch(this.url, {
      dispatcher: patient,
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', ...(options.token && { authorization: `Bearer ${options.token}` }), ...options.headers },
      body: JSON.stringify({ query, variables }),
      signal: options.signal,
    });
    return { status: response.status, ...((await response.json()) as object) };
  }

  /**
   * Once the reactors have acted on every event recorded so far: their commands follow a mutation
   * asynchronously (BudgetOwner after a budget's owner changes). Woken by the checkpoints' NOTIFY.
   */
  async reactorsSettled(): Promise<void> {
    const reactor = 'budget-owners';
    for (;;) {
      const at = (await readCheckpoints(this.readDb, [reactor])).get(reactor);
      const [next] = await this.store.readAll({ fromPosition: at, maxCount: 1 });
      if (!next) return;
      if (!(await this.waiter.waitFor([reactor], next.position, 15_000))) throw new Error(`the ${reactor} reactor did not catch up`);
    }
  }

  /**
   * Rows of the event store, to show that a refused request recorded nothing; counted once the
   * reactors are done with earlier requests, so their late commands are not taken for the refused one's.
   */
  async eventCount(): Promise<number> {
    await this.reactorsSettled();
    const client = new pg.Client({ connectionString: this.db.url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM events');
    await client.end();
    return Number(rows[0]!.n);
  }

  async close(): Promise<void> {
    // A subscription a test left open keeps its upgraded socket, which server.close() waits for: closed
    // as main.ts closes them on SIGTERM.
    this.server.goingAway();
    this.server.closeAllConnections();
    await slowStep('the API server', () => new Promise((resolve) => this.server.close(resolve)));
    this.jwksServer.closeAllConnections();
    await slowStep('the JWKS server', () => new Promise((resolve) => this.jwksServer.close(resolve)));
    await slowStep('the projection runner', () => this.runner.stop());
    await slowStep('the checkpoint waiter', () => this.waiter.close());
    await slowStep('NATS', () => this.nats.close());
    await slowStep('the Temporal connection', () => this.temporal.connection.close());
    await slowStep('the event stores', async () => {
      await this.store.close();
      for (const store of this.stores) await store.close();
    });
    await slowStep('the read pool', () => this.readDb.destroy());
    await slowStep('the projector pool', () => this.projectorPool.end());
    await slowStep('the database', () => this.db.drop());
    rmSync(this.filesDir, { recursive: true, force: true });
  }
}

/**
 * Requests wait for their answer as long as the test lets them: fetch's own agent gives up after 300 s
 * without headers ("fetch failed"), which a month's accounting sync passed on a loaded CI machine.
 */
const patient = new Agent({ headersTimeout: 0, bodyTimeout: 0 });

/** Runs one step of a teardown, saying which one when it takes past 30 s (a teardown that hangs says where). */
const slowStep = async (name: string, step: () => Promise<unknown>): Promise<void> => {
  const started = Date.now();
  const warn = setInterval(() => console.warn(`ApiHarness.close: closing ${name} has taken ${Math.round((Date.now() - started) / 1000)} s`), 30_000);
  try {
    await step();
  } finally {
    clearInterval(warn);
  }
};
