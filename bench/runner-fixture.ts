import { spawn } from 'node:child_process';
import { createTestDatabase } from '@spend/eventstore/testing';
import type { Registry } from './benches';
import { report } from './report';

/** A process that runs until killed: what a benchmark that forgets its servers leaves behind. */
const straggler = (detached: boolean): number => {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { detached, stdio: 'ignore' });
  child.unref();
  return child.pid!;
};
const never = (): Promise<void> => new Promise(() => undefined);

/** Benchmarks that misbehave in each way the runner must survive (runner.test.ts). */
export const benches: Registry = {
  'fixture.first': async () => ({ run: async () => report('fixture.first', 1, 'x', 1) }),
  'fixture.fails': async () => ({ run: async () => { throw new Error('the fixture failed on purpose'); } }),
  // Nothing keeps the event loop alive: Node exits with 13 under the top-level await.
  'fixture.unsettled': async () => ({ run: never }),
  'fixture.partial': async () => ({ run: async () => { report('fixture.partial', 1, 'x', 1); throw new Error('its second figure failed'); } }),
  'fixture.partial.second': 'fixture.partial',
  // Hangs holding a database, a timer and a process in a group of its own.
  'fixture.hangs': async () => ({
    run: async () => {
      const db = await createTestDatabase('bench_fixture_hang');
      console.log(JSON.stringify({ bench: 'fixture.hangs.started', database: db.name, pid: straggler(true) }));
      setInterval(() => undefined, 60_000);
      await never();
    },
  }),
  // Finishes, leaving a process of its group running.
  'fixture.leaks': async () => ({ run: async () => console.log(JSON.stringify({ bench: 'fixture.leaks', pid: straggler(false) })) }),
  'fixture.last': async () => ({ run: async () => report('fixture.last', 2, 'x', 1) }),
};
