import { describe, expect, it } from 'vitest';
import { loadProjectionsConfig } from './config';

describe('projections configuration', () => {
  it('defaults to the local services', () => {
    const config = loadProjectionsConfig({});
    expect(config.DATABASE_URL).toBe('postgres://spend_projector@127.0.0.1:5432/spend');
    expect(config.NATS_URL).toBe('nats://127.0.0.1:4222');
  });

  it('takes several NATS servers as seeds, separated by commas', () => {
    expect(loadProjectionsConfig({ NATS_URL: 'nats://10.0.0.1:4222,nats://10.0.0.2:4222' }).NATS_URL).toBe('nats://10.0.0.1:4222,nats://10.0.0.2:4222');
    // Each one a NATS address, none empty.
    for (const wrong of ['nats://10.0.0.1:4222,http://10.0.0.2:4222', 'nats://10.0.0.1:4222,', 'nats://a:4222, nats://b:4222']) {
      expect(() => loadProjectionsConfig({ NATS_URL: wrong })).toThrow(/NATS_URL: must look like nats:\/\/host:port/);
    }
  });

  it('names the wrong variable in one line', () => {
    expect(() => loadProjectionsConfig({ NATS_URL: 'http://x' })).toThrow(/^Invalid configuration: NATS_URL: must look like nats:\/\/host:port \(several separated by commas\)$/);
    expect(() => loadProjectionsConfig({ PROJECTION_BATCH_SIZE: '0' })).toThrow(/PROJECTION_BATCH_SIZE/);
    expect(() => loadProjectionsConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
