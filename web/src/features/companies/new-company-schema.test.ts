import { describe, expect, it } from 'vitest';
import { newCompanySchema } from './new-company-schema';

const errors = (dba_name: string, total_funding: string) =>
  Object.fromEntries((newCompanySchema.safeParse({ dba_name, total_funding }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('newCompanySchema', () => {
  it('requires the company name', () => {
    expect(errors(' ', '')).toEqual({ dba_name: 'Company name is required.' });
    expect(errors('x'.repeat(201), '')).toEqual({ dba_name: 'Company name must be at most 200 characters.' });
  });

  it('takes no funding, or dollars with at most 2 decimals', () => {
    expect(errors('Initech', '')).toEqual({});
    expect(errors('Initech', '25000.50')).toEqual({});
    expect(errors('Initech', '25k')).toEqual({ total_funding: 'Invalid input.' });
    expect(errors('Initech', '1.234')).toEqual({ total_funding: 'Invalid input.' });
    expect(errors('Initech', '-5')).toEqual({ total_funding: 'Invalid input.' });
  });
});
