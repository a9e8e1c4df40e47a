import { readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { PlainSummaryReporter } from './vitest.summary-reporter';

// One project per npm workspace, read from the root package.json so a new workspace is tested
// without touching this file.
const workspaces: string[] = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).workspaces;

const exclude = ['**/node_modules/**', '**/.tsbuild/**', '**/dist/**', 'bench/**'];
// The web's component tests (*.test.tsx in web/src/ui) render into a DOM; every other test keeps Node.
const COMPONENT_TESTS = 'src/ui/**/*.test.tsx';

const project = (root: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: root,
    root,
    // `deploy`: the manifests' validation in src, the development scripts' and the capacity model's tests beside them.
    include: root === 'deploy' ? ['dev/**/*.test.ts', 'src/**/*.test.ts', 'capacity/**/*.test.ts'] : ['src/**/*.test.{ts,tsx}'],
    exclude: root === 'web' ? [...exclude, COMPONENT_TESTS] : exclude,
    // Temporal's worker is native code: run it in forked processes, never in worker threads.
    ...(root === 'workflows' ? { pool: 'forks' as const } : {}),
  },
});

const webComponents: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'web-ui', root: 'web', include: [COMPONENT_TESTS], exclude, environment: 'happy-dom' },
};

export default defineConfig({
  test: {
    // Each test file makes its own database (and Temporal task queue), so files run in parallel.
    testTimeout: 60_000,
    // A teardown waits for an in-process Temporal worker still being created (bundling its workflows):
    // on a loaded CI machine that once took 125 s.
    hookTimeout: 240_000,
    // Polled assertions wait on real services: a loaded 2-core machine needs more than the 1 s default.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    pool: 'forks',
    reporters: ['default', new PlainSummaryReporter()],
    projects: [...workspaces.map(project), webComponents],
  },
});
