// Child process for the budget-owners crash test: runs the reactor until killed. With
// CRASH_AFTER_APPEND_TO set it SIGKILLs itself right after its first append to that stream, as a
// process dying between two commands would.
import pg from 'pg';
import { PostgresEventStore, type AppendResult } from '@spend/eventstore';
import { ProjectionRunner } from '../../runner/runner';
import { budgetOwnersReactor } from '../budget-owners';

const url = process.env.DATABASE_URL!;
const crashAfter = process.env.CRASH_AFTER_APPEND_TO;

class CrashingStore extends PostgresEventStore {
  override async appendToStreams(...args: Parameters<PostgresEventStore['appendToStreams']>): Promise<AppendResult[]> {
    const result = await super.appendToStreams(...args);
    if (args[0].some((a) => a.streamName === crashAfter)) process.kill(process.pid, 'SIGKILL');
    return result;
  }
}

const store = new CrashingStore({ connectionString: url });
const pool = new pg.Pool({ connectionString: url, max: 4 });
const runner = new ProjectionRunner({ store, pool, projections: [budgetOwnersReactor(store)], standbyRetryMs: 100 });
runner.start();
process.stdout.write('started\n');
process.once('SIGTERM', () => void runner.stop().then(() => process.exit(0)));
