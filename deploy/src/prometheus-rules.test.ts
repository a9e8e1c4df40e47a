import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoPath } from './manifests';

const promtool = (...args: string[]) => promisify(execFile)('promtool', args, { cwd: repoPath('deploy/cluster/prometheus') });

/**
 * The cluster's alert rules (deploy/cluster/prometheus/rules.yml) with Debian's promtool: they parse,
 * and each alert fires on the series it is about and not on healthy ones (rules.test.yml).
 */
describe("the cluster's Prometheus alert rules", () => {
  it('are valid rules: authorization latency and errors, projection lag, workflow failures, replication lag and failover', async () => {
    const { stdout } = await promtool('check', 'rules', 'rules.yml');
    expect(stdout).toContain('SUCCESS: 8 rules found');
  });

  it('fire on the series they are about and stay quiet on healthy ones (promtool test rules)', async () => {
    const { stdout } = await promtool('test', 'rules', 'rules.test.yml');
    expect(stdout).toContain('SUCCESS');
  });
});
