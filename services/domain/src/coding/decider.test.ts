import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { customFieldDecider, type CreateCustomField } from './custom-field-decider';
import { generalLedgerDecider, projectDecider, type CreateGeneralLedger } from './decider';
import type { CustomFieldEvent, GeneralLedgerEvent } from './events';

const [companyId, otherCompany] = [randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';

describe('general ledger decider', () => {
  const spec = deciderSpec(generalLedgerDecider);
  const generalLedgerId = randomUUID();
  const create: CreateGeneralLedger = { type: 'CreateGeneralLedger', generalLedgerId, companyId, fields: { name: '  Travel ', code: ' 6100 ', description: '', type: 'Expense', category: null }, now };
  const created: GeneralLedgerEvent[] = spec.given([]).when(create).events();
  const ids = { generalLedgerId, companyId, now };

  it('creates with trimmed fields, empty optional ones as null; a retried create records nothing', () => {
    expect(created).toEqual([{ type: 'GeneralLedgerCreated', data: { generalLedgerId, companyId, name: 'Travel', code: '6100', description: null, type: 'Expense', category: null, at: now } }]);
    expect(spec.given(created).when(create).events()).toEqual([]);
  });

  it('refuses a blank name with the spec text, and bad text with the text rules', () => {
    const blank = spec.given([]).when({ ...create, fields: { name: '   ' } }).refusal();
    expect(blank).toMatchObject({ code: 'BAD_USER_INPUT', message: 'General Ledger Name is required', fields: { name: 'General Ledger Name is required' } });
    expect(spec.given([]).when({ ...create, fields: { name: 'A', code: 'a\u0000b' } }).refusal().fields).toEqual({ code: 'Code must not contain control characters.' });
    expect(spec.given([]).when({ ...create, fields: { name: 'A', description: 'x'.repeat(2001) } }).refusal().message).toBe('Description must be at most 2,000 characters.');
  });

  it('updates with the full new values; an update that changes nothing records nothing', () => {
    const updated = spec.given(created).when({ type: 'UpdateGeneralLedger', ...ids, fields: { name: 'Travel', code: null, category: ' Ops ' } }).events();
    expect(updated).toEqual([{ type: 'GeneralLedgerUpdated', data: { generalLedgerId, companyId, name: 'Travel', code: null, description: null, type: 'Expense', category: 'Ops', at: now } }]);
    expect(spec.given(created).when({ type: 'UpdateGeneralLedger', ...ids, fields: { name: 'Travel ', code: '6100' } }).events()).toEqual([]);
  });

  it('enables and disables; setting the same availability records nothing', () => {
    const disabled = spec.given(created).when({ type: 'SetGeneralLedgerAvailability', ...ids, isEnabled: false }).events();
    expect(disabled).toEqual([{ type: 'GeneralLedgerAvailabilitySet', data: { generalLedgerId, companyId, isEnabled: false, at: now } }]);
    expect(spec.given([...created, ...disabled]).when({ type: 'SetGeneralLedgerAvailability', ...ids, isEnabled: false }).events()).toEqual([]);
    expect(spec.given(created).when({ type: 'SetGeneralLedgerAvailability', ...ids, isEnabled: true }).events()).toEqual([]);
  });

  it('archives; an archived one refuses edits, and another company finds nothing', () => {
    const archived = [...created, ...spec.given(created).when({ type: 'ArchiveGeneralLedger', ...ids }).events()];
    expect(archived[1]).toEqual({ type: 'GeneralLedgerArchived', data: { generalLedgerId, companyId, at: now } });
    expect(spec.given(archived).when({ type: 'UpdateGeneralLedger', ...ids, fields: { name: 'New' } }).refusal()).toMatchObject({ code: 'CONFLICT', message: 'This General Ledger is archived and cannot be changed.' });
    expect(spec.given(archived).when({ type: 'ArchiveGeneralLedger', ...ids }).refusal().code).toBe('CONFLICT');
    expect(spec.given(created).when({ type: 'UpdateGeneralLedger', ...ids, companyId: otherCompany, fields: { name: 'Mine' } }).refusal().code).toBe('NOT_FOUND');
    expect(spec.given([]).when({ type: 'ArchiveGeneralLedger', ...ids }).refusal().code).toBe('NOT_FOUND');
  });
});

describe('project decider', () => {
  const spec = deciderSpec(projectDecider);
  const projectId = randomUUID();
  const created = spec.given([]).when({ type: 'CreateProject', projectId, companyId, name: ' Apollo ', now }).events();

  it('creates with a trimmed name, refuses a blank one', () => {
    expect(created).toEqual([{ type: 'ProjectCreated', data: { projectId, companyId, name: 'Apollo', at: now } }]);
    expect(spec.given([]).when({ type: 'CreateProject', projectId, companyId, name: ' ', now }).refusal().fields).toEqual({ name: 'Project Name is required' });
  });

  it('archives once; not another company\'s', () => {
    const archived = spec.given(created).when({ type: 'ArchiveProject', projectId, companyId, now }).events();
    expect(archived).toEqual([{ type: 'ProjectArchived', data: { projectId, companyId, at: now } }]);
    expect(spec.given([...created, ...archived]).when({ type: 'ArchiveProject', projectId, companyId, now }).refusal()).toMatchObject({ code: 'CONFLICT', message: 'This project is archived.' });
    expect(spec.given(created).when({ type: 'ArchiveProject', projectId, companyId: otherCompany, now }).refusal().code).toBe('NOT_FOUND');
  });
});

describe('custom field decider', () => {
  const spec = deciderSpec(customFieldDecider);
  const customFieldId = randomUUID();
  const [red, blue, green] = [randomUUID(), randomUUID(), randomUUID()];
  const create: CreateCustomField = { type: 'CreateCustomField', customFieldId, companyId, name: 'Colour', description: ' ', isRequired: true, options: [{ optionId: red, name: 'Red' }, { optionId: blue, name: ' Blue ' }], now };
  const created: CustomFieldEvent[] = spec.given([]).when(create).events();
  const ids = { customFieldId, companyId, now };
  const options = (events: CustomFieldEvent[]) => (events[0]!.data as { options: unknown }).options;

  it('creates with its options, active by default; a retried create records nothing', () => {
    expect(created).toEqual([{ type: 'CustomFieldCreated', data: {
      customFieldId, companyId, name: 'Colour', description: null, isRequired: true, isActive: true,
      options: [{ optionId: red, name: 'Red', archived: false }, { optionId: blue, name: 'Blue', archived: false }], at: now,
    } }]);
    expect(spec.given(created).when(create).events()).toEqual([]);
  });

  it('refuses a blank name, a blank option and options named alike (case-insensitive)', () => {
    expect(spec.given([]).when({ ...create, name: '' }).refusal().fields).toEqual({ name: 'Custom Field Name is required' });
    expect(spec.given([]).when({ ...create, options: [{ optionId: red, name: ' ' }] }).refusal().fields).toEqual({ options: 'Every option needs a name.' });
    expect(spec.given([]).when({ ...create, options: [{ optionId: red, name: 'Red' }, { optionId: blue, name: 'RED ' }] }).refusal().fields).toEqual({ options: 'Option names must be unique.' });
    expect(spec.given(created).when({ type: 'UpdateCustomField', customFieldId, companyId, options: [{ optionId: red, name: 'Red' }, { optionId: red, name: 'Rose' }], now }).refusal().fields)
      .toEqual({ options: 'An option can be listed only once.' });
  });

  it('archives a removed option, keeps a renamed one\'s id, and brings back an archived one added again by name', () => {
    const removed = spec.given(created).when({ type: 'UpdateCustomField', ...ids, options: [{ optionId: red, name: 'Crimson' }, { optionId: green, name: 'Green' }] }).events();
    expect(options(removed)).toEqual([
      { optionId: red, name: 'Crimson', archived: false }, { optionId: green, name: 'Green', archived: false }, { optionId: blue, name: 'Blue', archived: true },
    ]);
    const back = spec.given([...created, ...removed]).when({ type: 'UpdateCustomField', ...ids, options: [{ optionId: red, name: 'Crimson' }, { optionId: green, name: 'Green' }, { optionId: randomUUID(), name: 'blue' }] }).events();
    expect(options(back)).toEqual([
      { optionId: red, name: 'Crimson', archived: false }, { optionId: green, name: 'Green', archived: false }, { optionId: blue, name: 'blue', archived: false },
    ]);
  });

  it('updates flags with the full new state; no change records nothing', () => {
    const updated = spec.given(created).when({ type: 'UpdateCustomField', ...ids, isActive: false, isRequired: false }).events();
    expect(updated[0]).toMatchObject({ type: 'CustomFieldUpdated', data: { name: 'Colour', isActive: false, isRequired: false } });
    expect(options(updated)).toHaveLength(2);
    expect(spec.given(created).when({ type: 'UpdateCustomField', ...ids, name: 'Colour', options: [{ optionId: red, name: 'Red' }, { optionId: blue, name: 'Blue' }] }).events()).toEqual([]);
  });

  it('deletes (archives); a deleted one refuses edits, another company finds nothing', () => {
    const deleted = [...created, ...spec.given(created).when({ type: 'DeleteCustomField', ...ids }).events()];
    expect(deleted[1]).toEqual({ type: 'CustomFieldDeleted', data: { customFieldId, companyId, at: now } });
    expect(spec.given(deleted).when({ type: 'UpdateCustomField', ...ids, name: 'New' }).refusal()).toMatchObject({ code: 'CONFLICT', message: 'This custom field has been deleted and cannot be changed.' });
    expect(spec.given(created).when({ type: 'DeleteCustomField', ...ids, companyId: otherCompany }).refusal().code).toBe('NOT_FOUND');
  });
});
