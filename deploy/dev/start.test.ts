// What `npm start` prints about Temporal is what deploy/dev/temporal.sh starts: its gRPC address, and a
// web UI's address only when the development server runs one (it runs headless). Its steps run in the
// order deploy/dev/start-plan.ts decides: what the web app, the identity provider and the API need,
// then `ready`, then everything else behind them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVICE_ENTRIES } from '@spend/eventstore/build';
import { SERVICE_NODE_OPTIONS } from '@spend/runtime';
import { FIRST, READY, STEPS, startOrder } from './start-plan';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const root = fileURLToPath(new URL('../../', import.meta.url));

describe('npm start\'s Temporal line', () => {
  const banner = /^ {2}Temporal +(.+)$/m.exec(read('deploy/dev/start.sh'))?.[1] ?? '';
  const server = /server start-dev ([^\n]+)/.exec(read('deploy/dev/temporal.sh'))?.[1] ?? '';

  it('names the address the development server listens on', () => {
    const [, ip, port] = /--ip (\S+) --port (\d+)/.exec(server) ?? [];
    expect(banner.startsWith(`${ip}:${port} `)).toBe(true);
  });

  it('gives a web UI address only when the server serves one', () => {
    const headless = server.includes('--headless');
    expect(/https?:\/\//.test(banner)).toBe(!headless);
    if (!headless) expect(banner).toContain(`:${/--ui-port (\d+)/.exec(server)?.[1]}`);
  });
});

describe('npm start\'s order', () => {
  const order = startOrder();
  const ready = order.indexOf(READY);

  it('runs before `ready` only what the web app, the identity provider and the API need, services booting while the database migrates', () => {
    expect(FIRST).toEqual(['web', 'identity', 'api']);
    expect(order.slice(0, ready)).toEqual(['stores', 'builds', 'identity', 'web', 'migrate', 'api']);
  });

  it('leaves Temporal, MinIO, the projections, the worker, the simulators and the seeding behind them, the card traffic last', () => {
    expect(order.slice(ready + 1).sort()).toEqual(['accounting', 'authorizer', 'bankfeed', 'minio', 'projections', 'seed', 'simulator', 'temporal', 'worker']);
    expect(order.at(-1)).toBe('simulator');
  });

  it('runs every step once, after each step it needs', () => {
    expect([...order].sort()).toEqual([...STEPS.map((step) => step.name), READY].sort());
    for (const step of STEPS) for (const need of step.needs) expect(order.indexOf(need), `${step.name} after ${need}`).toBeLessThan(order.indexOf(step.name));
  });

  it('starts what can boot before a step that runs to completion, and refuses steps that wait for each other', () => {
    const plan = [{ name: 'migrate', needs: [] }, { name: 'api', needs: ['migrate'], starts: true }, { name: 'web', needs: [], starts: true }, { name: 'seed', needs: ['migrate'] }];
    expect(startOrder(plan, ['api', 'web'])).toEqual(['web', 'migrate', 'api', READY, 'seed']);
    expect(startOrder(plan, ['api'])).toEqual(['migrate', 'api', READY, 'web', 'seed']);
    expect(() => startOrder([{ name: 'a', needs: ['b'] }, { name: 'b', needs: ['a'] }], ['a'])).toThrow('a, b wait for each other');
    expect(() => startOrder(plan, ['nothing'])).toThrow('no step nothing');
  });

  it('is what start.sh runs: a step_<name> for each step, in the order node prints without a loader', () => {
    const script = read('deploy/dev/start.sh');
    for (const name of order) expect(script).toMatch(new RegExp(`^step_${name}\\(\\) \\{`, 'm'));
    expect(script).toContain('for step in $(node deploy/dev/start-plan.ts); do "step_$step"; done');
    const printed = spawnSync(process.execPath, ['deploy/dev/start-plan.ts'], { cwd: root, encoding: 'utf8' });
    expect({ stdout: printed.stdout, stderr: printed.stderr }).toEqual({ stdout: `${order.join(' ')}\n`, stderr: '' });
  });

  it('runs each service from its compiled bundle, found by its sources\' hash (builds.ts)', () => {
    const printed = spawnSync(process.execPath, ['--import', 'tsx', 'deploy/dev/builds.ts', '--no-web'], { cwd: root, encoding: 'utf8', env: { ...process.env, SERVICES_FROM_SOURCE: '' } });
    expect(printed.status, printed.stderr).toBe(0);
    const lines = printed.stdout.trim().split('\n').map((line) => line.split(' '));
    expect(lines.map(([entry]) => entry)).toEqual([...SERVICE_ENTRIES]);
    for (const [, ...args] of lines) {
      expect(args.slice(0, -1)).toEqual([...SERVICE_NODE_OPTIONS]);
      expect(existsSync(args.at(-1)!), args.at(-1)).toBe(true);
    }
  });
});
