import { EventEmitter, once } from 'node:events';
import { createServer, connect as connectTcp, type Server } from 'node:net';
import { Client, Connection } from '@temporalio/client';
import { loadWorkflowsConfig } from '../config';

/**
 * A Temporal client whose server is "down": it talks through a local port that drops every
 * connection until `bringBack()` makes it a plain TCP relay to the real server. `turnedAway()` is the
 * signal that the client tried (and failed) to reach Temporal.
 */
export const unreachableTemporalClient = async () => {
  const { TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE } = loadWorkflowsConfig();
  const [host, port] = TEMPORAL_ADDRESS.split(':') as [string, string];
  let up = false;
  let dropped = 0;
  const drops = new EventEmitter();
  const relay: Server = createServer((socket) => {
    if (!up) {
      socket.destroy();
      dropped++;
      drops.emit('drop');
      return;
    }
    const upstream = connectTcp(Number(port), host);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayPort = (relay.address() as { port: number }).port;
  // Without the client's own gRPC retries: the process manager's retries are what is under test, and a
  // retry left pending when the test closes the connection would throw on the closed channel.
  const connection = Connection.lazy({ address: `127.0.0.1:${relayPort}`, connectTimeout: 500, interceptors: [] });
  return {
    client: new Client({ connection, namespace: TEMPORAL_NAMESPACE }),
    /** Resolves once `count` connections in all were dropped. */
    turnedAway: async (count = 1): Promise<void> => {
      while (dropped < count) await once(drops, 'drop');
    },
    bringBack: async (): Promise<void> => {
      up = true;
    },
    close: async () => {
      await connection.close();
      relay.close();
    },
  };
};
