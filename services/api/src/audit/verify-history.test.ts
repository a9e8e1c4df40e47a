import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiHarness, type SeededCompany } from '../testing/harness';

const VERIFY = `query ($companyId: ID, $fromAnchor: Boolean) {
  verifyHistory(companyId: $companyId, fromAnchor: $fromAnchor) {
    companyId intact checked streams anchorPosition anchorDigest anchorStreams fromAnchor lastPosition lastDigest summary broken { kind position aggregate revision type expected stored }
  }
}`;
type Verification = {
  companyId: string; intact: boolean; checked: number; streams: number; anchorPosition: string | null; anchorDigest: string | null; anchorStreams: number | null; fromAnchor: boolean;
  lastPosition: string | null; lastDigest: string | null; summary: string;
  broken: { kind: string; position: string; aggregate: string | null; revision: number | null; type: string | null; expected: string | null; stored: string | null } | null;
};

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let auditor: { token: string };
let spender: { token: string };

beforeAll(async () => {
  api = await ApiHarness.start('api_verify_history');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  auditor = await api.addMember(acme, ['Analyst']);
  spender = await api.addMember(acme, ['Spender']);
});
afterAll(async () => {
  await api.close();
});

const verify = (token: string, variables: Record<string, unknown> = {}) => api.gql<{ verifyHistory: Verification }>(VERIFY, variables, { token });

describe('verifyHistory', () => {
  it("recomputes every stream chain of the auditor's company, from the start and from its latest anchor, and names an event the database owner altered or removed", async () => {
    const whole = await verify(auditor.token);
    expect(whole.errors).toBeUndefined();
    const v = whole.data!.verifyHistory;
    expect(v).toMatchObject({ companyId: acme.companyId, intact: true, broken: null, anchorPosition: null, fromAnchor: false });
    expect(v.checked).toBeGreaterThan(1);
    expect(v.streams).toBeGreaterThan(1);
    expect(v.summary).toBe(`OK company ${acme.companyId} from its first event: ${v.checked} events verified up to position ${v.lastPosition} (${v.streams} streams, digest ${v.lastDigest})`);
    // The admin may too, naming the company.
    expect((await verify(acme.token, { companyId: acme.companyId })).data!.verifyHistory.intact).toBe(true);

    // An anchor recorded in the company's history: the check then verifies it, and may start there.
    await api.store.append(`history-chain-${acme.companyId}`, [{
      id: randomUUID(), type: 'HistoryAnchored',
      data: { companyId: acme.companyId, anchor: { position: v.lastPosition, digest: v.lastDigest, streams: v.streams }, objectKey: 'anchors/x.json', retainUntil: '2033-01-01T00:00:00.000Z', at: '2026-01-01T00:00:00.000Z' },
      metadata: { companyId: acme.companyId, userId: null, correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
    }]);
    const anchored = (await verify(auditor.token)).data!.verifyHistory;
    expect(anchored).toMatchObject({ intact: true, checked: v.checked + 1, anchorPosition: v.lastPosition, anchorDigest: v.lastDigest, anchorStreams: v.streams, fromAnchor: false });
    expect(anchored.summary).toContain(`, the anchor at position ${v.lastPosition} matches`);
    const fromAnchor = (await verify(auditor.token, { fromAnchor: true })).data!.verifyHistory;
    expect(fromAnchor).toMatchObject({ intact: true, checked: 1, fromAnchor: true, anchorPosition: v.lastPosition, streams: v.streams + 1 });

    const owner = new pg.Client({ connectionString: api.db.url });
    await owner.connect();
    const tamper = async (sql: string, params: unknown[]) => {
      await owner.query('BEGIN; SET LOCAL session_replication_role = replica');
      await owner.query(sql, params);
      await owner.query('COMMIT');
    };
    try {
      const { rows: [victim] } = await owner.query<{ global_position: string; stream_name: string; stream_revision: string; event_type: string }>(
        'SELECT global_position, stream_name, stream_revision, event_type FROM events WHERE company_id = $1 ORDER BY global_position LIMIT 1 OFFSET 1', [acme.companyId],
      );
      await tamper(`UPDATE events SET metadata = jsonb_set(metadata, '{userId}', to_jsonb($2::text)) WHERE global_position = $1`, [victim!.global_position, randomUUID()]);
      const tampered = (await verify(auditor.token)).data!.verifyHistory;
      expect(tampered).toMatchObject({
        intact: false, checked: 1,
        broken: { kind: 'LINK', position: victim!.global_position, aggregate: victim!.stream_name, revision: Number(victim!.stream_revision), type: victim!.event_type },
      });
      expect(tampered.summary).toContain(`BROKEN company ${acme.companyId} from its first event: 1 events verified, then the first broken link is position ${victim!.global_position}`);

      // The events after the anchor are intact; removing the last event of a stream before it is caught by the anchor.
      const { rows: [tail] } = await owner.query<{ global_position: string }>(
        `SELECT global_position FROM events e WHERE company_id = $1 AND global_position <= $2 AND global_position <> $3
           AND stream_revision = (SELECT max(stream_revision) FROM events l WHERE l.stream_name = e.stream_name) ORDER BY global_position DESC LIMIT 1`,
        [acme.companyId, v.lastPosition, victim!.global_position],
      );
      await tamper('DELETE FROM events WHERE global_position = $1', [tail!.global_position]);
      const removed = (await verify(auditor.token, { fromAnchor: true })).data!.verifyHistory;
      expect(removed).toMatchObject({ intact: false, checked: 0, broken: { kind: 'ANCHOR', position: v.lastPosition, aggregate: null, expected: v.lastDigest } });
      expect(removed.summary).toContain(`then history changed before position ${v.lastPosition}: the anchor's digest does not match`);
    } finally {
      await owner.end();
    }
  });

  it("refuses another tenant's company (FORBIDDEN), a malformed id (BAD_USER_INPUT) and a member who may not read the history", async () => {
    const other = await verify(auditor.token, { companyId: globex.companyId });
    expect(other.data).toBeNull();
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const malformed = await verify(auditor.token, { companyId: 'acme' });
    expect(malformed.errors?.[0]).toMatchObject({ message: 'companyId is not a company id.', extensions: { code: 'BAD_USER_INPUT', fields: { companyId: 'companyId is not a company id.' } } });
    expect((await verify(spender.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
