import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ledgerDecider, poolHeadroom, streams, type LedgerEvent } from '@spend/domain';
import type { PostgresEventStore } from '@spend/eventstore';
import { CheckpointWaiter, PLATFORM_COMPANY_ID, projections, rebuildProjection, type ReadModels } from '@spend/projections';

import type { BudgetWork, Outcome } from './business';
import type { AuthorizationLoad } from './load';
import type { Subscriptions } from './graphql';

/** A broken invariant: the run fails with every one found. */
export class Broken extends Error {}

const fail = (problems: string[]): void => {
  if (problems.length > 0) throw new Broken(problems.join('\n'));
};

/**
 * Every answered authorization is stored with exactly one decision, the one it was answered with,
 * and every acknowledged clearing, reversal and refund exactly once (retries included).
 */
export const checkAuthorizations = async (pool: pg.Pool, load: AuthorizationLoad): Promise<string> => {
  const answered = load.authorizations.filter((a) => a.answeredAt !== null);
  const { rows } = await pool.query<{ id: string; decisions: number; approved: boolean }>(
    `SELECT data->>'authorizationId' AS id, count(*)::int AS decisions, bool_or(event_type = 'AuthorizationApproved') AS approved
     FROM events WHERE event_type IN ('AuthorizationApproved', 'AuthorizationDeclined') AND data->>'authorizationId' = ANY($1) GROUP BY 1`,
    [answered.map((a) => a.id)]);
  const stored = new Map(rows.map((r) => [r.id, r]));
  const problems: string[] = [];
  for (const a of answered) {
    const row = stored.get(a.id);
    if (!row) problems.push(`authorization ${a.id} was answered but no decision is stored`);
    else if (row.decisions !== 1) problems.push(`authorization ${a.id} has ${row.decisions} decisions stored`);
    else if (row.approved !== a.approved) problems.push(`authorization ${a.id} was answered ${a.approved ? 'approved' : 'declined'} but stored the other way`);
  }
  const acked = load.followUps.filter((f) => f.acknowledged);
  const { rows: messages } = await pool.query<{ id: string; n: number }>(
    `SELECT data->>'messageId' AS id, count(*)::int AS n FROM events WHERE data->>'messageId' = ANY($1) GROUP BY 1`, [acked.map((f) => f.id)]);
  const counted = new Map(messages.map((m) => [m.id, m.n]));
  for (const f of acked) if (counted.get(f.id) !== 1) problems.push(`${f.path} ${f.id} is stored ${counted.get(f.id) ?? 0} times`);
  fail(problems.slice(0, 20));
  const retried = answered.filter((a) => a.attempts > 1).length;
  return `${answered.length} authorizations each stored with its one decision (${retried} retried), ${acked.length} follow-ups each once`;
};

/** No budget's ledger holds more than its ceiling: folded with the reducer the authorizer decides with. */
export const checkCeilings = async (store: PostgresEventStore, budgetIds: readonly string[]): Promise<string> => {
  const problems: string[] = [];
  for (const budgetId of budgetIds) {
    const events = await store.readStream(streams.ledger(budgetId));
    const state = events.reduce((s, e) => ledgerDecider.evolve(s, e as unknown as LedgerEvent), ledgerDecider.initialState());
    if (state.funds && poolHeadroom(state) < 0) problems.push(`budget ${budgetId} is over its ceiling by ${-poolHeadroom(state)} cents`);
  }
  fail(problems);
  return `${budgetIds.length} budgets within their ceilings`;
};

/**
 * Where a review leads (the request's decider): a rejection is final at once; an approval is APPROVED
 * until the workflow moves the funds, then COMPLETED, or DECLINED when the move fails.
 */
const FINAL_AFTER: Record<Outcome, readonly string[]> = { APPROVED: ['COMPLETED', 'DECLINED'], REJECTED: ['REJECTED'] };
const SETTLE_MS = 120_000;

