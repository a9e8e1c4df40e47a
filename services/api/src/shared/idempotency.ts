import { createHash, randomUUID } from 'node:crypto';
import { GraphQLError, getOperationAST, print, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { sql, type Kysely } from 'kysely';
import type { ReadModels } from '@spend/projections/api';
import type { ApiContext } from './context';
import { withTenant } from './tenant';

/** How long a key is remembered, how long a retry waits for the first request, and when a running one counts as crashed. */
const KEY_TTL = sql`interval '24 hours'`;
const STALE_RUN_MS = 60_000;
const STALE_RUN = sql`${sql.lit(STALE_RUN_MS)} * interval '1 millisecond'`;
const WAIT_MS = 30_000;

type Scope = { companyId: string; userId: string; key: string };

const sorted = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(sorted)
  : value !== null && typeof value === 'object' ? Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]))
  : value;

/** What makes two requests the same: the operation (as parsed, so layout does not count) and its variables. */
export const requestFingerprint = (operation: string, variables: unknown): string =>
  createHash('sha256').update(JSON.stringify([operation, sorted(variables ?? {})])).digest('hex');

const keyReused = () =>
  new GraphQLError('This Idempotency-Key was already used for a different request.', { extensions: { code: 'IDEMPOTENCY_KEY_REUSED', http: { status: 422 } } });
const stillRunning = () =>
  new GraphQLError('A request with this Idempotency-Key is still being processed. Try again in a moment.', { extensions: { code: 'CONFLICT', http: { status: 409 } } });

/**
 * Takes the key for this request: a new (or expired) key; or, for the same request only, one whose
 * first run crashed (released) or has been running too long, keeping its command id. Answers the
 * command id to run with, or the row when the key is held.
 */
const claim = (db: Kysely<ReadModels>, scope: Scope, fingerprint: string) =>
  withTenant(db, scope, async (trx) => {
    await trx.deleteFrom('idempotency_keys').where('user_id', '=', scope.userId).where('expires_at', '<', sql<Date>`now()`).execute();
    const claimed = await trx.insertInto('idempotency_keys')
      .values({ user_id: scope.userId, key: scope.key, company_id: scope.companyId, fingerprint, command_id: randomUUID(), status: 'running', response: null, claimed_at: sql`now()`, expires_at: sql`now() + ${KEY_TTL}` })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doUpdateSet({ status: 'running', response: null, claimed_at: sql`now()`, expires_at: sql`now() + ${KEY_TTL}` })
        .where('idempotency_keys.fingerprint', '=', fingerprint)
        .where((eb) => eb.or([eb('idempotency_keys.status', '=', 'released'), eb.and([eb('idempotency_keys.status', '=', 'running'), eb('idempotency_keys.claimed_at', '<', sql<Date>`now() - ${STALE_RUN}`)])])))
      .returning('command_id')
      .executeTakeFirst();
    if (claimed) return { commandId: claimed.command_id, held: null };
    return { commandId: null, held: await trx.selectFrom('idempotency_keys').select(['fingerprint', 'status', 'response']).where('user_id', '=', scope.userId).where('key', '=', scope.key).executeTakeFirstOrThrow() };
  });

/**
 * Records how the request ended: its data when it succeeded; otherwise the key is released to the same
 * request, which runs again. A refusal recorded nothing, and running it again answers it again unless
 * what refused it changed (a flag, a permission, funds); a crash or a change saved but not yet visible
 * is answered properly by the retry (its commands append nothing twice).
 *
 * Its commit does not wait for the WAL flush (every keyed mutation of the web waited out one, 10–25 ms
 * under load): the events it answers for are durable already, and a record lost in a database crash
 * leaves the key running, which the same request takes over with the same command id after
 * STALE_RUN, as after a crash mid-request (taking over a run still going is harmless: a command id
 * that caused events appends nothing again). The claim keeps its flush: its command id must outlive
 * the events.
 */
const settle = (db: Kysely<ReadModels>, scope: Scope, fingerprint: string, result: ExecutionResult | null, keep = true) =>
  withTenant(db, scope, (trx) =>
    trx.updateTable('idempotency_keys')
      .set(keep && result && !result.errors?.length ? { status: 'done', response: JSON.stringify(result.data ?? null, withoutSecrets) } : { status: 'released' })
      .where('user_id', '=', scope.userId).where('key', '=', scope.key).where('fingerprint', '=', fingerprint).where('status', '=', 'running')
      .where(sql<string>`set_config('synchronous_commit', 'off', true)`, '=', 'off')
      .execute());

/**
 * The settle, tried again until the database takes it (until STALE_RUN, when the key is taken over
 * anyway). Cut off by a failover (the leader killed under it, `npm run cluster:faults`), it left the
 * key running, and every retry of the request was answered "still being processed" for minutes.
 * The first try is awaited, so a retry finds the key settled; the rest go on behind the answer.
 */
const settleSurely = async (settling: () => Promise<unknown>, logger: Logger): Promise<void> => {
  try {
    await settling();
    return;
  } catch (error) {
    logger.warn({ err: error }, 'an Idempotency-Key could not be settled; trying again until the database answers');
  }
  void (async () => {
    const deadline = Date.now() + STALE_RUN_MS;
    for (let delay = 250; Date.now() < deadline; delay = Math.min(delay * 2, 5000)) {
      await pause(delay);
      if (await settling().then(() => true, () => false)) return;
    }
    logger.error('an Idempotency-Key stayed unsettled: its request\'s retries take it over once it is stale');
  })();
};

/** A new API client's secret is shown once: a retry's replayed answer has it as null, and it is never kept here. */
const withoutSecrets = (key: string, value: unknown): unknown => (key === 'clientSecret' ? null : value);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency-Key on mutations (IETF httpapi-idempotency-key draft): the first request with a key
 * runs and its successful response is kept for a day; a retry, even a concurrent one, waits for it and
 * gets the same answer; the key used with another operation or other variables answers 422.
 */
export const useIdempotencyKeys = (db: Kysely<ReadModels>, logger: Logger): Plugin<ApiContext> => ({
  async onExecute({ args, setExecuteFn, executeFn, setResultAndStopExecution }) {
    const ctx = args.contextValue as ApiContext;
    if (!ctx.idempotencyKey || getOperationAST(args.document, args.operationName)?.operation !== 'mutation') return;
    const scope = { companyId: ctx.caller.companyId, userId: ctx.caller.userId, key: ctx.idempotencyKey };
    const fingerprint = requestFingerprint(print(getOperationAST(args.document, args.operationName)!), args.variableValues);
    for (let waited = 0, delay = 20; ; waited += delay, delay = Math.min(delay * 2, 250)) {
      const { commandId, held } = await claim(db, scope, fingerprint);
      if (!held) {
        ctx.commandId = commandId;
        break;
      }
      if (held.fingerprint !== fingerprint) return setResultAndStopExecution({ errors: [keyReused()] });
      if (held.status === 'done') return setResultAndStopExecution({ data: held.response as ExecutionResult['data'] });
      if (waited >= WAIT_MS) return setResultAndStopExecution({ errors: [stillRunning()] });
      await pause(delay);
    }
    setExecuteFn(async (execArgs) => {
      let result;
      try {
        result = (await executeFn(execArgs)) as ExecutionResult;
      } catch (error) {
        await settleSurely(() => settle(db, scope, fingerprint, null), logger);
        throw error;
      }
      // A response holding a secret is not kept: a retry runs again (same command id, same ids) instead.
      await settleSurely(() => settle(db, scope, fingerprint, result, !ctx.responseHoldsSecret), logger);
      return result;
    });
  },
});
