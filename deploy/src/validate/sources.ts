import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { crdSchemas, kubernetesSchemas } from './json-schemas';

/**
 * Where the validators' inputs come from, offline: Go modules from the module proxy (the only
 * reachable source of the API definitions), pinned. `go mod download` keeps them in the module cache.
 */
export const PINNED = {
  /** api/openapi-spec/swagger.json: every built-in kind. */
  kubernetes: 'k8s.io/kubernetes@v1.35.4',
  /** config/crd/bases: the Cluster resource of CloudNativePG. */
  cloudnativePg: 'github.com/cloudnative-pg/cloudnative-pg@v1.28.0',
  /** schema/compose-spec.json: the Compose file format. */
  composeSpec: 'github.com/compose-spec/compose-go/v2@v2.16.2',
  /** The manifest validator, built by deploy/tools.sh. */
  kubeconform: 'github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0',
} as const;

export const REPO = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);

/** The module's unpacked directory in the Go module cache (downloaded on first use). */
export async function goModuleDir(module: string): Promise<string> {
  const { stdout } = await run('go', ['mod', 'download', '-json', module], { cwd: REPO, maxBuffer: 1 << 20 });
  const info = JSON.parse(stdout) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`go mod download ${module}: ${info.Error ?? 'no directory'}`);
  return info.Dir;
}

/** Raise when json-schemas.ts changes what it writes, so a machine's older copy is not reused. */
const SCHEMA_FORMAT = 2;

/** The folder of kubeconform schemas for the pinned versions, made once (then reused). */
export function schemaDir(): string {
  const tag = `${PINNED.kubernetes.split('@')[1]}-cnpg-${PINNED.cloudnativePg.split('@')[1]}-f${SCHEMA_FORMAT}`;
  return join(REPO, '.run/schemas', tag);
}

export async function prepareSchemas(): Promise<string> {
  const dir = schemaDir();
  if (existsSync(join(dir, 'complete'))) return dir;
  const partial = `${dir}.partial-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  const kubernetes = await goModuleDir(PINNED.kubernetes);
  const swagger = JSON.parse(await readFile(join(kubernetes, 'api/openapi-spec/swagger.json'), 'utf8'));
  const files = kubernetesSchemas(swagger);
  const cnpg = await goModuleDir(PINNED.cloudnativePg);
  const crd = parse(await readFile(join(cnpg, 'config/crd/bases/postgresql.cnpg.io_clusters.yaml'), 'utf8'));
  for (const [name, schema] of crdSchemas(crd)) files.set(name, schema);
  for (const [name, schema] of files) {
    await mkdir(dirname(join(partial, name)), { recursive: true });
    await writeFile(join(partial, name), JSON.stringify(schema));
  }
  await writeFile(join(partial, 'complete'), `${files.size} schemas\n`);
  // Another process may have finished first: either copy is the same.
  await rename(partial, dir).catch(async () => rm(partial, { recursive: true, force: true }));
  return dir;
}

export async function composeSpecPath(): Promise<string> {
  return join(await goModuleDir(PINNED.composeSpec), 'schema/compose-spec.json');
}
