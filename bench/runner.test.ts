import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, it } from 'vitest';
import { ADMIN_DATABASE_URL } from '@spend/runtime/testing';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const NAMES = ['fixture.first', 'fixture.fails', 'fixture.unsettled', 'fixture.partial', 'fixture.partial.second', 'fixture.hangs', 'fixture.leaks', 'fixture.last'];

/** `npm run bench`'s runner on the fixture registry: its exit code and stdout's JSON lines. */
const runBench = (names: readonly string[]): Promise<{ code: number | null; lines: Record<string, unknown>[] }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...names], {
      cwd: ROOT,
      // Long enough for a loaded machine to start a fixture's process; the hanging one passes it.
      env: { ...process.env, BENCH_REGISTRY: 'bench/runner-fixture.ts', BENCH_TIMEOUT_S: '20' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('close', (code) => resolve({ code, lines: out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) }));
  });

/** Running (a zombie waiting for its parent to reap it has stopped). */
const alive = (pid: number): boolean => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

it('reports each failing, unsettled or hanging benchmark as an error line, stops what it left, and runs the rest', async () => {
  const { code, lines } = await runBench(NAMES);
  const errors = Object.fromEntries(lines.filter((l) => 'error' in l).map((l) => [l.bench, l.error]));
  expect(errors).toEqual({
    'fixture.fails': 'the fixture failed on purpose',
    'fixture.unsettled': 'exited with code 13: an await that never settled',
    'fixture.partial.second': 'its second figure failed',
    'fixture.hangs': 'did not finish within 20 s; stopped',
  });
  // The figures printed before and after every failure, in order.
  expect(lines.filter((l) => 'value' in l).map((l) => l.bench)).toEqual(['fixture.first', 'fixture.partial', 'fixture.last']);
  expect(code).toBe(1);

  // What the hanging and the leaking benchmark left running is stopped; the database is dropped.
  const started = lines.find((l) => l.bench === 'fixture.hangs.started')!;
  const leaked = lines.find((l) => l.bench === 'fixture.leaks')!;
  expect([alive(started.pid as number), alive(leaked.pid as number)]).toEqual([false, false]);
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [started.database]);
    expect(rowCount).toBe(0);
  } finally {
    await admin.end();
  }
});

it('answers an unknown name with the list of known ones and runs nothing', async () => {
  const { code, lines } = await runBench(['fixture.first', 'no.such.bench']);
  expect(code).toBe(2);
  expect(lines).toEqual([]);
});
