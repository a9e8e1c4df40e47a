import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PINNED, REPO, prepareSchemas } from './sources';

const run = promisify(execFile);

export type Checked = { filename: string; kind: string; name: string; status: string; msg?: string };

let ready: Promise<[string, string]> | undefined;

/**
 * kubeconform (built once from the Go module proxy by the helper deploy/dev uses) and the schema
 * folder. Slow only on a machine where deploy/tools.sh never ran: call it from a hook.
 */
export function prepareKubeconform(): Promise<[string, string]> {
  const script = `source deploy/dev/go-tool.sh && go_tool kubeconform ${PINNED.kubeconform}`;
  ready ??= Promise.all([run('bash', ['-c', script], { cwd: REPO }).then(({ stdout }) => stdout.trim()), prepareSchemas()]);
  return ready;
}

/**
 * Validates manifests strictly against the offline schemas: built-in kinds by kubeconform's file
 * names, custom resources as `<group>/<kind>_<version>.json`. A kind without a schema is an error.
 */
export async function kubeconform(files: string[]): Promise<Checked[]> {
  const [binary, dir] = await prepareKubeconform();
  const args = [
    '-strict', '-summary', '-verbose', '-output', 'json',
    '-schema-location', join(dir, '{{.ResourceKind}}{{.KindSuffix}}.json'),
    '-schema-location', join(dir, '{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json'),
    ...files,
  ];
  // Exit status 1 means "some resource is invalid": the report says which, so read it either way.
  const { stdout } = await run(binary, args, { cwd: REPO, maxBuffer: 16 << 20 }).catch((error: { stdout?: string }) => {
    if (typeof error.stdout === 'string' && error.stdout.startsWith('{')) return { stdout: error.stdout };
    throw error;
  });
  return (JSON.parse(stdout) as { resources: Checked[] }).resources;
}
