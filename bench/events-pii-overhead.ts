import { randomUUID } from 'node:crypto';
import { PostgresEventStore, type EventData } from '@spend/eventstore';
import { createTestDatabase } from '@spend/eventstore/testing';
import { report, throughput } from './report';

const EVENTS_PER_MEMBER = 5;
const ROUNDS = 4;

/**
 * The i-th member event of a run: each member's first is UserCreated (a new person: a new key), the
 * rest profile changes, every one carrying personal data. `plain` renames the type to one with no
 * personal fields, so the same data is appended without sealing.
 */
const memberEvent = (members: readonly string[], i: number, companyId: string, plain: boolean): [string, EventData] => {
  const userId = members[Math.floor(i / EVENTS_PER_MEMBER)]!;
  const first = i % EVENTS_PER_MEMBER === 0;
  const data = first
    ? { userId, companyId, personId: userId, authId: `m${i}@bench.test`, email: `m${i}@bench.test`, firstName: 'Benedict', lastName: `Member${i}`, title: 'Clerk', embossName: null, roles: ['Spender'], createdAt: new Date().toISOString() }
    : { userId, companyId, personal: { firstName: 'Benedict', phoneNumber: `+1415555${String(i % 10_000).padStart(4, '0')}`, address: { address_line1: `${i} Market St`, address_line2: null, city: 'San Francisco', state: 'CA', postal_code: '94105', country: 'USA' } }, at: new Date().toISOString() };
  const type = first ? 'UserCreated' : 'UserProfileUpdated';
  const metadata = { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
  return [`user-${userId}`, { id: randomUUID(), type: plain ? `Plain${type}` : type, data, metadata }];
};

/**
 * events.pii.overhead: single-event appends/s of member events sealed with their person's key (a key
 * made for each new member) from 16 clients, against the same events appended in plain text.
 */
export const run = async (): Promise<void> => {
  const CLIENTS = 16;
  const TOTAL = Number(process.env.BENCH_APPENDS ?? 10_000);
  const db = await createTestDatabase('bench_pii');
  const store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), poolSize: CLIENTS });
  const companyId = randomUUID();
  const appendAll = (plain: boolean, count: number) => {
    const members = Array.from({ length: Math.ceil(count / EVENTS_PER_MEMBER) }, () => randomUUID());
    return throughput(CLIENTS, count, async (i) => {
      const [stream, event] = memberEvent(members, i, companyId, plain);
      await store.append(stream, [event], { expectedRevision: 'any' });
    });
  };
  try {
    await appendAll(true, TOTAL / ROUNDS);
    // Rounds alternate plain and sealed, so the load of a shared machine and the growing table weigh on both alike.
    const seconds = { plain: 0, sealed: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const plain of round % 2 === 0 ? [true, false] : [false, true]) seconds[plain ? 'plain' : 'sealed'] += TOTAL / ROUNDS / (await appendAll(plain, TOTAL / ROUNDS));
    }
    const [baseline, value] = [TOTAL / seconds.plain, TOTAL / seconds.sealed];
    report('events.pii.overhead', value, 'appends/s', baseline);
  } finally {
    await store.close();
    await db.drop();
  }
};
