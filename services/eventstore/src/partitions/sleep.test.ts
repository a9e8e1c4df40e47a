import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { sleep } from './sleep';

describe('sleep', () => {
  it('leaves no abort listener behind once the timer fires', async () => {
    const stop = new AbortController();
    for (let i = 0; i < 50; i++) await sleep(1, stop.signal);
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
  });

  it('ends at once when aborted, and when already aborted', async () => {
    const stop = new AbortController();
    const pending = sleep(60_000, stop.signal);
    stop.abort();
    await pending;
    await sleep(60_000, stop.signal);
    expect(getEventListeners(stop.signal, 'abort')).toHaveLength(0);
  });
});
