// Child process of bench/projections-partitioned.ts: one projection runner (the budgets read model)
// with PROJECTION_PARTITIONS partitions and the configured batch size, until killed.
import pg from 'pg';
import { PostgresEventStore } from '@spend/eventstore';
import { loadProjectionsConfig, ProjectionRunner, projections } from '@spend/projections';

const url = process.env.DATABASE_URL!;
const store = new PostgresEventStore({ connectionString: url });
const pool = new pg.Pool({ connectionString: url, max: 8 });
const runner = new ProjectionRunner({
  store, pool, projections: projections.filter((p) => p.name === 'budgets'),
  partitions: Number(process.env.PROJECTION_PARTITIONS), batchSize: loadProjectionsConfig().PROJECTION_BATCH_SIZE, standbyRetryMs: Number(process.env.BALANCE_MS ?? 1000),
});
runner.start();
process.stdout.write('started\n');
process.once('SIGTERM', () => void runner.stop().then(() => process.exit(0)));
