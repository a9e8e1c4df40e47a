import { describe, expect, it } from 'vitest';
import { glCodeSchema, orNull } from './gl-code-schema';

describe('glCodeSchema (spec 5, GL form)', () => {
  it('requires the General Ledger Name', () => {
    expect(glCodeSchema.safeParse({ name: '  ', type: '', category: '', code: '', description: '' }).error?.issues.map((i) => i.message)).toEqual(['General Ledger Name is required']);
  });

  it('takes type, category, code and description as optional, sent as null when empty', () => {
    expect(glCodeSchema.safeParse({ name: 'Travel', type: '', category: '', code: '', description: '' }).success).toBe(true);
    expect(orNull('  ')).toBeNull();
    expect(orNull(' TRAV ')).toBe('TRAV');
  });
});
