import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildOnce } from './build-once';

const dir = mkdtempSync(join(tmpdir(), 'build-once-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildOnce', () => {
  it('makes a path once for callers at the same time: they wait while the builder named in its lock lives', async () => {
    const path = join(dir, 'once');
    let makes = 0;
    let lockWhileMaking = '';
    const make = async (): Promise<void> => {
      makes++;
      lockWhileMaking = readFileSync(`${path}.lock`, 'utf8');
      await new Promise((resolve) => setImmediate(resolve));
      writeFileSync(path, 'built');
    };
    expect(await Promise.all([buildOnce(path, make), buildOnce(path, make), buildOnce(path, make)])).toEqual([path, path, path]);
    expect({ makes, lockWhileMaking, lockLeft: existsSync(`${path}.lock`) }).toEqual({ makes: 1, lockWhileMaking: String(process.pid), lockLeft: false });
  });

  it('takes over at once from a builder that died with its lock (a stopped npm start), instead of waiting for the lock to age', async () => {
    const path = join(dir, 'orphaned');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(`${path}.lock`, dead.stdout);
    expect(Number(dead.stdout)).toBeGreaterThan(0);
    expect(await buildOnce(path, async () => writeFileSync(path, 'built'))).toBe(path);
    expect(readFileSync(path, 'utf8')).toBe('built');
  });
});
