import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('API configuration', () => {
  it('defaults to the local services of ARCHITECTURE 10', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_URL: 'postgres://spend_api@127.0.0.1:5432/spend',
      NATS_URL: 'nats://127.0.0.1:4222',
      TEMPORAL_ADDRESS: '127.0.0.1:7233',
      PORT: 4000,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ NATS_URL: 'localhost' }, 'NATS_URL'],
    [{ DATABASE_URL: 'nope' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TEMPORAL_ADDRESS: '127.0.0.1' }, 'TEMPORAL_ADDRESS'],
  ])('stops with one line naming the wrong variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: [^\\n]+$`));
  });
});
