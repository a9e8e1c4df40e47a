import { describe, expect, it } from 'vitest';
import { projectSchema } from './project-schema';

describe('projectSchema (Create Project form)', () => {
  it('requires the Project Name, with the exact message', () => {
    expect(projectSchema.safeParse({ name: '' }).error?.issues.map((i) => i.message)).toEqual(['Project Name is required']);
    expect(projectSchema.safeParse({ name: '   ' }).error?.issues.map((i) => i.message)).toEqual(['Project Name is required']);
  });

  it('takes a name, trimmed', () => {
    expect(projectSchema.parse({ name: '  Apollo ' })).toEqual({ name: 'Apollo' });
  });
});
