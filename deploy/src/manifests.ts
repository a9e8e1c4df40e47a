import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { SERVICE_ENTRIES, compiledPath } from '@spend/eventstore/build';
import { REPO } from './validate/sources';

/** Reading deploy/: the Kubernetes manifests (as the kustomizations list them), compose, values. */
export type Resource = { apiVersion: string; kind: string; metadata: { name: string; namespace?: string; labels?: Record<string, string> }; [field: string]: unknown };

export const K8S = join(REPO, 'deploy/k8s');
/** Documentation of the Secret's keys: validated, not applied. */
export const SECRETS_EXAMPLE = join(K8S, 'secrets.example.yaml');

/** The file an image command runs (`node` with SERVICE_NODE_OPTIONS is the image's entry point): the first argument not a Node option, a compiled bundle (`dist/…mjs`). */
export const entryOf = (args: readonly string[] | undefined): string => args?.find((arg) => !arg.startsWith('-')) ?? '';

/** The source entry a command's bundle is compiled from (`dist/services.api.src.main.mjs` → `services/api/src/main.ts`), or '' when none is. */
export const sourceOf = (args: readonly string[] | undefined): string => SERVICE_ENTRIES.find((entry) => compiledPath('dist', entry) === entryOf(args)) ?? '';

export const readYaml = (path: string): unknown => parse(readFileSync(path, 'utf8'), { merge: true });

export function readResources(path: string): Resource[] {
  return parseAllDocuments(readFileSync(path, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${path}: ${doc.errors[0]?.message}`);
    return doc.toJS() as Resource;
  });
}

/** The files a kustomization applies, as absolute paths. */
export function kustomizationFiles(folder: string): string[] {
  const { resources } = readYaml(join(folder, 'kustomization.yaml')) as { resources: string[] };
  return resources.map((file) => join(folder, file));
}

/** Every manifest we ship: both kustomizations' files and the Secret example. */
export function manifestFiles(): string[] {
  return [...kustomizationFiles(K8S), ...kustomizationFiles(join(K8S, 'engines')), SECRETS_EXAMPLE];
}

export function allResources(): (Resource & { file: string })[] {
  return manifestFiles().flatMap((file) => readResources(file).map((resource) => ({ ...resource, file: relative(REPO, file) })));
}

/** Every YAML file below deploy/k8s, relative to it. */
export function yamlFilesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => relative(K8S, join(folder, file)));
}

export const repoPath = (path: string): string => join(REPO, path);
export const folderOf = (path: string): string => dirname(path);
