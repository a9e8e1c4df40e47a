import { describe, expect, it } from 'vitest';
import { customFieldSchema } from './custom-field-schema';

const errors = (name: string, options: string[]) =>
  Object.fromEntries((customFieldSchema.safeParse({ name, description: '', isRequired: false, isActive: true, options: options.map((o) => ({ name: o })) }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('customFieldSchema', () => {
  it('requires the name', () => {
    expect(errors(' ', ['North'])).toEqual({ name: 'Custom Field Name is required' });
  });

  it('needs a name on every option, unique regardless of case and spaces', () => {
    expect(errors('Cost centre', ['North', ''])).toEqual({ options: 'Every option needs a name.' });
    expect(errors('Cost centre', ['North', 'north '])).toEqual({ options: 'Option names must be unique.' });
  });

  it('accepts distinct options, or none', () => {
    expect(errors('Cost centre', ['North', 'South'])).toEqual({});
    expect(errors('Cost centre', [])).toEqual({});
  });
});
