import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDecider, type BudgetEvent, streams } from '@spend/domain';
import { PostgresEventStore, comparePositions, handleCommand, loadState, type Position } from '@spend/eventstore';
import { quietPool, setUpReadModels, type ReadModelTestDatabase } from '../read-models/testing';
import { readCheckpoints } from '../runner/checkpoints';
import { ProjectionRunner } from '../runner/runner';
import { budgetOwnersReactor } from './budget-owners';

const at = '2026-03-01T10:00:00.000Z';
let rm: ReadModelTestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  rm = await setUpReadModels('reactor_budget_owners');
  store = new PostgresEventStore({ connectionString: rm.db.urlAs('spend_api') });
});
afterAll(async () => {
  await store.close();
  await rm.close();
});

const context = (companyId: string) => ({ companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });

/** A company's members, each an Analyst to begin with. */
const members = async (count: number): Promise<{ companyId: string; userIds: string[] }> => {
  const companyId = randomUUID();
  const userIds = Array.from({ length: count }, () => randomUUID());
  for (const userId of userIds) {
    await handleCommand(store, streams.user(userId), userDecider, {
      type: 'CreateUser', userId, companyId, personId: randomUUID(), authId: null, email: `${userId}@owners.test`,
      firstName: 'Olive', lastName: 'Owens', title: 'Lead', embossName: null, roles: ['Analyst'], now: at,
    }, context(companyId));
  }
  return { companyId, userIds };
};

/** Records a budget event as the budget's command would have (the reactor only reads events). */
const record = async (companyId: string, event: BudgetEvent): Promise<Position> =>
  (await store.append(streams.budget(event.data.budgetId), [{ id: randomUUID(), ...event, metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } }], { expectedRevision: 'any' })).position;

const created = (companyId: string, budgetId: string, ownerUserId: string): BudgetEvent => ({
  type: 'BudgetCreated',
  data: {
    budgetId, companyId, parentBudgetId: null, name: 'Travel', color: '#abc', number: null, ownerUserId, funding: 100, softLimit: 'None',
    overageValue: 0, currency: 'USD', startAt: at, endAt: at, spenderUserIds: [], createdAt: at,
  },
});
const handedTo = (companyId: string, budgetId: string, ownerUserId: string): BudgetEvent => ({ type: 'BudgetUpdated', data: { budgetId, companyId, changes: { ownerUserId }, updatedAt: at } });
const archived = (companyId: string, budgetId: string): BudgetEvent => ({ type: 'BudgetArchived', data: { budgetId, companyId, at } });
const restored = (companyId: string, budgetId: string): BudgetEvent => ({ type: 'BudgetRestored', data: { budgetId, companyId, at } });

const isOwner = async (userId: string): Promise<boolean> => (await loadState(store, streams.user(userId), userDecider)).roles.includes('BudgetOwner');
const grants = async (userId: string): Promise<number> =>
  (await store.readStream(streams.user(userId))).filter((e) => e.type === 'UserRoleGranted' && (e.data as { role: string }).role === 'BudgetOwner').length;
const checkpoint = async (): Promise<Position | undefined> => (await readCheckpoints(rm.projector, ['budget-owners'])).get('budget-owners');
const reached = async (position: Position): Promise<boolean> => {
  const stored = await checkpoint();
  return !!stored && comparePositions(stored, position) >= 0;
};

describe('budget-owners reactor', () => {
  it('grants BudgetOwner with a budget, moves it with a handover, takes it back with the last active budget and gives it again on restore', async () => {
    const pool = quietPool(rm.db.urlAs('spend_projector'), 4);
    const reactorStore = new PostgresEventStore({ connectionString: rm.db.urlAs('spend_projector') });
    const runner = new ProjectionRunner({ store: reactorStore, pool, projections: [budgetOwnersReactor(reactorStore)] });
    runner.start();
    try {
      const { companyId, userIds: [ann, bob] } = await members(2);
      const [x, y] = [randomUUID(), randomUUID()];
      await record(companyId, created(companyId, x, ann!));
      await expect.poll(() => isOwner(ann!)).toBe(true);

      await record(companyId, created(companyId, y, ann!));
      await record(companyId, handedTo(companyId, x, bob!));
      await expect.poll(() => isOwner(bob!)).toBe(true);
      expect(await isOwner(ann!)).toBe(true); // still owns y

      await record(companyId, handedTo(companyId, y, bob!));
      await expect.poll(() => isOwner(ann!)).toBe(false);

      const first = await record(companyId, archived(companyId, x));
      await expect.poll(() => reached(first)).toBe(true);
      expect(await isOwner(bob!)).toBe(true); // y is still active
      await record(companyId, archived(companyId, y));
      await expect.poll(() => isOwner(bob!)).toBe(false);
      await record(companyId, restored(companyId, y));
      await expect.poll(() => isOwner(bob!)).toBe(true);
      expect(await grants(bob!)).toBe(2);
      expect(await grants(ann!)).toBe(1);
    } finally {
      await runner.stop();
      await reactorStore.close();
      await pool.end();
    }
  });

  it('keeps the rule when its process is killed between granting the new owner and revoking the old one', async () => {
    const start = async (env: Record<string, string> = {}): Promise<ChildProcess> => {
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./testing/run-budget-owners.ts', import.meta.url))], {
        env: { ...process.env, DATABASE_URL: rm.db.urlAs('spend_projector'), ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await once(child.stdout!, 'data');
      return child;
    };
    const { companyId, userIds: [ann, bob] } = await members(2);
    const budgetId = randomUUID();
    const crashing = await start({ CRASH_AFTER_APPEND_TO: streams.user(bob!) });
    const exited = once(crashing, 'exit');
    await record(companyId, created(companyId, budgetId, ann!));
    await expect.poll(() => isOwner(ann!)).toBe(true);

    const handover = await record(companyId, handedTo(companyId, budgetId, bob!));
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');
    // Killed in between: Bob got the role, Ann still has hers, and the handover is not checked off.
    expect(await isOwner(bob!)).toBe(true);
    expect(await isOwner(ann!)).toBe(true);
    expect(await reached(handover)).toBe(false);

    const restarted = await start();
    try {
      await expect.poll(() => isOwner(ann!)).toBe(false);
      await expect.poll(() => reached(handover)).toBe(true);
      expect(await isOwner(bob!)).toBe(true);
      // Replaying the handover recorded no second grant.
      expect(await grants(bob!)).toBe(1);
    } finally {
      const stopped = once(restarted, 'exit');
      restarted.kill('SIGTERM');
      await stopped;
    }
  });
});
