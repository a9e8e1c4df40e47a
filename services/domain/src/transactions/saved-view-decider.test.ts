import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { SAVED_VIEW_MESSAGES as M, savedViewDecider, type SavedViewCommand, type SavedViewFields } from './saved-view-decider';

const [companyId, otherCompany, viewId, ownerId, colleagueId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';
const spec = deciderSpec(savedViewDecider);
const fields: SavedViewFields = { name: ' Incomplete over $100 ', shared: false, settings: { params: { completeness: 'INCOMPLETE', amountMin: '100' }, hiddenColumns: ['spender'] } };
const ids = { viewId, companyId, userId: ownerId, now };
const create: SavedViewCommand = { type: 'CreateSavedView', ...ids, fields };
const created = spec.given([]).when(create).events();

describe('saved view decider', () => {
  it('saves a view for its owner with a trimmed name; a retried save records nothing', () => {
    expect(created).toEqual([{ type: 'SavedViewCreated', data: { viewId, companyId, ownerUserId: ownerId, name: 'Incomplete over $100', shared: false, settings: fields.settings, at: now } }]);
    expect(spec.given(created).when(create).events()).toEqual([]);
  });

  it('refuses a blank or long name and settings that are not the list’s, each on its field', () => {
    const refused = (f: Partial<SavedViewFields>) => spec.given([]).when({ ...create, fields: { ...fields, ...f } }).refusal();
    expect(refused({ name: '  ' })).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: M.nameRequired } });
    expect(refused({ name: 'x'.repeat(61) }).fields).toEqual({ name: M.nameTooLong });
    expect(refused({ settings: { params: { 'a b': '1' }, hiddenColumns: [] } }).fields).toEqual({ settings: M.settings });
    expect(refused({ settings: { params: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${'x'.repeat(i)}`, '1'])), hiddenColumns: [] } }).fields).toEqual({ settings: M.settings });
  });

  it('renames and shares with the full new values; no change records nothing', () => {
    const shared = spec.given(created).when({ type: 'UpdateSavedView', ...ids, fields: { name: 'To review', shared: true } }).events();
    expect(shared).toEqual([{ type: 'SavedViewUpdated', data: { viewId, companyId, name: 'To review', shared: true, settings: fields.settings, at: now } }]);
    expect(spec.given(created).when({ type: 'UpdateSavedView', ...ids, fields: { name: 'Incomplete over $100' } }).events()).toEqual([]);
  });

  it('only its owner changes or deletes it; another company finds nothing; a deleted view refuses edits', () => {
    expect(spec.given(created).when({ type: 'DeleteSavedView', ...ids, userId: colleagueId }).refusal()).toMatchObject({ code: 'FORBIDDEN', message: M.notOwner });
    expect(spec.given(created).when({ type: 'UpdateSavedView', ...ids, companyId: otherCompany, fields: { shared: true } }).refusal().code).toBe('NOT_FOUND');
    const deleted = [...created, ...spec.given(created).when({ type: 'DeleteSavedView', ...ids }).events()];
    expect(deleted[1]).toEqual({ type: 'SavedViewDeleted', data: { viewId, companyId, at: now } });
    expect(spec.given(deleted).when({ type: 'UpdateSavedView', ...ids, fields: { shared: true } }).refusal()).toMatchObject({ code: 'CONFLICT', message: M.deleted });
  });
});
