import { describe, expect, it } from 'vitest';
import { closeAll } from './shutdown';

describe('closeAll', () => {
  it('closes every resource in order even when one of them fails, and logs the failure', async () => {
    const closed: string[] = [];
    const warnings: string[] = [];
    const logger = { info: () => undefined, error: () => undefined, warn: (_details: object, message: string) => void warnings.push(message) };
    await closeAll(logger, {
      nats: () => Promise.reject(new Error('CONNECTION_CLOSED')),
      temporal: () => void closed.push('temporal'),
      database: async () => void closed.push('database'),
    });
    expect(closed).toEqual(['temporal', 'database']);
    expect(warnings).toEqual(['shutdown: closing nats failed']);
  });
});
