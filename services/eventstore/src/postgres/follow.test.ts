// How a caught-up subscription learns of new events: an append's notice, or (for events that commit
// behind an older running transaction, whose end sends no notice) its own reads while they hide. The
// idle fallback is set out of reach here, so neither test can pass by it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing';
import { EVENTS_CHANNEL, PostgresEventStore } from './postgres-event-store';
import { readFollowedPage } from './reads';
import type { RecordedEvent } from '../types';

const event = (type: string) => ({ id: randomUUID(), type, data: {}, metadata: { companyId: randomUUID(), userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 } });

let db: TestDatabase;
let store: PostgresEventStore;
beforeAll(async () => {
  db = await createTestDatabase('follow');
  store = new PostgresEventStore({ connectionString: db.urlAs('spend_api'), pollIntervalMs: 200, idlePollMs: 3_600_000 });
});
afterAll(async () => {
  await store.close();
  await db.drop();
});

/** Follows `$all` from its end into `seen`; resolves once the subscription has read the end (caught up). */
const follow = async (seen: RecordedEvent[]) => {
  const marker = `marker-${randomUUID()}`;
  const subscription = store.subscribeToAll();
  let caughtUp!: () => void;
  const ready = new Promise<void>((resolve) => (caughtUp = resolve));
  void (async () => {
    for await (const event of subscription) {
      if (event.streamName === marker) caughtUp();
      else seen.push(event);
    }
  })();
  await store.append(marker, [event('Marker')]);
  await ready;
  seen.length = 0;
  return subscription;
};

/** An open transaction with an id: every later commit hides behind it until it ends. */
const olderTransaction = async () => {
  const older = new pg.Client({ connectionString: db.url });
  await older.connect();
  await older.query('BEGIN');
  await older.query('SELECT pg_current_xact_id()');
  return older;
};

describe('a caught-up subscription', () => {
  it('reads an event hidden behind an older transaction once that transaction ends, though the end sends no notice', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = await follow(seen);
    const older = await olderTransaction();
    try {
      const stream = `hidden-${randomUUID()}`;
      await store.append(stream, [event('Hidden')]);
      // Committed and notified, yet not readable while the older transaction runs.
      await expect.poll(() => store.pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_name = $1`, [stream]).then((r) => r.rows[0].n)).toBe(1);
      expect(seen).toEqual([]);
      await older.query('COMMIT');
      await expect.poll(() => seen.map((e) => e.streamName)).toEqual([stream]);
    } finally {
      await older.end();
      await subscription.unsubscribe();
    }
  });

  it('does not wait for a transaction of another database: its events are read while that one runs', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = await follow(seen);
    const url = new URL(db.url);
    url.pathname = '/postgres';
    const elsewhere = new pg.Client({ connectionString: url.toString() });
    await elsewhere.connect();
    try {
      // Older than the append, with an id, but in another database of the server: nothing of it can land here.
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const stream = `beside-${randomUUID()}`;
      await store.append(stream, [event('Beside')]);
      await expect.poll(() => seen.map((e) => e.streamName)).toEqual([stream]);
      expect((await elsewhere.query<{ open: boolean }>('SELECT pg_current_xact_id_if_assigned() IS NOT NULL AS open')).rows[0]!.open).toBe(true);
    } finally {
      await elsewhere.query('ROLLBACK').catch(() => undefined);
      await elsewhere.end();
      await subscription.unsubscribe();
    }
  });

  it('does not wait for a read-model transaction: marked before it writes, it runs beside the append and can never append itself', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = await follow(seen);
    const projector = new pg.Client({ connectionString: db.urlAs('spend_projector') });
    await projector.connect();
    try {
      await projector.query('BEGIN');
      await projector.query('SELECT mark_read_model_transaction()');
      expect((await projector.query<{ open: boolean }>('SELECT pg_current_xact_id_if_assigned() IS NOT NULL AS open')).rows[0]!.open).toBe(true);
      const stream = `past-${randomUUID()}`;
      await store.append(stream, [event('Past')]);
      await expect.poll(() => seen.map((e) => e.streamName)).toEqual([stream]);
      // Under the mark an append is refused, so passing over the transaction hides no event of its own.
      await expect(projector.query(`INSERT INTO events (event_id, stream_name, stream_revision, event_type, data, metadata) VALUES ($1, $2, 0, 'Own', '{}', '{}')`, [randomUUID(), `own-${randomUUID()}`])).rejects.toThrow('a read-model transaction may not append events');
      await projector.query('ROLLBACK');
      // A transaction that has written already cannot take the mark: what it wrote might be events.
      await projector.query('BEGIN');
      await projector.query('SELECT pg_current_xact_id()');
      await expect(projector.query('SELECT mark_read_model_transaction()')).rejects.toThrow('a read-model transaction marks itself before it writes anything');
      await projector.query('ROLLBACK');
      // The mark ends with its transaction: the session appends again.
      const after = `after-${randomUUID()}`;
      await projector.query('INSERT INTO streams (stream_name, revision) VALUES ($1, 0)', [after]);
      await projector.query(`INSERT INTO events (event_id, stream_name, stream_revision, event_type, data, metadata) VALUES ($1, $2, 0, 'After', '{}', '{}')`, [randomUUID(), after]);
    } finally {
      await projector.query('ROLLBACK').catch(() => undefined);
      await projector.end();
      await subscription.unsubscribe();
    }
  });

  it('reads an event that came without its own notice at the next notice', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = await follow(seen);
    const owner = new pg.Client({ connectionString: db.url });
    await owner.connect();
    try {
      // Written as a process that died between its commit and its NOTIFY would leave it.
      const stream = `silent-${randomUUID()}`;
      await owner.query('INSERT INTO streams (stream_name, revision) VALUES ($1, 0)', [stream]);
      await owner.query(`INSERT INTO events (event_id, stream_name, stream_revision, event_type, data, metadata) VALUES ($1, $2, 0, 'Silent', '{}', '{}')`, [randomUUID(), stream]);
      await owner.query(`SELECT pg_notify('${EVENTS_CHANNEL}', '')`);
      await expect.poll(() => seen.map((e) => e.streamName)).toEqual([stream]);
    } finally {
      await owner.end();
      await subscription.unsubscribe();
    }
  });
});

describe("a subscription's read", () => {
  it('says, in the same round trip as its page, when events after it hide behind an older transaction, for $all and for a partition', async () => {
    const before = await store.append(`before-${randomUUID()}`, [event('Before')]);
    const older = await olderTransaction();
    try {
      const stream = `hidden-${randomUUID()}`;
      await store.append(stream, [event('Hidden')]);
      for (const filter of [undefined, { partition: 0, partitions: 1 }]) {
        const { hidden, page } = await readFollowedPage(store.pool, before.position, 100, filter);
        expect({ hidden, events: page.events.length }).toEqual({ hidden: true, events: 0 });
      }
      await older.query('COMMIT');
      for (const filter of [undefined, { partition: 0, partitions: 1 }]) {
        const { hidden, page } = await readFollowedPage(store.pool, before.position, 100, filter);
        expect({ hidden, streams: page.events.map((e) => e.streamName) }).toEqual({ hidden: false, streams: [stream] });
      }
    } finally {
      await older.query('ROLLBACK').catch(() => undefined);
      await older.end();
    }
  });
});
