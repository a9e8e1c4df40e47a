import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('API configuration', () => {
  it('defaults to the local services of ARCHITECTURE 10', () => {
    expect(loadConfig({})).toMatchObject({
      DATABASE_URL: 'postgres://spend_api@127.0.0.1:5432/spend',
      NATS_URL: 'nats://127.0.0.1:4222',
      TEMPORAL_ADDRESS: '127.0.0.1:7233',
      PORT: 4000,
      HOST: '127.0.0.1',
      STORAGE_DRIVER: 'local',
      STORAGE_LOCAL_DIR: '.run/files',
      RECEIPT_MAX_SIZE: 10 * 1024 * 1024,
      AVATAR_MAX_SIZE: 500 * 1024,
      RECEIPTS_SMTP_PORT: 2525,
      RECEIPTS_MAIL_DOMAIN: 'spend.localhost',
      RECEIPTS_MAIL_MAX_SIZE: 25 * 1024 * 1024,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ NATS_URL: 'localhost' }, 'NATS_URL'],
    [{ DATABASE_URL: 'nope' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TEMPORAL_ADDRESS: '127.0.0.1' }, 'TEMPORAL_ADDRESS'],
    [{ HOST: 'every interface' }, 'HOST'],
    [{ JWKS_URL: 'keys' }, 'JWKS_URL'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ RECEIPT_MAX_SIZE: '10GB' }, 'RECEIPT_MAX_SIZE'],
    [{ NODE_ENV: 'production' }, 'STORAGE_SIGNING_KEY'],
    [{ NODE_ENV: 'production', STORAGE_SIGNING_KEY: 'a-production-storage-signing-key-0123456789' }, 'IDENTITY_ADMIN_SECRET'],
    [{ IDENTITY_ADMIN_SECRET: 'short' }, 'IDENTITY_ADMIN_SECRET'],
    [{ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ RECEIPTS_MAIL_DOMAIN: 'not a domain' }, 'RECEIPTS_MAIL_DOMAIN'],
    [{ RECEIPTS_MAIL_SECRET: 'short' }, 'RECEIPTS_MAIL_SECRET'],
    [{ RECEIPTS_MAIL_MAX_SIZE: 'huge' }, 'RECEIPTS_MAIL_MAX_SIZE'],
    [{
      NODE_ENV: 'production', STORAGE_SIGNING_KEY: 'a-production-storage-signing-key-0123456789', IDENTITY_ADMIN_SECRET: 'a-production-identity-admin-secret-0123456789',
      WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
    }, 'RECEIPTS_MAIL_SECRET'],
  ])('stops with one line naming the wrong variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${name}: [^\\n]+$`));
  });
});

describe('API start-up', () => {
  it('exits 1 with one line naming the variable when a value is wrong', async () => {
    const { execFile } = await import('node:child_process');
    const main = new URL('../main.ts', import.meta.url).pathname;
    const { code, stderr } = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(process.execPath, ['--import', 'tsx', main], { env: { ...process.env, PORT: 'eighty' } }, (error, _stdout, err) =>
        resolve({ code: error ? (error as { code?: number }).code ?? 1 : 0, stderr: err }),
      );
      child.stdin?.end();
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT: Invalid input: expected number, received NaN']);
  });
});
