import { createServer, connect as connectTcp, type Server } from 'node:net';
import { Client, Connection } from '@temporalio/client';
import { loadWorkflowsConfig } from '../config';

/**
 * A Temporal client whose server is "down": it talks through a local port that refuses connections
 * until `bringBack()` opens a plain TCP relay to the real server there.
 */
export const unreachableTemporalClient = async () => {
  const { TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE } = loadWorkflowsConfig();
  const [host, port] = TEMPORAL_ADDRESS.split(':') as [string, string];
  const relay: Server = createServer((socket) => {
    const upstream = connectTcp(Number(port), host);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  // Take a free port, then free it again: connections to it are refused until bringBack().
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const relayPort = (relay.address() as { port: number }).port;
  await new Promise((resolve) => relay.close(resolve));
  const connection = Connection.lazy({ address: `127.0.0.1:${relayPort}`, connectTimeout: 500 });
  return {
    client: new Client({ connection, namespace: TEMPORAL_NAMESPACE }),
    bringBack: () => new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve)),
    close: async () => {
      await connection.close();
      relay.close();
    },
  };
};
