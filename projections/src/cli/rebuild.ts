import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import { pino } from 'pino';
import { PostgresEventStore } from '@spend/eventstore';
import { natsServers } from '@spend/runtime';
import { loadProjectionsConfig } from '../config';
import { projections } from '../read-models/index';
import { rebuildProjection } from '../runner/rebuild';

/**
 * `npm run projections:rebuild -- <name>`: empties a read model and replays it from position zero, its
 * partitions in parallel (with PROJECTION_PARTITIONS, which may differ from the count recorded before).
 */
const name = process.argv[2];
const projection = projections.find((p) => p.name === name);
if (!projection) {
  console.error(`Usage: npm run projections:rebuild -- <${projections.map((p) => p.name).join('|')}>`);
  process.exit(2);
}
const config = loadProjectionsConfig();
const store = new PostgresEventStore({ connectionString: config.DATABASE_URL });
const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 4 });
const logger = pino({ level: config.LOG_LEVEL, name: 'projections-rebuild' });
const nats = await connect({ servers: natsServers(config.NATS_URL), name: 'projections-rebuild' }).catch(() => undefined);
const started = Date.now();
try {
  await rebuildProjection({ store, pool, connectionString: config.DATABASE_URL, projection, nats, logger, partitions: config.PROJECTION_PARTITIONS });
  console.log(`Rebuilt ${projection.name} in ${Date.now() - started} ms`);
} finally {
  await nats?.drain();
  await store.close();
  await pool.end();
}
