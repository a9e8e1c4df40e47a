import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { PlainSummaryReporter, SlowestFilesReporter } from './vitest.summary-reporter';

// One project per npm workspace, read from the root package.json so a new workspace is tested
// without touching this file.
const workspaces: string[] = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces;

const exclude = ['**/node_modules/**', '**/.tsbuild/**', '**/dist/**'];
// The web's component tests (*.test.tsx in web/src/ui) render into a DOM; every other test keeps Node.
const COMPONENT_TESTS = 'src/ui/**/*.test.tsx';
// The browser tests: each file starts a whole stack of processes and a Chromium. Their own project, so
// that `npm test` (deploy/dev/test.sh) runs them in a vitest of their own with fewer workers.
const BROWSER_TESTS = 'src/e2e/**/*.test.ts';

// Workspaces whose tests are not under src/. `deploy`: the manifests' validation in src, the development
// scripts' and the capacity model's tests beside them. `bench`: the benchmark runner's own tests (not
// the benchmarks: `npm run bench` runs those).
const INCLUDE: Record<string, string[]> = { deploy: ['dev/**/*.test.ts', 'src/**/*.test.ts', 'capacity/**/*.test.ts', 'cluster/**/*.test.ts'], bench: ['*.test.ts'] };

const project = (root: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: root,
    root,
    include: INCLUDE[root] ?? ['src/**/*.test.{ts,tsx}'],
    exclude: root === 'web' ? [...exclude, COMPONENT_TESTS, BROWSER_TESTS] : exclude,
    // Temporal's worker is native code: run it in forked processes, never in worker threads.
    ...(root === 'workflows' ? { pool: 'forks' as const } : {}),
    // A worker process runs its files one after another with the modules it has loaded: no test here
    // mocks a module, stubs a global or fakes timers, and each file makes its own database, servers and
    // task queues. Loading the API afresh per file was half the CPU of its test files.
    isolate: false,
  },
});

const webComponents: TestProjectInlineConfiguration = {
  extends: true,
  // Threads, isolated (the threads pool keeps its default): Testing Library's `screen` holds the
  // document of the file that loaded it first, so each file needs its own modules.
  test: { name: 'web-ui', root: 'web', include: [COMPONENT_TESTS], exclude, environment: 'happy-dom', pool: 'threads' },
};
const webBrowser: TestProjectInlineConfiguration = { extends: true, test: { name: 'web-e2e', root: 'web', include: [BROWSER_TESTS], exclude } };

export default defineConfig({
  test: {
    // Each test file makes its own database (and Temporal task queue), so files run in parallel.
    // Sized for a machine several times slower than a quiet one: on a busy 2-core machine a browser
    // test that takes 15 s alone took 30–60 s. A hook (a file's stack or API harness) gets the longer
    // limit below; files leave theirs to it rather than naming a shorter one. The month proof's
    // accounting sync took 125 s alone at load 17 and passed 240 s in a whole run on a slower machine.
    testTimeout: 360_000,
    // A teardown waits for an in-process Temporal worker still being created (bundling its workflows):
    // on a loaded CI machine that once took 125 s; a browser test file's stack took 4–6 minutes on one
    // that ran every figure 6× slower than alone.
    hookTimeout: 360_000,
    // Polled assertions wait on real services: a loaded 2-core machine needs more than the 1 s default.
    // Each poll is a real request (a GraphQL query, a page read): polled every 50 ms, hundreds of them
    // waiting at once took a share of the CPU they wait on. 120 s, and the same in the tests that
    // name a limit of their own (they named 5–60 s): in a CI run at load 17, 1.5× slower than the
    // one before, one test failed, most likely a poll (the run did not say which; it does now).
    expect: { poll: { timeout: 120_000, interval: 150 } },
    pool: 'forks',
    // The pool is made once for every project from the root's options: a project's own `isolate: false`
    // (above) never reached it, so every file got a fresh process and loaded the API again (2–4 s each).
    poolOptions: { forks: { isolate: false } },
    // Most files spend their time waiting on PostgreSQL, Temporal and the processes they start, not on
    // the CPU: vitest's default for 2 cores (one worker) left one file running at a time.
    maxWorkers: 4,
    // As many as the most: with reused processes (isolate: false), tinypool ends an idle one while a
    // task is still registered on it, and the run fails with "Terminating worker thread".
    minWorkers: 4,
    // Every Temporal worker of the run (test kits, worker processes, the API's report worker) shares
    // one webpack bundle per set of workflow sources instead of bundling its own (workflows/src/bundle.ts).
    env: { WORKFLOW_BUNDLE_CACHE: fileURLToPath(new URL('./.run/workflow-bundles/', import.meta.url)) },
    reporters: ['default', new SlowestFilesReporter(), new PlainSummaryReporter()],
    projects: [...workspaces.map(project), webComponents, webBrowser],
  },
});
