import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const supervisorPath = fileURLToPath(new URL('./supervisor.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
const childScript = join(dir, 'child.mjs');
let supervisor: ChildProcess;
let output = '';

/** The pids the supervisor reported for `name`, in start order. */
const pids = (name: string): number[] => [...output.matchAll(new RegExp(`supervisor: ${name} started \\(pid (\\d+)`, 'g'))].map((m) => Number(m[1]));
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(() => {
  // A service that runs until it is stopped.
  writeFileSync(childScript, 'setInterval(() => {}, 1000);\n');
  // As npm start runs it: by node alone, its types stripped (no loader to start).
  supervisor = spawn(process.execPath, [supervisorPath, '--logs', dir, `one=${process.execPath} ${childScript}`, `two=${process.execPath} ${childScript}`], {
    env: { ...process.env, SUPERVISOR_BACKOFF_MS: '200' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
});

afterAll(() => {
  if (supervisor.exitCode === null) supervisor.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('supervisor', () => {
  it('restarts a service killed with -9, with a log line, and leaves the other running', async () => {
    await expect.poll(() => pids('one').length + pids('two').length).toBe(2);
    const [one] = pids('one');
    const [two] = pids('two');
    process.kill(one!, 'SIGKILL');
    await expect.poll(() => output).toContain('supervisor: one exited (signal SIGKILL); restarting in 200 ms');
    await expect.poll(() => pids('one').length).toBe(2);
    expect(alive(pids('one')[1]!)).toBe(true);
    expect(pids('two')).toEqual([two]);
    expect(alive(two!)).toBe(true);

    // Exits in a row back off: the next restart waits twice as long.
    process.kill(pids('one')[1]!, 'SIGKILL');
    await expect.poll(() => output).toContain('supervisor: one exited (signal SIGKILL); restarting in 400 ms');
    await expect.poll(() => pids('one').length).toBe(3);
  });

  it('stops every service on SIGTERM and then exits', async () => {
    const running = [pids('one').at(-1)!, pids('two').at(-1)!];
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(running.map(alive)).toEqual([false, false]);
    expect(output).not.toContain('two exited');
  });
});
