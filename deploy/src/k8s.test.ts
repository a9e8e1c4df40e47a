import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stringify } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { K8S, allResources, kustomizationFiles, manifestFiles, readResources, yamlFilesUnder } from './manifests';
import { kubeconform, prepareKubeconform } from './validate/kubeconform';

beforeAll(async () => {
  await prepareKubeconform();
});

describe('Kubernetes manifests, validated by kubeconform against the pinned API and CRD schemas', () => {
  it('finds every resource we ship valid', async () => {
    const results = await kubeconform(manifestFiles());
    const problems = results.filter((result) => result.status !== 'statusValid').map((r) => `${r.filename} ${r.kind} ${r.name}: ${r.status} ${r.msg ?? ''}`);
    expect(problems).toEqual([]);
    // Every document was checked (none skipped for want of a schema).
    expect(results.length).toBe(allResources().length);
    expect(new Set(results.map((result) => result.kind))).toEqual(new Set([
      'Namespace', 'ConfigMap', 'Secret', 'Job', 'Deployment', 'Service', 'HorizontalPodAutoscaler',
      'PodDisruptionBudget', 'PersistentVolumeClaim', 'Ingress', 'Cluster',
    ]));
  });

  it('refuses a misspelt field, a missing required field and a wrong type', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spend-k8s-'));
    const [deployment] = readResources(join(K8S, 'api.yaml'));
    const text = stringify(deployment).replace('readinessProbe:', 'readinesProbe:');
    writeFileSync(join(dir, 'api.yaml'), text);
    const [cluster] = readResources(join(K8S, 'engines/postgres-cluster.yaml'));
    const spec = cluster!.spec as Record<string, unknown>;
    writeFileSync(join(dir, 'cluster.yaml'), stringify({ ...cluster, spec: { ...spec, instances: undefined, storage: { size: ['200Gi'] } } }));
    const results = await kubeconform([join(dir, 'api.yaml'), join(dir, 'cluster.yaml')]);
    const byKind = Object.fromEntries(results.map((result) => [result.kind, result]));
    expect(byKind.Deployment?.status).toBe('statusInvalid');
    expect(byKind.Deployment?.msg).toContain("additional properties 'readinesProbe' not allowed");
    expect(byKind.Cluster?.status).toBe('statusInvalid');
    expect(byKind.Cluster?.msg).toContain("missing property 'instances'");
    expect(byKind.Cluster?.msg).toContain('/spec/storage/size');
  });

  it('leaves no manifest out: every YAML file is applied by a kustomization, or is values or an example', () => {
    const applied = new Set([...kustomizationFiles(K8S), ...kustomizationFiles(join(K8S, 'engines'))].map((file) => relative(K8S, file)));
    const other = yamlFilesUnder(K8S).filter((file) => !applied.has(file));
    expect(other.sort()).toEqual([
      'engines/chart-defaults/nats-2.14.2.yaml',
      'engines/chart-defaults/temporal-1.6.0.yaml',
      'engines/kustomization.yaml',
      'engines/nats-values.yaml',
      'engines/temporal-values.yaml',
      'kustomization.yaml',
      'secrets.example.yaml',
    ]);
  });
});
