// The order of `npm start`'s steps (deploy/dev/start.sh runs each `step_<name>` in the order
// `node deploy/dev/start-plan.ts` prints). The web app, the identity provider and the API answer first:
// only what they need runs before `ready`; Temporal, MinIO, the projections, the worker, the
// simulators and the demo seeding come after, behind services that already answer. Plain TypeScript
// with node's modules only, so node runs it without a loader (it adds nothing to the start).
import { pathToFileURL } from 'node:url';

export interface Step {
  name: string;
  /** Steps that must have run (a service: been started) before this one. */
  needs: readonly string[];
  /** Starts something long-running and goes on at once (a supervised service, the seeding's job). */
  starts?: boolean;
}

/** The step that waits until the web app, the identity provider and the API answer. */
export const READY = 'ready';
export const FIRST = ['web', 'identity', 'api'] as const;

export const STEPS: readonly Step[] = [
  { name: 'stores', needs: [] }, // PostgreSQL and NATS answer (services.sh)
  { name: 'builds', needs: [] }, // the services' bundles and the web build, found by their sources' hash
  { name: 'migrate', needs: ['stores', 'builds'] },
  // The login page reads no table (members are read at sign-in): it boots while the database migrates.
  { name: 'identity', needs: ['builds'], starts: true },
  { name: 'web', needs: ['builds'], starts: true },
  { name: 'api', needs: ['stores', 'builds', 'migrate'], starts: true }, // Temporal: connected lazily
  { name: 'temporal', needs: [] },
  { name: 'minio', needs: [] }, // nothing npm start runs stores files there (STORAGE_DRIVER=local)
  { name: 'projections', needs: ['stores', 'builds', 'migrate'], starts: true },
  { name: 'worker', needs: ['builds', 'migrate', 'temporal'], starts: true },
  { name: 'bankfeed', needs: ['builds'], starts: true },
  { name: 'accounting', needs: ['builds'], starts: true },
  { name: 'authorizer', needs: ['stores', 'builds', 'migrate'], starts: true },
  { name: 'seed', needs: ['stores', 'migrate'], starts: true },
  { name: 'simulator', needs: ['seed', 'authorizer'] }, // waits for the seeding, then starts the card traffic
];

/** `names` and every step they need, transitively. */
const closure = (steps: readonly Step[], names: readonly string[]): Set<string> => {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const seen = new Set<string>();
  const visit = (name: string): void => {
    const step = byName.get(name);
    if (!step) throw new Error(`start plan: no step ${name}`);
    if (seen.has(name)) return;
    seen.add(name);
    step.needs.forEach(visit);
  };
  names.forEach(visit);
  return seen;
};

/**
 * Every step after the ones it needs; `ready` right after what FIRST needs, the rest behind it.
 * Among the steps that could go next, one that starts something goes first, so it boots while a
 * step that runs to completion (a migration) runs; otherwise the order of STEPS.
 */
export const startOrder = (steps: readonly Step[] = STEPS, first: readonly string[] = FIRST): string[] => {
  const before = closure(steps, first);
  const order: string[] = [];
  const place = (group: Step[]): void => {
    for (let left = [...group]; left.length > 0; ) {
      const can = left.filter((step) => step.needs.every((need) => order.includes(need)));
      const next = can.find((step) => step.starts) ?? can[0];
      if (!next) throw new Error(`start plan: ${left.map((step) => step.name).join(', ')} wait for each other`);
      order.push(next.name);
      left = left.filter((step) => step !== next);
    }
  };
  place(steps.filter((step) => before.has(step.name)));
  order.push(READY);
  place(steps.filter((step) => !before.has(step.name)));
  return order;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(startOrder().join(' '));
