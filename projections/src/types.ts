import type { Transaction } from 'kysely';
import type { RecordedEvent } from '@spend/eventstore';
import type { ReadModels } from './read-models/tables';

/** What a batch changed, published on NATS as `company.<companyId>.changed.<what>` with `{ ids }`. */
export interface ReadModelChange {
  companyId: string;
  /** The read model's name, e.g. `budgets`. */
  what: string;
  ids: string[];
}

/**
 * One read model. `apply` receives a batch of events (only of `eventTypes`) inside the transaction
 * that also moves the checkpoint, so it must only write through `trx`.
 */
export interface Projection {
  name: string;
  /** Tables this projection owns; a rebuild empties them and replays from position zero. */
  tables: readonly (keyof ReadModels & string)[];
  eventTypes: readonly string[];
  /**
   * A reactor: `apply` sends commands, each with an id that comes from its event. The runner then
   * gives it its events in short runs (REACTOR_BATCH), each in a transaction that commits with a
   * flush, so a crash repeats the commands of at most one run, and those already carried out are not
   * carried out again.
   */
  sendsCommands?: boolean;
  apply(trx: Transaction<ReadModels>, events: readonly RecordedEvent[]): Promise<ReadModelChange[]>;
}
