import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_RATIO } from '@spend/runtime';
import { IDENTITY_PROCESS_ENV } from '@spend/identity';
import { PROJECTION_NODE_OPTIONS } from '@spend/projections';
import { entryOf, readResources, readYaml, repoPath, sourceOf } from './manifests';
import { composeSpecPath } from './validate/sources';

/** deploy/compose.yaml against the Compose specification's schema (compose-go's, as `docker compose` checks it). */
type Service = {
  image?: string; build?: { target?: string }; command?: string[]; depends_on?: Record<string, unknown>;
  environment?: Record<string, string>; ports?: string[]; healthcheck?: { test: string[] };
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const compose = readYaml(repoPath('deploy/compose.yaml')) as Compose;
let validate: (data: unknown) => string[];

beforeAll(async () => {
  const schema = JSON.parse(readFileSync(await composeSpecPath(), 'utf8'));
  const check = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
  validate = (data) => (check(data) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`));
});

describe('deploy/compose.yaml', () => {
  it('is a valid Compose file', () => {
    expect(validate(compose)).toEqual([]);
  });

  it('is refused by the same check when a key is misspelt', () => {
    const { api, ...others } = compose.services;
    const { environment, ...rest } = api!;
    const broken = { ...compose, services: { ...others, api: { ...rest, enviroment: environment } } };
    expect(validate(broken).join('\n')).toContain('"unevaluatedProperty":"enviroment"');
  });

  it('runs the whole stack: the engines and every one of our services', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'accounting', 'api', 'authorizer', 'bankfeed', 'identity', 'jaeger', 'mailpit', 'migrate', 'nats', 'postgres', 'projections',
      'seed', 'simulator', 'temporal', 'temporal-db', 'web', 'worker',
    ]);
    expect(compose.services.nats!.command).toContain('-js');
  });

  it('starts our services from the one image with an entry point that exists, after their dependencies', () => {
    const dockerfile = readFileSync(repoPath('Dockerfile'), 'utf8');
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build?.target) expect(dockerfile, name).toMatch(new RegExp(`^FROM .* AS ${service.build.target}$`, 'm'));
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(compose.services, `${name} -> ${dependency}`).toHaveProperty([dependency]);
      if (service.image !== 'spend:local') continue;
      // A compiled bundle (dist/, as the image builds it) of a service entry whose source exists.
      const source = sourceOf(service.command);
      expect(source, `${name}: ${entryOf(service.command)}`).not.toBe('');
      expect(readFileSync(repoPath(source), 'utf8').length, `${name}: ${source}`).toBeGreaterThan(0);
    }
  });

  // The options the projections.partitioned bench measured, wherever a runner starts.
  // Its default is the development server on 127.0.0.1, which no container has.
  it('gives every process that migrates the read models (the runners and the migrate job) the owner\'s database URL, here and in Kubernetes', () => {
    const migrating = (args: string[] = []) => args.some((arg) => /^dist\/projections\.src\.(main|cli\.migrate)\.mjs$/.test(arg));
    const services = Object.entries(compose.services).filter(([, service]) => migrating(service.command));
    expect(services.map(([name]) => name).sort()).toEqual(['migrate', 'projections']);
    for (const [, service] of services) expect(service.environment?.MIGRATION_DATABASE_URL).toBe('postgres://postgres@postgres:5432/spend');
    type Container = { args?: string[]; env?: { name: string; valueFrom?: { secretKeyRef?: { key: string } } }[] };
    const containers = ['projections.yaml', 'migrate-job.yaml']
      .flatMap((file) => readResources(repoPath(`deploy/k8s/${file}`)))
      .flatMap((r) => (r as unknown as { spec?: { template?: { spec?: { containers?: Container[] } } } }).spec?.template?.spec?.containers ?? [])
      .filter((c) => migrating(c.args));
    expect(containers).toHaveLength(2);
    for (const c of containers) expect(c.env?.find((e) => e.name === 'MIGRATION_DATABASE_URL')?.valueFrom?.secretKeyRef?.key).toBe('MIGRATION_DATABASE_URL');
  });

  it('starts the projection runners with the Node options the projections package names, here, in Kubernetes and under npm start', () => {
    const compiled = [...PROJECTION_NODE_OPTIONS, 'dist/projections.src.main.mjs'];
    expect(compose.services.projections!.command).toEqual(compiled);
    const k8s = readResources(repoPath('deploy/k8s/projections.yaml')).find((r) => r.kind === 'Deployment') as unknown as { spec: { template: { spec: { containers: { args: string[] }[] } } } };
    expect(k8s.spec.template.spec.containers[0]!.args).toEqual(compiled);
    // npm start runs the same bundle, with the options of its `node_options` table.
    expect(readFileSync(repoPath('deploy/dev/start.sh'), 'utf8')).toContain(`declare -A node_options=([projections]="${PROJECTION_NODE_OPTIONS.join(' ')}")`);
  });

  it('starts the identity provider with the environment its package names, here, in Kubernetes and on the cluster', () => {
    expect(compose.services.identity!.environment).toMatchObject(IDENTITY_PROCESS_ENV);
    type Container = { env?: { name: string; value?: string }[] };
    const k8s = readResources(repoPath('deploy/k8s/identity.yaml')).find((r) => r.kind === 'Deployment') as unknown as { spec: { template: { spec: { containers: Container[] } } } };
    const env = Object.fromEntries((k8s.spec.template.spec.containers[0]!.env ?? []).map((e) => [e.name, e.value]));
    expect(env).toMatchObject(IDENTITY_PROCESS_ENV);
    const settings = Object.entries(IDENTITY_PROCESS_ENV).map(([name, value]) => `${name}=${value}`).join(' ');
    expect(readFileSync(repoPath('deploy/cluster/apps.sh'), 'utf8')).toContain(`app_start identity services.identity.src.main.mjs ${settings} `);
  });

  it('sends traces from every service that starts tracing to the stack\'s Jaeger, named, at the spec\'s sample rate', () => {
    const traced = Object.entries(compose.services).filter(([, s]) => s.image === 'spend:local' && readFileSync(repoPath(sourceOf(s.command)), 'utf8').includes('startTracing('));
    expect(traced.map(([name]) => name).sort()).toEqual(['api', 'authorizer', 'identity', 'projections', 'simulator', 'worker']);
    for (const [name, service] of traced) {
      expect(service.environment?.OTEL_SERVICE_NAME, name).toBe(name);
      expect(Number(service.environment?.OTEL_TRACES_SAMPLER_ARG), name).toBe(DEFAULT_SAMPLE_RATIO);
      const endpoint = new URL(service.environment?.OTEL_EXPORTER_OTLP_ENDPOINT ?? '');
      expect(compose.services, name).toHaveProperty([endpoint.hostname]);
      expect(endpoint.port).toBe('4318');
    }
  });

  it('sends the mail of the services that mail (reset; welcome and reminders) to the stack\'s SMTP relay, with a sender', () => {
    for (const name of ['identity', 'api']) {
      const service = compose.services[name]!;
      const relay = new URL(service.environment?.SMTP_URL ?? '');
      expect([relay.protocol, relay.port], name).toEqual(['smtp:', '1025']);
      expect(compose.services, name).toHaveProperty([relay.hostname]);
      expect(service.environment?.MAIL_FROM, name).toMatch(/<[^@<>]+@[^@<>]+>$/);
    }
  });

  it('checks readiness on the port each service listens on', () => {
    const portOf: Record<string, string> = { api: 'PORT', identity: 'IDENTITY_PORT', authorizer: 'AUTHORIZER_PORT', projections: 'HEALTH_PORT', worker: 'HEALTH_PORT' };
    for (const [name, variable] of Object.entries(portOf)) {
      const service = compose.services[name]!;
      const port = service.environment?.[variable];
      expect(port, name).toMatch(/^\d+$/);
      expect(service.healthcheck?.test.join(' '), name).toContain(`http://127.0.0.1:${port}/readyz`);
    }
  });
});
