import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { lazyTemporalConnection } from './temporal-connection';

/** A port where nothing answers: a call there waits for the channel, and each try to connect is refused (UNAVAILABLE, retried). */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

describe('the API’s Temporal connection, closed with calls still going', () => {
  // With the client's default connection, both calls below never answer: their retry starts a call
  // on the shut channel from a timer, which throws "Channel has been shut down" as an uncaught exception.
  it('answers a call waiting for the channel UNAVAILABLE, without retrying it on the shut channel', async () => {
    const connection = lazyTemporalConnection(`127.0.0.1:${await closedPort()}`);
    const call = connection.workflowService.getSystemInfo({});
    await connection.close();
    await expect(call).rejects.toMatchObject({ code: 14, details: 'Channel closed before call started' });
  });

  it('lets a retry already on its timer run before closing, and answers what it gets', async () => {
    // A server that hangs up on every connection: each try fails UNAVAILABLE, and is retried.
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const connection = lazyTemporalConnection(`127.0.0.1:${(server.address() as AddressInfo).port}`);
    const call = connection.workflowService.getSystemInfo({});
    // The first try was hung up on: its retry is on its timer (a tenth of a second or more).
    await expect.poll(() => connections, { interval: 5 }).toBeGreaterThan(0);
    await connection.close();
    await expect(call).rejects.toMatchObject({ code: 14 });
    await new Promise((resolve) => server.close(resolve));
  });
});
