import { parse } from 'csv-parse/sync';
import { cardDecider, companyDecider, decideOnCard, parseAmountToCents, type CardCommand, type CardEvent, type CardState, type CompanyState, streams } from '@spend/domain';
import { deterministicUuid, type StreamSpecs } from '@spend/eventstore';
import { runCommands, type ApiContext, nowOf } from '../shared/context';
import { withTenant } from '../shared/tenant';
import { cardSpent, limitActor, loadCardState, type CardModel } from './load';

/** One checked row of the bulk card-funding CSV (spec 2.4: email, last4digits or NEW, amount). */
export interface BulkRow {
  row: number;
  amount: number;
  userId: string;
  email: string;
  /** The rechargeable card to load; null for NEW (a rechargeable card is created). */
  card: CardModel | null;
}

export interface BulkCheck {
  errors: string[];
  creates: BulkRow[];
  updates: BulkRow[];
}

const COLUMNS = ['email', 'last4digits', 'amount'];

/**
 * Checks the whole file before anything is applied: the columns, each row's member (of the caller's
 * company), card (one of that member's rechargeable cards) and amount, and repeated rows.
 */
export const checkBulkFunding = async (ctx: ApiContext, csv: string): Promise<BulkCheck> => {
  let records: string[][];
  try {
    records = parse(csv, { skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch {
    return { errors: ['The file is not a readable CSV.'], creates: [], updates: [] };
  }
  const header = (records[0] ?? []).map((h) => h.toLowerCase());
  if (header.length !== COLUMNS.length || COLUMNS.some((c, i) => header[i] !== c)) {
    return { errors: ['The CSV must have exactly the columns email, last4digits and amount.'], creates: [], updates: [] };
  }
  const rows = records.slice(1);
  if (rows.length === 0) return { errors: ['The CSV has no rows.'], creates: [], updates: [] };
  const emails = [...new Set(rows.map((r) => (r[0] ?? '').toLowerCase()))];
  const { users, cards } = await withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, async (trx) => {
    const users = await trx.selectFrom('users').select(['id', 'email']).where('archived', '=', false).where((eb) => eb.fn('lower', ['email']), 'in', emails).execute();
    const cards = users.length === 0 ? [] : await trx.selectFrom('cards').selectAll().where('deleted', '=', false).where('is_rechargeable', '=', true).where('spender_id', 'in', users.map((u) => u.id)).execute();
    return { users, cards };
  });
  const userByEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  const result: BulkCheck = { errors: [], creates: [], updates: [] };
  const seen = new Map<string, number>();
  rows.forEach((cells, index) => {
    const row = index + 2; // the header is row 1
    const [email = '', last4 = '', amountText = ''] = cells;
    if (cells.length !== COLUMNS.length) return void result.errors.push(`Row ${row}: expected 3 values (email, last4digits, amount).`);
    const key = cells.map((c) => c.toLowerCase()).join(',');
    if (seen.has(key)) return void result.errors.push(`Row ${row} repeats row ${seen.get(key)}.`);
    seen.set(key, row);
    const user = userByEmail.get(email.toLowerCase());
    if (!user) return void result.errors.push(`Row ${row}: no member with the email ${email}.`);
    const amount = parseAmountToCents(amountText);
    if (amount === null || amount <= 0) return void result.errors.push(`Row ${row}: the amount must be a number above 0 with at most 2 decimals.`);
    if (last4.toUpperCase() === 'NEW') return void result.creates.push({ row, amount, userId: user.id, email: user.email, card: null });
    const card = /^\d{4}$/.test(last4) ? cards.find((c) => c.spender_id === user.id && c.last4 === last4) : undefined;
    if (!card) return void result.errors.push(`Row ${row}: ${user.email} has no rechargeable card ending in ${last4}.`);
    result.updates.push({ row, amount, userId: user.id, email: user.email, card });
  });
  return result;
};

/** Several commands on one card in turn, each decided on the state the previous ones left (and the company's dual control). */
const decideInTurn = (state: CardState, company: CompanyState, commands: readonly CardCommand[]): CardEvent[] =>
  commands.reduce<{ state: CardState; events: CardEvent[] }>((acc, command) => {
    const events = decideOnCard({ card: acc.state, company }, command);
    return { state: events.reduce(cardDecider.evolve, acc.state), events: [...acc.events, ...events] };
  }, { state, events: [] }).events;

/**
 * Applies a checked file as ONE command over every card it touches (two rows may fund the same
 * card): all of its rows are recorded, or none when any is refused. Answers the created rows.
 */
export const applyBulkFunding = async (ctx: ApiContext, check: BulkCheck, issueNumber: (cardId: string) => Promise<string>): Promise<BulkRow[]> => {
  const now = nowOf(ctx);
  const { companyId } = ctx.caller;
  const commands = new Map<string, CardCommand[]>();
  const add = (cardId: string, command: CardCommand) => commands.set(cardId, [...(commands.get(cardId) ?? []), command]);
  const created: BulkRow[] = [];
  for (const row of check.creates) {
    const cardId = deterministicUuid(ctx.commandId, 'bulk-card', row.row);
    add(cardId, {
      type: 'CreateCard', cardId, companyId, creatorUserId: ctx.caller.userId, cardType: 'Rechargeable', format: 'Digital',
      spender: { userId: row.userId, companyId, archived: false }, shippingAddress: null, limitCents: row.amount,
      shouldLinkBudget: false, budget: null, controls: null, last4: await issueNumber(cardId), now,
    });
    created.push({ ...row, card: { id: cardId } as CardModel });
  }
  for (const row of check.updates) {
    const state = await loadCardState(ctx, row.card!.id);
    add(row.card!.id, { type: 'AddCardFunds', cardId: row.card!.id, companyId, now, actor: limitActor(ctx), amountCents: row.amount, spentCents: await cardSpent(ctx, state) });
  }
  const cardIds = [...commands.keys()];
  // Keyed by card id, and `company` (no card id is) for the company's dual control setting, folded beside the cards.
  type Folds = Record<string, CardState> & { company: CompanyState };
  const specs = { ...Object.fromEntries(cardIds.map((id) => [id, { name: streams.card(id), fold: cardDecider }])), company: { name: streams.company(companyId), fold: companyDecider } };
  await runCommands(ctx, specs as unknown as StreamSpecs<Folds>, (states: Folds) => Object.fromEntries(cardIds.map((id) => [id, decideInTurn(states[id]!, states.company, commands.get(id)!)])));
  return created;
};
