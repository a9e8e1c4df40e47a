import { sql, type Transaction } from 'kysely';
import { isCompanySource } from '@spend/domain';
import type { ReadModels } from '../tables';
import type { Row } from './rows';

/**
 * How a batch moves each company's live and incomplete counts (`transaction_counts`): the rows of
 * the default list, which leaves out deleted ones, declines (not spend; a decline stays one) and the
 * company's bank feed and payments.
 */
export class CountDeltas {
  private readonly deltas = new Map<string, { live: number; incomplete: number }>();

  private move(companyId: string, live: number, incomplete: number): void {
    const d = this.deltas.get(companyId) ?? { live: 0, incomplete: 0 };
    this.deltas.set(companyId, { live: d.live + live, incomplete: d.incomplete + incomplete });
  }

  private count(row: Row | null | undefined, sign: 1 | -1): void {
    // Bank-feed and payment rows are not in the default list either (listed only by their source).
    if (!row || row.deleted_at != null || row.status === 'Declined' || isCompanySource(row.source ?? '')) return;
    this.move(row.company_id, sign, row.is_complete ? 0 : sign);
  }

  /** A row as it was before the batch. */
  remove(row: Row | null | undefined): void {
    this.count(row, -1);
  }

  /** A row as the batch leaves it. */
  add(row: Row): void {
    this.count(row, 1);
  }

  /** A live row the policy recompute turned complete or incomplete. */
  flip(companyId: string, isComplete: boolean): void {
    this.move(companyId, 0, isComplete ? -1 : 1);
  }

  async save(trx: Transaction<ReadModels>): Promise<void> {
    const list = [...this.deltas].filter(([, d]) => d.live !== 0 || d.incomplete !== 0);
    if (list.length === 0) return;
    await sql`
      INSERT INTO transaction_counts (company_id, live, incomplete)
      SELECT * FROM unnest(${list.map(([id]) => id)}::uuid[], ${list.map(([, d]) => d.live)}::bigint[], ${list.map(([, d]) => d.incomplete)}::bigint[])
      ON CONFLICT (company_id) DO UPDATE SET live = transaction_counts.live + excluded.live, incomplete = transaction_counts.incomplete + excluded.incomplete`.execute(trx);
  }
}
