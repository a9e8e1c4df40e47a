// Child process for the runner's crash tests: runs the tally projection until killed.
import pg from 'pg';
import { PostgresEventStore } from '@spend/eventstore';
import { ProjectionRunner } from '../runner';
import { tallyProjection } from './tally';

const url = process.env.DATABASE_URL!;
const store = new PostgresEventStore({ connectionString: url });
const pool = new pg.Pool({ connectionString: url, max: 4 });
const runner = new ProjectionRunner({
  store,
  pool,
  projections: [tallyProjection(Number(process.env.TALLY_DELAY_MS ?? 0))],
  batchSize: Number(process.env.TALLY_BATCH ?? 100),
  partitions: Number(process.env.TALLY_PARTITIONS ?? 1),
  standbyRetryMs: 100,
});
runner.start();
process.stdout.write('started\n');
process.once('SIGTERM', () => void runner.stop().then(() => process.exit(0)));
