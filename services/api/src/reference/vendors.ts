import { sql } from 'kysely';
import { COMPANY_SOURCES, badInput } from '@spend/domain';
import type { ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import { readTransactions, visibleTransactions } from '../transactions/queries';

const MAX_TAKE = 100;

export interface VendorModel {
  name: string;
  transactionCount: number;
  lastSeenAt: Date;
}

const page = (value: number | null | undefined, fallback: number, field: string, max: number): number => {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 0 || n > max) throw badInput(field, `${field} must be a whole number from 0 to ${max}.`);
  return n;
};

/**
 * The merchants of the transactions the caller may see (the books' vendor when one was set, else the
 * network's merchant name), grouped case-sensitively as recorded, most used first.
 */
export const listVendors = (ctx: ApiContext, args: { q?: string | null; take?: number | null; skip?: number | null }) => {
  const take = page(args.take, 25, 'take', MAX_TAKE);
  const skip = page(args.skip, 0, 'skip', Number.MAX_SAFE_INTEGER);
  const name = sql<string>`coalesce(vendor, merchant_name)`;
  return readTransactions(ctx, async (trx) => {
    // The company's bank feed and payments are not its vendors' spend (as in the list's default rows).
    let visible = (await visibleTransactions(trx, ctx)).clearSelect().where('source', 'not in', COMPANY_SOURCES);
    if (args.q?.trim()) visible = visible.where(name, 'ilike', containsPattern(args.q));
    const grouped = visible.select([name.as('name'), (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.max('initial_transaction_date').as('last')]).groupBy(name);
    const rows = await grouped.orderBy('n', 'desc').orderBy('name').limit(take).offset(skip).execute();
    const count = await trx.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const items: VendorModel[] = rows.map((r) => ({ name: r.name, transactionCount: Number(r.n), lastSeenAt: new Date(r.last as unknown as string) }));
    return { items, count: Number(count.n) };
  });
};
