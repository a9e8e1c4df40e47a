import { CompiledQuery, Kysely, PostgresDialect, PostgresDriver, type DatabaseConnection, type Driver, type PostgresDialectConfig, type TransactionSettings } from 'kysely';
import { MARK_READ_MODEL_TRANSACTION } from '@spend/eventstore';
import type { ReadModels } from '../read-models/tables';

/**
 * Begins each transaction marked as one that writes read models only, in the BEGIN's own round trip
 * (one simple query of two statements), so that the event store's readers see past the batch while
 * it runs (event store migration 015).
 */
class MarkedDriver extends PostgresDriver {
  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (settings.isolationLevel || settings.accessMode) {
      await super.beginTransaction(connection, settings);
      await connection.executeQuery(CompiledQuery.raw(`SELECT ${MARK_READ_MODEL_TRANSACTION}`));
      return;
    }
    await connection.executeQuery(CompiledQuery.raw(`BEGIN; SELECT ${MARK_READ_MODEL_TRANSACTION}`));
  }
}

class MarkedDialect extends PostgresDialect {
  constructor(private readonly config: PostgresDialectConfig) {
    super(config);
  }

  override createDriver(): Driver {
    return new MarkedDriver(this.config);
  }
}

/**
 * The projection runner's database: every transaction is a read-model one. Nothing appends events
 * through it (reactors send their commands through the event store's own connections), and the
 * database refuses any that tried.
 */
export const readModelWriter = (pool: PostgresDialectConfig['pool']): Kysely<ReadModels> => new Kysely<ReadModels>({ dialect: new MarkedDialect({ pool }) });
