import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
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

  it('runs tsx at the lockfile version, through the loader the ENTRYPOINT names', () => {
    const lock = JSON.parse(readFileSync(repoPath('package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    expect(stage('deps')).toContain(`ARG TSX_VERSION=${lock.packages['node_modules/tsx']!.version}`);
    const tsx = JSON.parse(readFileSync(repoPath('node_modules/tsx/package.json'), 'utf8')) as { exports: Record<string, unknown> };
    expect(JSON.stringify(tsx.exports['.'])).toContain('./dist/loader.mjs');
    expect(stage('runtime')).toContain('ENTRYPOINT ["node", "--import", "/opt/tsx/node_modules/tsx/dist/loader.mjs"]');
  });

  it('listens on every interface, so probes and peers reach the pod', () => {
    for (const variable of ['HOST', 'IDENTITY_HOST', 'HEALTH_HOST']) expect(stage('runtime')).toMatch(new RegExp(`^\\s+${variable}=0\\.0\\.0\\.0 \\\\$`, 'm'));
  });

  it('runs both images as a non-root user', () => {
    expect(stage('runtime')).toMatch(/^USER node$/m);
    expect(stage('web').split('\n')[0]).toMatch(/^nginxinc\/nginx-unprivileged:\S+ AS web$/);
  });

  // The image's command form (`node --import <tsx loader> <entry>`) for every entry the deployments
  // start: each loads its whole module graph, then stops at the configuration check with one line.
  it('starts every service entry point through the tsx loader as the image does', async () => {
    const compose = readYaml(repoPath('deploy/compose.yaml')) as { services: Record<string, { image?: string; command?: string[] }> };
    const checked = ['api', 'identity', 'authorizer', 'projections', 'worker', 'simulator'];
    const commands = checked.map((name) => compose.services[name]!.command!);
    const env = { ...process.env, NODE_ENV: 'bogus', LOG_LEVEL: 'loud', IDENTITY_PORT: 'x', DATABASE_URL: 'x' };
    const loader = repoPath('node_modules/tsx/dist/loader.mjs');
    const outcomes = await Promise.all(commands.map((command) =>
      run('node', ['--import', loader, ...command], { cwd: repoPath('.'), env, timeout: 200_000 }).then(
        () => ({ entry: entryOf(command), code: 0, output: '' }),
        (error: { code: number; stderr: string; stdout: string }) => ({ entry: entryOf(command), code: error.code, output: `${error.stderr}${error.stdout}` }),
      )));
    for (const outcome of outcomes) {
      expect(outcome.code, outcome.entry).toBe(1);
      expect(outcome.output, outcome.entry).toMatch(/^Invalid configuration: [A-Z_]+: /m);
    }
  }, 240_000); // six module graphs loaded at once: slow on a busy 2-core machine
});
