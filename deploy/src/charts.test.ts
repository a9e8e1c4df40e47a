import { describe, expect, it } from 'vitest';
import { readYaml, repoPath } from './manifests';

/**
 * The NATS and Temporal charts ship no values schema, and neither chart can be fetched here, so our
 * values are checked against each chart's default values.yaml (kept in engines/chart-defaults at the
 * pinned chart version): every key we set must exist there, down to where the defaults leave the
 * value open (an empty map, a list or null: the chart passes those through as given).
 */
type Values = { [key: string]: unknown };
const isMap = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

function unknownKeys(ours: Values, defaults: Values, path = ''): string[] {
  return Object.entries(ours).flatMap(([key, value]) => {
    const here = `${path}${path ? '.' : ''}${key}`;
    if (!(key in defaults)) return [here];
    const fallback = defaults[key];
    if (isMap(value) && isMap(fallback) && Object.keys(fallback).length > 0) return unknownKeys(value, fallback, here);
    return [];
  });
}

const engines = (file: string) => readYaml(repoPath(`deploy/k8s/engines/${file}`)) as Values;

describe('values for the official NATS chart (2.14.2)', () => {
  const values = engines('nats-values.yaml');
  const defaults = engines('chart-defaults/nats-2.14.2.yaml');

  it('sets only keys the chart reads', () => {
    expect(unknownKeys(values, defaults)).toEqual([]);
  });

  it('reports a misspelt key', () => {
    const config = values.config as Values;
    expect(unknownKeys({ ...values, config: { ...config, jetStream: config.jetstream } }, defaults)).toEqual(['config.jetStream']);
  });

  it('asks for a 3-node cluster with JetStream on file storage', () => {
    expect(values.config).toEqual(expect.objectContaining({
      cluster: expect.objectContaining({ enabled: true, replicas: 3 }),
      jetstream: expect.objectContaining({ enabled: true, fileStore: expect.objectContaining({ enabled: true }) }),
    }));
  });
});

describe('values for the official Temporal chart (1.6.0)', () => {
  const values = engines('temporal-values.yaml');
  const defaults = engines('chart-defaults/temporal-1.6.0.yaml');

  it('sets only keys the chart reads', () => {
    expect(unknownKeys(values, defaults)).toEqual([]);
  });

  it('reports a misspelt key', () => {
    const server = values.server as Values;
    expect(unknownKeys({ ...values, server: { ...server, replicas: 2 } }, defaults)).toEqual(['server.replicas']);
  });

  it('keeps both stores on its own PostgreSQL, the password from a Secret rather than the file', () => {
    const { persistence } = (values.server as { config: { persistence: { defaultStore: string; visibilityStore: string; datastores: Record<string, { sql: Values }> } } }).config;
    expect(Object.keys(persistence.datastores).sort()).toEqual([persistence.defaultStore, persistence.visibilityStore].sort());
    for (const { sql } of Object.values(persistence.datastores)) {
      expect(sql).toEqual(expect.objectContaining({ pluginName: 'postgres12', existingSecret: 'temporal-db-app', secretKey: 'password' }));
      expect(sql).not.toHaveProperty('password');
    }
  });
});