/** Every request reviewed reaches one final state its review leads to (an approval's workflow may still be moving funds: waited for). */
export const checkApprovals = async (work: BudgetWork): Promise<string> => {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const states = (await work.finalStates()).filter((s) => s.approval.reviewed);
    const problems = states.filter(({ approval, status }) => !FINAL_AFTER[approval.outcome].includes(status))
      .map(({ approval, status }) => `request ${approval.requestId} was ${approval.outcome} but is ${status}${status === 'APPROVED' ? ` ${SETTLE_MS / 1000} s later (its funds never moved)` : ''}`);
    if (problems.length === 0) {
      const count = (status: string) => states.filter((s) => s.status === status).length;
      return `${states.length} reviewed requests each in a final state (${count('COMPLETED')} completed, ${count('DECLINED')} declined after approval, ${count('REJECTED')} rejected)`;
    }
    if (Date.now() > deadline) fail(problems.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

/**
 * A fresh funding on every watched budget (or on `budgetIds`) reaches each of its subscriptions
 * (reconnected ones included). A subscription still (re)subscribing when a change is made misses
 * that one change, as any live subscription would: the budgets some subscription still misses get
 * a fresh funding every 10 s, so what is checked is that every subscription is live again.
 */
export const checkSubscriptions = async (work: BudgetWork, subscriptions: Subscriptions, seconds = 60, budgetIds = work.budgetIds): Promise<string> => {
  // Every change made during the check counts, the background loop's too: the API pushes a budget's
  // state when its change is announced, so two changes in one projection batch push only the later.
  const from = new Map(budgetIds.map((id) => [id, work.fundingCount(id)]));
  const mark = (budgetId: string) => work.setFunding(budgetId, work.nextFunding(budgetId));
  for (const budgetId of budgetIds) await mark(budgetId);
  const deadline = Date.now() + seconds * 1000;
  let remarkAt = Date.now() + 10_000;
  const missingOf = (budgetId: string) => subscriptions.missing(budgetId, work.fundingsSince(budgetId, from.get(budgetId)!));
  for (;;) {
    const missing = budgetIds.reduce((n, budgetId) => n + missingOf(budgetId), 0);
    if (missing === 0) return `all ${subscriptions.seen.length} subscriptions pushed a change made during the check (${subscriptions.reconnects} reconnects, ${subscriptions.resubscribes} resubscribed so far)`;
    if (Date.now() > deadline) throw new Broken(`${missing} of ${subscriptions.seen.length} subscriptions were not pushed a change made during the check in ${seconds} s`);
    if (Date.now() > remarkAt) {
      for (const budgetId of budgetIds) if (missingOf(budgetId) > 0) await mark(budgetId);
      remarkAt = Date.now() + 10_000;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A table's rows in a fixed order, as JSON text (a read model compared with its rebuild). */
const tableRows = async (pool: pg.Pool, table: string): Promise<string[]> =>
  (await pool.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${table} t`)).rows.map((r) => r.row).sort();

/** The rows one list has that the other lacks, each side (multisets: duplicates count). */
const rowsDiffering = (left: readonly string[], right: readonly string[]): { onlyLeft: string[]; onlyRight: string[] } => {
  const counts = new Map<string, number>();
  for (const row of left) counts.set(row, (counts.get(row) ?? 0) + 1);
  for (const row of right) counts.set(row, (counts.get(row) ?? 0) - 1);
  const [onlyLeft, onlyRight]: [string[], string[]] = [[], []];
  for (const [row, n] of counts) for (let i = 0; i < Math.abs(n); i++) (n > 0 ? onlyLeft : onlyRight).push(row);
  return { onlyLeft, onlyRight };
};

/** Events recorded so far, but for the rebuilds' own requests: unchanged across a comparison, nothing was appended meanwhile. */
const eventCount = async (owner: pg.Pool): Promise<number> =>
  (await owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE event_type <> 'ProjectionRebuildRequested'`)).rows[0]!.n;

const COMPARE_ATTEMPTS = 3;

/**
 * Every read model equals its rebuild from position zero: once the runners have caught up with a
 * marker appended now, each projection's tables are read, rebuilt by the project's own rebuild, and
 * read again. Run with the load stopped (a rebuild replays every event; the runners must be idle).
 */
export const checkReadModels = async (store: PostgresEventStore, projectorUrl: string, ownerUrl: string, partitions: number): Promise<string> => {
  const pool = new pg.Pool({ connectionString: projectorUrl, max: 4 });
  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  const db = new Kysely<ReadModels>({ dialect: new PostgresDialect({ pool }) });
  const waiter = new CheckpointWaiter(db, projectorUrl);
  const problems: string[] = [];
  try {
    const marker = await store.append(`cluster-chaos-${randomUUID()}`, [{
      id: randomUUID(), type: 'ClusterChaosCaughtUp', data: {},
      metadata: { companyId: PLATFORM_COMPANY_ID, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
    }]);
    if (!(await waiter.waitFor(projections.map((p) => p.name), marker.position, 300_000))) throw new Broken('the read models did not catch up in 5 minutes');
    for (const projection of projections) {
      // The cluster's own workflows may append meanwhile: a comparison across new events is made again.
      for (let attempt = 1; ; attempt++) {
        const count = await eventCount(owner);
        const before = await Promise.all(projection.tables.map((t) => tableRows(owner, t)));
        await rebuildProjection({ store, pool, connectionString: projectorUrl, projection, partitions });
        const after = await Promise.all(projection.tables.map((t) => tableRows(owner, t)));
        const found = projection.tables.flatMap((table, i) => {
          const { onlyLeft, onlyRight } = rowsDiffering(before[i]!, after[i]!);
          if (onlyLeft.length + onlyRight.length === 0) return [];
          const sample = (rows: string[]) => rows.slice(0, 2).map((r) => r.slice(0, 400)).join(' | ');
          return [`${projection.name}.${table}: ${before[i]!.length} rows live, ${after[i]!.length} rebuilt; only live (${onlyLeft.length}): ${sample(onlyLeft)}; only rebuilt (${onlyRight.length}): ${sample(onlyRight)}`];
        });
        if (found.length === 0) break;
        if ((await eventCount(owner)) === count || attempt === COMPARE_ATTEMPTS) {
          problems.push(...found);
          break;
        }
      }
    }
  } finally {
    await waiter.close();
    await db.destroy();
    await owner.end();
  }
  fail(problems);
  return `${projections.length} read models each equal to a rebuild from zero`;
};
