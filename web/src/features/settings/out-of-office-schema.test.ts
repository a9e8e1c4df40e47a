import { describe, expect, it } from 'vitest';
import { outOfOfficeSchema } from './out-of-office-schema';

const errors = (delegate: string, startsOn: string, endsOn: string) =>
  Object.fromEntries((outOfOfficeSchema.safeParse({ delegate, startsOn, endsOn }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('outOfOfficeSchema', () => {
  it('requires a delegate and both days', () => {
    expect(errors('', '', '')).toEqual({
      delegate: 'Choose an active member of your company.',
      startsOn: 'Enter the first day away as a date, such as 2026-03-01.',
      endsOn: 'Enter the last day away as a date, such as 2026-03-14.',
    });
  });

  it('refuses a last day before the first', () => {
    expect(errors('u1', '2026-03-03', '2026-03-01')).toEqual({ endsOn: 'The last day away must be on or after the first day.' });
  });

  it('accepts one day away', () => {
    expect(errors('u1', '2026-03-01', '2026-03-01')).toEqual({});
  });
});
