import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_RATIO } from '@spend/runtime';
import { SECRETS_EXAMPLE, allResources, entryOf, readResources, readYaml, repoPath, sourceOf, type Resource } from './manifests';

/** Our rules for the manifests, beyond what the API schemas can say. */
type Probe = { httpGet?: { path: string; port: string | number } };
type Container = {
  name: string; image: string; args?: string[]; ports?: { name?: string; containerPort: number }[];
  livenessProbe?: Probe; readinessProbe?: Probe; resources?: { requests?: Record<string, string> };
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string } }[];
};
type PodSpec = { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } };
type Workload = Resource & { spec: { replicas?: number; selector: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } } };

const resources = allResources();
const ofKind = <T extends Resource>(kind: string) => resources.filter((r) => r.kind === kind) as unknown as (T & { file: string })[];
const deployments = ofKind<Workload>('Deployment');
const matches = (selector: Record<string, string>, labels: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
const config = ofKind<Resource & { data: Record<string, string> }>('ConfigMap')[0]!;

describe('our workloads', () => {
  it.each(deployments.map((d) => [d.metadata.name, d] as const))('%s: probes on real health endpoints, resource requests, non-root', (_name, deployment) => {
    const pod = deployment.spec.template.spec;
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    for (const container of pod.containers) {
      const ports = (container.ports ?? []).map((port) => port.name);
      const ourService = container.image === 'spend';
      expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(container.readinessProbe?.httpGet?.path).toBe(ourService ? '/readyz' : '/healthz');
      expect(ports).toContain(container.livenessProbe?.httpGet?.port);
      expect(ports).toContain(container.readinessProbe?.httpGet?.port);
      expect(container.resources?.requests).toEqual(expect.objectContaining({ cpu: expect.any(String), memory: expect.any(String) }));
      expect(matches(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    }
  });

  it('starts each service from an entry point that exists, on the port its configuration reads', () => {
    const portVariables: Record<string, string> = { api: 'PORT', authorizer: 'AUTHORIZER_PORT', identity: 'IDENTITY_PORT' };
    for (const deployment of deployments.filter((d) => d.spec.template.spec.containers[0]!.image === 'spend')) {
      const container = deployment.spec.template.spec.containers[0]!;
      // A compiled bundle (dist/, as the image builds it) of a service entry whose source exists.
      const source = sourceOf(container.args);
      expect(source, `${deployment.metadata.name}: ${entryOf(container.args)}`).not.toBe('');
      expect(existsSync(repoPath(source)), `${deployment.metadata.name}: ${source}`).toBe(true);
      const port = container.ports![0]!.containerPort;
      const variable = portVariables[deployment.metadata.name] ?? 'HEALTH_PORT';
      const value = container.env?.find((e) => e.name === variable)?.value ?? config.data[variable];
      expect(Number(value), `${deployment.metadata.name} ${variable}`).toBe(port);
    }
  });

  it('autoscales the API and the authorizer', () => {
    type Hpa = Resource & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number } };
    const hpas = ofKind<Hpa>('HorizontalPodAutoscaler');
    expect(hpas.map((hpa) => hpa.spec.scaleTargetRef.name).sort()).toEqual(['api', 'authorizer']);
    for (const hpa of hpas) {
      expect(deployments.some((d) => d.metadata.name === hpa.spec.scaleTargetRef.name && hpa.spec.scaleTargetRef.kind === 'Deployment')).toBe(true);
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    }
  });

  it('gives every replicated workload a disruption budget that a drain can satisfy', () => {
    type Pdb = Resource & { spec: { selector: { matchLabels: Record<string, string> }; minAvailable?: number } };
    const pdbs = ofKind<Pdb>('PodDisruptionBudget');
    for (const deployment of deployments.filter((d) => (d.spec.replicas ?? 1) > 1)) {
      const pdb = pdbs.find((p) => matches(p.spec.selector.matchLabels, deployment.spec.template.metadata.labels));
      expect(pdb, deployment.metadata.name).toBeDefined();
      expect(pdb!.spec.minAvailable ?? 0).toBeLessThan(deployment.spec.replicas!);
    }
    for (const pdb of pdbs) expect(deployments.some((d) => matches(pdb.spec.selector.matchLabels, d.spec.template.metadata.labels)), pdb.metadata.name).toBe(true);
  });

  it('routes each Service to pods and a named port that exist', () => {
    type Svc = Resource & { spec: { selector: Record<string, string>; ports: { targetPort: string }[] } };
    for (const service of ofKind<Svc>('Service')) {
      const target = deployments.find((d) => matches(service.spec.selector, d.spec.template.metadata.labels));
      expect(target, service.metadata.name).toBeDefined();
      const names = target!.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name));
      for (const port of service.spec.ports) expect(names).toContain(port.targetPort);
    }
  });

  it('traces every service that starts tracing: its own OTEL_SERVICE_NAME, an OTLP endpoint and the spec\'s sample rate', () => {
    expect(new URL(config.data.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').protocol).toMatch(/^https?:$/);
    expect(Number(config.data.OTEL_TRACES_SAMPLER_ARG)).toBe(DEFAULT_SAMPLE_RATIO);
    const traced = deployments.filter((d) => d.spec.template.spec.containers[0]!.image === 'spend' && readFileSync(repoPath(sourceOf(d.spec.template.spec.containers[0]!.args)), 'utf8').includes('startTracing('));
    expect(traced.map((d) => d.metadata.name).sort()).toEqual(['api', 'authorizer', 'identity', 'projections', 'worker']);
    for (const deployment of traced) {
      const container = deployment.spec.template.spec.containers[0]!;
      expect(container.env?.find((e) => e.name === 'OTEL_SERVICE_NAME')?.value).toBe(deployment.metadata.name);
      expect(container.envFrom?.map((source) => source.configMapRef?.name)).toContain(config.metadata.name);
    }
  });

  it('reads only secret keys the Secret documents, and the ConfigMap that exists', () => {
    const [secret] = readResources(SECRETS_EXAMPLE) as (Resource & { stringData: Record<string, string> })[];
    const documented = Object.keys(secret!.stringData);
    const pods = [...deployments.map((d) => d.spec.template.spec), ...ofKind<Resource & { spec: { template: { spec: PodSpec } } }>('Job').map((j) => j.spec.template.spec)];
    for (const container of pods.flatMap((pod) => pod.containers)) {
      for (const variable of container.env ?? []) {
        const ref = variable.valueFrom?.secretKeyRef;
        if (ref) expect([ref.name, documented.includes(ref.key)], `${container.name} ${ref.key}`).toEqual(['spend-secrets', true]);
      }
      for (const source of container.envFrom ?? []) expect(source.configMapRef?.name).toBe(config.metadata.name);
    }
  });
});

describe('the engines', () => {
  type Cluster = Resource & { spec: { instances: number } };
  it('runs both PostgreSQL clusters (CloudNativePG) with 3 instances, reached through their -rw services', () => {
    const clusters = ofKind<Cluster>('Cluster');
    expect(clusters.map((c) => [c.metadata.name, c.spec.instances])).toEqual([['spend-db', 3], ['temporal-db', 3]]);
    const [secret] = readResources(SECRETS_EXAMPLE) as (Resource & { stringData: Record<string, string> })[];
    for (const [key, url] of Object.entries(secret!.stringData).filter(([key]) => key.endsWith('DATABASE_URL'))) {
      expect(new URL(url).hostname, key).toBe('spend-db-rw.spend.svc');
    }
    const temporal = readYaml(repoPath('deploy/k8s/engines/temporal-values.yaml')) as { server: { config: { persistence: { datastores: Record<string, { sql: { connectAddr: string; pluginName: string } }> } } } };
    for (const store of Object.values(temporal.server.config.persistence.datastores)) {
      expect(store.sql).toEqual(expect.objectContaining({ pluginName: 'postgres12', connectAddr: 'temporal-db-rw.temporal.svc:5432' }));
    }
  });
});
