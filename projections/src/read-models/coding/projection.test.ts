import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customFieldDecider, fold, generalLedgerDecider, projectDecider, type Decider, type DomainEvent } from '@spend/domain';
import type { RecordedEvent } from '@spend/eventstore';
import { recorded, setUpReadModels, type ReadModelTestDatabase } from '../testing';
import { codingProjection } from './projection';

let rm: ReadModelTestDatabase;
beforeAll(async () => {
  rm = await setUpReadModels('rm_coding');
});
afterAll(() => rm.close());

const now = '2026-03-01T10:00:00.000Z';
const later = '2026-03-02T10:00:00.000Z';

/** Runs commands through a decider against its own history, as the command handler would. */
const aggregate = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>) => {
  const history: E[] = [];
  return (command: C) => {
    const events = decider.decide(command, fold(decider, history));
    history.push(...events);
    return events.map((e) => recorded(e));
  };
};

const TABLES = ['general_ledgers', 'projects', 'custom_fields', 'custom_field_options'] as const;
const snapshot = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await rm.projector.selectFrom(t).selectAll().orderBy('id').execute()] as const)));

describe('coding projection', () => {
  const companyId = randomUUID();
  const [glId, projectId, fieldId, red, blue] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const gl = aggregate(generalLedgerDecider);
  const project = aggregate(projectDecider);
  const field = aggregate(customFieldDecider);
  const all = [
    ...gl({ type: 'CreateGeneralLedger', generalLedgerId: glId, companyId, fields: { name: 'Travel', code: '6100', type: 'Expense' }, now }),
    ...gl({ type: 'UpdateGeneralLedger', generalLedgerId: glId, companyId, fields: { category: 'Ops', code: null }, now: later }),
    ...gl({ type: 'SetGeneralLedgerAvailability', generalLedgerId: glId, companyId, isEnabled: false, now: later }),
    ...project({ type: 'CreateProject', projectId, companyId, name: 'Apollo', now }),
    ...project({ type: 'ArchiveProject', projectId, companyId, now: later }),
    ...field({ type: 'CreateCustomField', customFieldId: fieldId, companyId, name: 'Colour', isRequired: true, options: [{ optionId: red, name: 'Red' }, { optionId: blue, name: 'Blue' }], now }),
    ...field({ type: 'UpdateCustomField', customFieldId: fieldId, companyId, options: [{ optionId: red, name: 'Crimson' }], now: later }),
  ];
  const archivedAndDeleted: RecordedEvent[] = [];

  it('writes each entity\'s current row and publishes coding changes per company', async () => {
    const changes = await rm.apply(codingProjection, all);
    expect(changes.every((c) => c.companyId === companyId && c.what === 'coding')).toBe(true);
    expect(new Set(changes.flatMap((c) => c.ids))).toEqual(new Set([glId, projectId, fieldId]));
    expect(await rm.projector.selectFrom('general_ledgers').selectAll().where('id', '=', glId).executeTakeFirstOrThrow()).toMatchObject({
      company_id: companyId, name: 'Travel', code: null, type: 'Expense', category: 'Ops', description: null, is_enabled: false, archived: false, created_at: new Date(now), updated_at: new Date(later),
    });
    expect(await rm.projector.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirstOrThrow()).toMatchObject({ name: 'Apollo', active: false });
    expect(await rm.projector.selectFrom('custom_fields').selectAll().where('id', '=', fieldId).executeTakeFirstOrThrow()).toMatchObject({ name: 'Colour', is_required: true, is_active: true, archived: false });
    const options = await rm.projector.selectFrom('custom_field_options').select(['id', 'name', 'archived']).where('custom_field_id', '=', fieldId).orderBy('name').execute();
    expect(options).toEqual([{ id: blue, name: 'Blue', archived: true }, { id: red, name: 'Crimson', archived: false }]);
  });

  it('archives GL codes and deletes custom fields as flags', async () => {
    archivedAndDeleted.push(
      ...gl({ type: 'ArchiveGeneralLedger', generalLedgerId: glId, companyId, now: later }),
      ...field({ type: 'DeleteCustomField', customFieldId: fieldId, companyId, now: later }),
    );
    await rm.apply(codingProjection, archivedAndDeleted);
    expect((await rm.projector.selectFrom('general_ledgers').select('archived').where('id', '=', glId).executeTakeFirstOrThrow()).archived).toBe(true);
    expect((await rm.projector.selectFrom('custom_fields').select('archived').where('id', '=', fieldId).executeTakeFirstOrThrow()).archived).toBe(true);
  });

  it('rebuilt from zero, the tables equal the live ones', async () => {
    const more = aggregate(projectDecider)({ type: 'CreateProject', projectId: randomUUID(), companyId, name: 'Gemini', now: later });
    await rm.apply(codingProjection, more);
    const live = await snapshot();
    expect(live.projects).toHaveLength(2);
    await rm.projector.transaction().execute((trx) => sql`TRUNCATE ${sql.join(codingProjection.tables.map((t) => sql.table(t)))}`.execute(trx));
    // The whole history again, in batches as the runner reads it.
    const history = [...all, ...archivedAndDeleted, ...more];
    for (let i = 0; i < history.length; i += 3) await rm.apply(codingProjection, history.slice(i, i + 3));
    expect(await snapshot()).toEqual(live);
  });
});
