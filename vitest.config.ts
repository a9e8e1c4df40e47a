import { defineConfig } from 'vitest/config';
import { PlainSummaryReporter } from './vitest.summary-reporter';

const project = (root: string, extra: { pool?: 'forks' | 'threads' } = {}) => ({
  extends: true as const,
  test: { name: root, root, include: ['src/**/*.test.ts'], ...extra },
});

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each test file makes its own database, so files run in parallel; forks isolate native modules.
    pool: 'forks',
    reporters: ['default', new PlainSummaryReporter()],
    projects: [
      project('services/domain'),
      project('services/eventstore'),
      project('services/api'),
      project('services/identity'),
      project('projections'),
      project('workflows'),
    ],
  },
});
