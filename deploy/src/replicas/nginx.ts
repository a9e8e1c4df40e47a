import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath } from '../manifests';

export interface LoadBalancer {
  /** The API through nginx (POST /graphql and graphql-ws). */
  api: string;
  /** The authorizer's webhook through nginx. */
  authorizer: string;
  /** nginx's master process (its worker is its child). */
  pid: number;
  stop(): Promise<void>;
}

const NGINX = '/usr/sbin/nginx';

/** Throws why nginx cannot run here, before anything is started for it. */
export const requireNginx = (): void => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install the Debian package nginx (npm run bench and .ci/run do, through deploy/dev/debian.sh; see .run/apt.log)`);
};

const servers = (ports: readonly number[]): string => ports.map((port) => `    server 127.0.0.1:${port};`).join('\n');

/**
 * Debian's nginx with deploy/replicas/nginx.conf, unprivileged, in a prefix of its own (pid, logs,
 * temp files), in front of the given replicas' ports.
 */
export const startLoadBalancer = async (ports: { listenApi: number; listenAuthorizer: number; api: readonly number[]; authorizer: readonly number[] }): Promise<LoadBalancer> => {
  requireNginx();
  const prefix = mkdtempSync(join(tmpdir(), 'spend-lb-'));
  // nginx's worker may run as another user: the prefix must be reachable.
  chmodSync(prefix, 0o755);
  const conf = readFileSync(repoPath('deploy/replicas/nginx.conf'), 'utf8')
    .replaceAll('${PREFIX}', prefix)
    .replace('${API_SERVERS}', servers(ports.api))
    .replace('${AUTHORIZER_SERVERS}', servers(ports.authorizer))
    .replace('${API_PORT}', String(ports.listenApi))
    .replace('${AUTHORIZER_PORT}', String(ports.listenAuthorizer));
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const nginx: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr!.on('data', (chunk) => (stderr += chunk));
  const api = `http://127.0.0.1:${ports.listenApi}`;
  // Up once it answers (any status: the API's replicas may still be starting).
  for (let attempt = 0; ; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${stderr}`);
    const up = await fetch(`${api}/healthz`).then(() => true, () => false);
    if (up) break;
    if (attempt > 200) throw new Error(`nginx did not come up: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    api,
    authorizer: `http://127.0.0.1:${ports.listenAuthorizer}`,
    pid: nginx.pid!,
    stop: async () => {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
};
