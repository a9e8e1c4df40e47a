import { describe, expect, it } from 'vitest';
import { snapshotSchema } from './snapshot-schema';

const errors = (snapshotName: string, startsAt: string, endsAt: string) =>
  Object.fromEntries((snapshotSchema.safeParse({ snapshotName, startsAt, endsAt }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('snapshotSchema', () => {
  it('requires a name and both ends of the range', () => {
    expect(errors(' ', '', '')).toEqual({ snapshotName: 'This field is required.', startsAt: 'Enter a valid date and time.', endsAt: 'Enter a valid date and time.' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(errors('Audit', '2026-02-01T00:00', '2026-01-01T00:00')).toEqual({ endsAt: 'The snapshot range ends before it starts.' });
  });

  it('accepts a range', () => {
    expect(errors('Audit', '2000-01-01T00:00', '2999-01-01T00:00')).toEqual({});
  });
});
