// docs/ARCHITECTURE.md section 2's table and the import-boundaries lint (eslint.boundaries.json) name
// the same entry points for each workspace, so the design on paper and the rule in force cannot drift.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

type Boundaries = Record<string, { may: string[]; tests: string[] }>;

/** Section 2's rows: folder → the `@spend/…` entries named in its "may import" and "its tests may also import" cells. */
const documented = (markdown: string): Map<string, { may: string[]; tests: string[] }> => {
  const section = markdown.slice(markdown.indexOf('## 2. Layout'), markdown.indexOf('## 3.'));
  const rows = new Map<string, { may: string[]; tests: string[] }>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    const folder = /^`([^`]+)`$/.exec(cells[0] ?? '')?.[1];
    if (!folder || cells.length !== 4) continue;
    const entries = (cell: string) => [...cell.matchAll(/`(@spend\/[^`]+)`/g)].map((m) => m[1]!).sort();
    rows.set(folder, { may: entries(cells[2]!), tests: entries(cells[3]!) });
  }
  return rows;
};

describe('the architecture on paper and the lint', () => {
  const doc = documented(read('docs/ARCHITECTURE.md'));
  const lint = JSON.parse(read('eslint.boundaries.json')) as Boundaries;

  it('names, for every workspace the lint covers, exactly the entries it allows, and for its tests the ones they add', () => {
    expect(Object.keys(lint).length).toBeGreaterThan(5);
    for (const [folder, rule] of Object.entries(lint)) {
      expect(doc.get(folder), `docs/ARCHITECTURE.md section 2 has no row for ${folder}`).toBeDefined();
      expect({ folder, ...doc.get(folder) }).toEqual({ folder, may: [...rule.may].sort(), tests: [...rule.tests].sort() });
    }
  });

  it('says which folders the lint does not cover yet, and has a row for every workspace', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const folder of workspaces) expect(doc.has(folder), `no row for ${folder}`).toBe(true);
    const uncovered = [...doc.keys()].filter((folder) => !(folder in lint));
    for (const folder of uncovered) expect(read('docs/ARCHITECTURE.md')).toMatch(new RegExp(`\\| \`${folder}\` \\|[^\\n]*not yet under the boundary lint`));
  });

  it('is the one the README points to, and the README points nowhere outside the repository', () => {
    expect(read('README.md')).toContain('(docs/ARCHITECTURE.md)');
    const links = [...read('README.md').matchAll(/\]\(([^)#\s]+)[^)]*\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      expect(link, link).not.toMatch(/^(?:[a-z]+:|\/|\.\.\/)/);
      expect(existsSync(new URL(link, root)), `${link} is in the repository`).toBe(true);
    }
  });
});
