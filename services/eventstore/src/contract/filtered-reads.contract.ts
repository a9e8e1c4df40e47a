import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { comparePositions, type EventData, type EventStore, type Page, type Position, type RawRecordedEvent, type RecordedEvent } from '../types';
import type { ContractStoreFactory } from './event-store.contract';

const of = (companyId: string, type = 'Tested'): EventData => ({
  id: randomUUID(),
  type,
  data: { n: 1 },
  metadata: { companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});
const stream = (): string => `test-${randomUUID()}`;

/** Reads of one company's events and of one partition of the companies, against the interface only. */
export const describeEventStoreFilteredReads = (name: string, createStore: ContractStoreFactory): void => {
  describe(`EventStore contract: ${name}, reads by company and by partition`, () => {
    let store: EventStore;
    beforeAll(async () => {
      store = await createStore();
    });
    afterAll(async () => {
      await store.close();
    });
    const PLATFORM = '00000000-0000-0000-0000-000000000000';
    /** Reads a filter's pages from `from` until its `to` reaches `end`. */
    const pagesUntil = async (filter: { partition: number; partitions: number }, from: Position, end: Position) => {
      const events: RecordedEvent[] = [];
      let to = from;
      while (comparePositions(to, end) < 0) {
        const page = await store.readPage({ fromPosition: to, maxCount: 7, filter });
        expect(comparePositions(page.to, to)).toBeGreaterThanOrEqual(0);
        events.push(...page.events);
        to = page.to;
      }
      return { events, to };
    };

    it("reads one company's events only, in $all order", async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const start = await store.append(stream(), [of(a)]);
      for (let i = 0; i < 3; i++) await store.append(stream(), [of(a, `A${i}`), of(b, `B${i}`)]);
      await vi.waitFor(async () => {
        const read = await store.readAll({ fromPosition: start.position, filter: { companyId: a } });
        expect(read.map((e) => e.type)).toEqual(['A0', 'A1', 'A2']);
      }, { timeout: 10_000, interval: 50 });
    });

    it("reads one company's events raw: the same events, data and metadata as the stored JSON text", async () => {
      const [a, b] = [randomUUID(), randomUUID()];
      const start = await store.append(stream(), [of(b)]);
      await store.append(stream(), [{ ...of(a, 'Raw'), data: { text: 'a "quoted" \\ line\n', cents: 1250, nested: { list: [1, null] } } }, of(b), of(a, 'Raw2')]);
      await vi.waitFor(async () => {
        const parsed = await store.readAll({ fromPosition: start.position, filter: { companyId: a } });
        const raw = await store.readRawPage({ fromPosition: start.position, maxCount: 1, filter: { companyId: a } });
        expect(parsed.map((e) => e.type)).toEqual(['Raw', 'Raw2']);
        // maxCount counts the company's events; `to` is the last one returned.
        expect(raw.events.map((e) => e.type)).toEqual(['Raw']);
        expect(raw.to).toEqual(parsed[0]!.position);
        const [{ dataJson, metadataJson, revisionText, positionText, ...rest }] = raw.events as [RawRecordedEvent];
        const { data, metadata, revision, position, ...same } = parsed[0]!;
        expect(rest).toEqual(same);
        expect([revisionText, positionText]).toEqual([String(revision), `${position.commit}:${position.prepare}`]);
        expect(JSON.parse(dataJson)).toEqual(data);
        expect(JSON.parse(metadataJson)).toEqual(metadata);
      }, { timeout: 10_000, interval: 50 });
    });

    it('splits $all into partitions: each company in exactly one, platform events in all, and each read moves past the others', async () => {
      const companies = Array.from({ length: 12 }, () => randomUUID());
      const start = await store.append(stream(), [of(PLATFORM, 'Start')]);
      let end = start.position;
      for (const c of companies) end = (await store.append(stream(), [of(c, 'Spend'), of(c, 'Spend')])).position;
      end = (await store.append(stream(), [of(PLATFORM, 'Marker')])).position;
      // Visible once no older transaction (in any test's database) is still open.
      await vi.waitFor(async () => expect(comparePositions((await store.readPage({ fromPosition: start.position, maxCount: 1000 })).to, end)).toBeGreaterThanOrEqual(0), { timeout: 10_000, interval: 50 });
      const partitions = 4;
      const seen = new Map<string, number>();
      for (let partition = 0; partition < partitions; partition++) {
        const { events, to } = await pagesUntil({ partition, partitions }, start.position, end);
        expect(comparePositions(to, end)).toBeGreaterThanOrEqual(0);
        const own = events.filter((e) => e.type === 'Spend');
        for (const e of own) seen.set(e.metadata.companyId, (seen.get(e.metadata.companyId) ?? 0) + 1);
        expect(events.filter((e) => e.type === 'Marker')).toHaveLength(1);
        for (let i = 1; i < events.length; i++) expect(comparePositions(events[i - 1]!.position, events[i]!.position)).toBeLessThan(0);
      }
      expect([...seen.keys()].sort()).toEqual([...companies].sort());
      expect([...seen.values()].every((n) => n === 2)).toBe(true);
    });

    it("a partition's subscription moves on when only another partition's companies write", async () => {
      const start = await store.append(stream(), [of(PLATFORM)]);
      const subscription = store.subscribeToPages({ fromPosition: start.position, filter: { partition: 0, partitions: 2 } });
      const pages = subscription[Symbol.asyncIterator]();
      // New companies until one lands in partition 1: partition 0's page then moves on with no event.
      let movedOnEmpty = false;
      for (let tries = 0; tries < 64 && !movedOnEmpty; tries++) {
        const written = await store.append(stream(), [of(randomUUID())]);
        let page: Page;
        do page = (await pages.next()).value as Page;
        while (comparePositions(page.to, written.position) < 0);
        movedOnEmpty = page.events.length === 0;
      }
      await subscription.unsubscribe();
      expect(movedOnEmpty).toBe(true);
    });
  });
};
