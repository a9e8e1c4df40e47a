import { sql } from 'kysely';
import { visibleCards } from '../cards/load';
import type { ApiContext } from '../shared/context';
import { withTenant } from '../shared/tenant';

export interface CardSearchOptionsModel {
  spenderIds: string[];
  budgetIds: string[];
  formats: string[];
  statuses: string[];
}

const PLATFORM_ISSUER = { id: 'spend', name: 'Spend', kind: 'PLATFORM' as const };

/** The network of a BIN by its leading digits (ISO/IEC 7812 ranges of the big four). */
export const networkOfBin = (bin: string): { id: string; name: string } => {
  const two = Number(bin.slice(0, 2));
  const four = Number(bin.slice(0, 4));
  if (bin.startsWith('4')) return { id: 'VISA', name: 'Visa' };
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return { id: 'MASTERCARD', name: 'Mastercard' };
  if (two === 34 || two === 37) return { id: 'AMEX', name: 'American Express' };
  if (bin.startsWith('6011') || bin.startsWith('65')) return { id: 'DISCOVER', name: 'Discover' };
  return { id: 'OTHER', name: 'Other' };
};

const read = <T>(ctx: ApiContext, run: Parameters<typeof withTenant<T>>[2]) => withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, run);

/** The distinct holders, budgets, formats and statuses of the cards the caller may see (cardsV2's rule). */
export const cardSearchOptions = (ctx: ApiContext): Promise<CardSearchOptionsModel> =>
  read(ctx, async (trx) => {
    const visible = visibleCards(trx, ctx.caller);
    const distinct = async (column: 'spender_id' | 'budget_id' | 'format' | 'status') =>
      (await visible.clearSelect().select(`cards.${column}` as const).distinct().where(`cards.${column}`, 'is not', null).execute()).map((r) => String(r[column])).sort();
    return { spenderIds: await distinct('spender_id'), budgetIds: await distinct('budget_id'), formats: await distinct('format'), statuses: await distinct('status') };
  });

/** Spend's own cards (when the caller sees any) and each live bank connection of the company with its accounts. */
export const cardIssuers = (ctx: ApiContext) =>
  read(ctx, async (trx) => {
    const own = await visibleCards(trx, ctx.caller).clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).where('cards.is_external', '=', false).executeTakeFirstOrThrow();
    const banks = await trx.selectFrom('bank_items').select(['item_id', 'institution_name', sql<string>`jsonb_array_length(accounts)`.as('n')]).where('archived', '=', false).orderBy('institution_name').execute();
    return [
      ...(Number(own.n) > 0 ? [{ ...PLATFORM_ISSUER, cardCount: Number(own.n) }] : []),
      ...banks.map((b) => ({ id: b.item_id, name: b.institution_name, kind: 'BANK' as const, cardCount: Number(b.n) })),
    ];
  });

/** The card network of the company's Spend cards: all are issued on the configured BIN. */
export const cardCompanies = (ctx: ApiContext, bin: string) =>
  read(ctx, async (trx) => {
    const own = await visibleCards(trx, ctx.caller).clearSelect().select((eb) => eb.fn.countAll<string>().as('n')).where('cards.is_external', '=', false).executeTakeFirstOrThrow();
    return Number(own.n) > 0 ? [{ ...networkOfBin(bin), cardCount: Number(own.n) }] : [];
  });
