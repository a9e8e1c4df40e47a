import pg from 'pg';
import type { RuntimeLogger } from './nats';

/**
 * A PostgreSQL pool that survives its server going away (a failover, a restart, a killed session).
 * pg emits 'error' on an idle client (which the pool re-emits) and on a checked-out client between
 * two queries; an 'error' event nobody listens to ends the process. The next query on such a client
 * fails as any query does and the pool replaces the connection, so the event is only logged, once
 * (by the client's listener; the pool's re-emission is the same error). Found by the cluster's
 * PostgreSQL failover (deploy/cluster): runners and workers exited with "Unhandled 'error' event".
 */
export const databasePool = (config: pg.PoolConfig, logger?: Pick<RuntimeLogger, 'warn'>, name = 'database'): pg.Pool => {
  const pool = new pg.Pool(config);
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', (err) => logger?.warn({ err }, `${name}: connection lost`)));
  return pool;
};
