import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile-schema';

describe('profileSchema', () => {
  it('requires the first name, last name and title (spec 5 text)', () => {
    const issues = profileSchema.safeParse({ first_name: ' ', last_name: '', title: '' }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path[0], i.message]))).toEqual({ first_name: 'This field is required.', last_name: 'This field is required.', title: 'This field is required.' });
  });

  it('trims what it keeps', () => {
    expect(profileSchema.parse({ first_name: ' Avery-Jo ', last_name: 'Quinn', title: 'Head of audit ' })).toEqual({ first_name: 'Avery-Jo', last_name: 'Quinn', title: 'Head of audit' });
  });
});
