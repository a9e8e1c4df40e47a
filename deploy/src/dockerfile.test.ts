import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVICE_NODE_OPTIONS } from '@spend/runtime';
import { entryOf, readYaml, repoPath } from './manifests';

/** The Dockerfile's promises, checked without a Docker daemon (none runs on these machines). */
const dockerfile = readFileSync(repoPath('Dockerfile'), 'utf8');
const stage = (name: string) => dockerfile.split(/^FROM /m).find((part) => part.split('\n')[0]!.endsWith(` AS ${name}`)) ?? '';
const run = promisify(execFile);

describe('Dockerfile', () => {
  it('installs from every workspace manifest, so the lockfile install sees the whole tree', () => {
    const { workspaces } = JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { workspaces: string[] };
    for (const workspace of workspaces) expect(stage('manifests')).toContain(`COPY ${workspace}/package.json ${workspace}/`);
  });

  it('copies only files that exist, and keeps dependencies and local state out of the context', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((match) => match[1]!.split(' '));
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) expect(existsSync(repoPath(source)), source).toBe(true);
    const ignored = readFileSync(repoPath('.dockerignore'), 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.run', '.git']));
  });

  it('runs the compiled services: built in the build stage, copied as dist/, started by node itself with no tsx', () => {
    expect(stage('build')).toContain('npm run build:services');
    expect(stage('runtime')).toContain('COPY --from=build /app/dist ./dist');
    expect(stage('runtime')).toContain(`ENTRYPOINT [${['node', ...SERVICE_NODE_OPTIONS].map((arg) => JSON.stringify(arg)).join(', ')}]`);
    expect(stage('runtime')).toMatch(/^CMD \["dist\/services\.api\.src\.main\.mjs"\]$/m);
    for (const name of ['deps', 'runtime']) expect(stage(name), name).not.toMatch(/tsx/);
  });

  // The cluster (deploy/cluster) runs the bundles as the image does, with the same options.
  it('gives the cluster\'s services the image\'s Node options', () => {
    expect(readFileSync(repoPath('deploy/cluster/apps.sh'), 'utf8')).toContain(`"$NODE_BIN" ${SERVICE_NODE_OPTIONS.join(' ')} $flags`);
  });

  it('listens on every interface, so probes and peers reach the pod', () => {
    for (const variable of ['HOST', 'IDENTITY_HOST', 'HEALTH_HOST']) expect(stage('runtime')).toMatch(new RegExp(`^\\s+${variable}=0\\.0\\.0\\.0 \\\\$`, 'm'));
  });

  it('runs both images as a non-root user', () => {
    expect(stage('runtime')).toMatch(/^USER node$/m);
    expect(stage('web').split('\n')[0]).toMatch(/^nginxinc\/nginx-unprivileged:\S+ AS web$/);
  });

  // The image's command form (`node <SERVICE_NODE_OPTIONS> dist/<bundle>`) for every entry the deployments
  // start, from bundles `npm run build:services` made: each loads its whole module graph, then stops at
  // the configuration check with one line.
  it('starts every service from the bundle build:services makes, as the image does', async () => {
    // Inside the repository, as /app/dist is beside /app/node_modules: the bundles import the packages from there.
    mkdirSync(repoPath('.run'), { recursive: true });
    const dist = mkdtempSync(repoPath('.run/dist-'));
    try {
      await run(process.execPath, ['--import', 'tsx', repoPath('services/eventstore/src/build/cli.ts'), dist], { cwd: repoPath('.'), timeout: 200_000 });
      const compose = readYaml(repoPath('deploy/compose.yaml')) as { services: Record<string, { image?: string; command?: string[] }> };
      const checked = ['api', 'identity', 'authorizer', 'projections', 'worker', 'simulator'];
      const commands = checked.map((name) => compose.services[name]!.command!.map((arg) => arg.replace(/^dist\//, `${dist}/`)));
      const env = { ...process.env, NODE_ENV: 'bogus', LOG_LEVEL: 'loud', IDENTITY_PORT: 'x', DATABASE_URL: 'x' };
      const outcomes = await Promise.all(commands.map((command) =>
        run(process.execPath, [...SERVICE_NODE_OPTIONS, ...command], { cwd: repoPath('.'), env, timeout: 200_000 }).then(
          () => ({ entry: entryOf(command), code: 0, output: '' }),
          (error: { code: number; stderr: string; stdout: string }) => ({ entry: entryOf(command), code: error.code, output: `${error.stderr}${error.stdout}` }),
        )));
      for (const outcome of outcomes) {
        expect(outcome.code, outcome.entry).toBe(1);
        expect(outcome.output, outcome.entry).toMatch(/^Invalid configuration: [A-Z_]+: /m);
      }
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }, 300_000); // a build of every service, then six module graphs loaded at once: slow on a busy 2-core machine
});
