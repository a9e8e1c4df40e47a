import { sql } from 'kysely';
import { generalLedgerDecider, streams, type GeneralLedgerFields } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { GeneralLedgerOrderByInput, GeneralLedgerWhereInput, Resolvers } from '../generated/resolvers-types';
import { nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import type { ReadTransaction } from '../shared/tenant';
import { generalLedger, glName, pageBounds, requireUuid, reread, tenant } from './load';

type Fields = Partial<Record<keyof GeneralLedgerFields, string | null | undefined>>;

/** Arguments left out stay undefined (unchanged); GraphQL gives only the ones sent. */
const given = (fields: Fields): Partial<GeneralLedgerFields> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<GeneralLedgerFields>;

/** A name sent as null is a blank one (refused with the spec's message); left out, it stays. */
const nameArg = (name: string | null | undefined) => (name === null ? '' : name);

const readLedger = (ctx: ApiContext, id: string) =>
  reread(ctx, (trx) => trx.selectFrom('general_ledgers').selectAll().where('id', '=', id).executeTakeFirst(), 'General Ledger');

const create = async (ctx: ApiContext, fields: Fields & { name: string }) => {
  requirePermission(ctx, 'glCode.create');
  const generalLedgerId = deterministicUuid(ctx.commandId, 'general-ledger');
  await runCommand(ctx, streams.generalLedger(generalLedgerId), generalLedgerDecider, {
    type: 'CreateGeneralLedger', generalLedgerId, companyId: ctx.caller.companyId, fields: { ...given(fields), name: fields.name }, now: nowOf(ctx),
  });
  return readLedger(ctx, generalLedgerId);
};

const update = async (ctx: ApiContext, id: string, fields: Fields) => {
  requirePermission(ctx, 'glCode.update');
  const generalLedgerId = requireUuid(id, 'General Ledger');
  await runCommand(ctx, streams.generalLedger(generalLedgerId), generalLedgerDecider, { type: 'UpdateGeneralLedger', generalLedgerId, companyId: ctx.caller.companyId, fields: given(fields), now: nowOf(ctx) });
  return readLedger(ctx, generalLedgerId);
};

const archive = async (ctx: ApiContext, id: string) => {
  requirePermission(ctx, 'glCode.delete');
  const generalLedgerId = requireUuid(id, 'General Ledger');
  await runCommand(ctx, streams.generalLedger(generalLedgerId), generalLedgerDecider, { type: 'ArchiveGeneralLedger', generalLedgerId, companyId: ctx.caller.companyId, now: nowOf(ctx) });
  return readLedger(ctx, generalLedgerId);
};

const filtered = (trx: ReadTransaction, where: GeneralLedgerWhereInput | null | undefined) => {
  let query = trx.selectFrom('general_ledgers').where('archived', '=', where?.archived ?? false);
  if (where?.isEnabled !== undefined && where.isEnabled !== null) query = query.where('is_enabled', '=', where.isEnabled);
  if (where?.type) query = query.where(sql<boolean>`lower(type) = lower(${where.type})`);
  if (where?.category) query = query.where(sql<boolean>`lower(category) = lower(${where.category})`);
  if (where?.search?.trim()) {
    const pattern = containsPattern(where.search);
    query = query.where((eb) => eb.or(['name', 'code', 'type', 'category'].map((c) => eb(eb.ref(c as 'name'), 'ilike', pattern))));
  }
  return query;
};

const SORT = { name: 'name', code: 'code', type: 'type', category: 'category', createdAt: 'created_at' } as const;

const page = (ctx: ApiContext, args: { where?: GeneralLedgerWhereInput | null; orderBy?: readonly GeneralLedgerOrderByInput[] | null; take?: number | null; skip?: number | null }) => {
  requirePermission(ctx, 'glCode.read');
  const { limit, offset } = pageBounds(args.take, args.skip);
  return tenant(ctx, async (trx) => {
    let query = filtered(trx, args.where).selectAll();
    for (const sort of args.orderBy ?? [{ field: 'name', order: 'asc' }]) {
      // Text sorts ignore case (then the exact text, for a stable order).
      if (sort.field !== 'createdAt') query = query.orderBy(sql`lower(${sql.ref(SORT[sort.field])})`, sort.order);
      query = query.orderBy(SORT[sort.field], sort.order);
    }
    const [rows, { n }] = await Promise.all([
      query.orderBy('id').limit(limit).offset(offset).execute(),
      filtered(trx, args.where).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(n) };
  });
};

/**
 * The values in use of a GL's type or category, as combobox suggestions: case-insensitive substring
 * of `search`, one per value ignoring case, ascending; archived GL codes do not suggest.
 */
const distinct = (ctx: ApiContext, column: 'type' | 'category', search: string | null | undefined) => {
  requirePermission(ctx, 'glCode.read');
  const ref = sql.ref(column);
  return tenant(ctx, async (trx) => {
    const { rows } = await sql<{ value: string }>`
      SELECT DISTINCT ON (lower(${ref})) ${ref} AS value FROM general_ledgers
      WHERE ${ref} IS NOT NULL AND NOT archived AND ${ref} ILIKE ${containsPattern(search ?? '')}
      ORDER BY lower(${ref}), ${ref} LIMIT 100`.execute(trx);
    return rows.map((r) => r.value);
  });
};

export const generalLedgerResolvers: Resolvers = {
  Query: {
    generalLedgers: async (_, args, ctx) => {
      const { rows, total } = await page(ctx, args);
      return { items: rows.map(generalLedger), total };
    },
    distinctGlTypesAndCategories: async (_, { search }, ctx) => ({ types: await distinct(ctx, 'type', search), categories: await distinct(ctx, 'category', search) }),
    glTypes: async (_, { search }, ctx) => (await distinct(ctx, 'type', search)).map((name) => ({ id: name, name })),
    glCategories: async (_, { search }, ctx) => (await distinct(ctx, 'category', search)).map((name) => ({ id: name, name })),
    glNames: async (_, { search }, ctx) => (await page(ctx, { where: { search }, take: 100 })).rows.map(glName),
  },
  Mutation: {
    createOneGeneralLedger: (_, { name, code, type, description, category }, ctx) => create(ctx, { name, code, type, description, category }).then(generalLedger),
    updateOneGeneralLedger: (_, { id, name, code, type, description, category }, ctx) => update(ctx, id, { name: nameArg(name), code, type, description, category }).then(generalLedger),
    archiveOneGeneralLedger: (_, { id }, ctx) => archive(ctx, id).then(generalLedger),
    setGlAvailability: async (_, { id, isEnabled }, ctx) => {
      requirePermission(ctx, 'glCode.update');
      const generalLedgerId = requireUuid(id, 'General Ledger');
      await runCommand(ctx, streams.generalLedger(generalLedgerId), generalLedgerDecider, { type: 'SetGeneralLedgerAvailability', generalLedgerId, companyId: ctx.caller.companyId, isEnabled, now: nowOf(ctx) });
      return generalLedger(await readLedger(ctx, generalLedgerId));
    },
    // The legacy GL name mutations (spec 7) are the same commands under the old field names.
    createOneGlName: (_, { name, gl_code, description, glType, glCategory }, ctx) => create(ctx, { name, code: gl_code, description, type: glType, category: glCategory }).then(glName),
    updateOneGlName: (_, { id, name, gl_code, description, glType, glCategory }, ctx) =>
      update(ctx, id, { name: nameArg(name), code: gl_code, description, type: glType, category: glCategory }).then(glName),
    archiveOneGlName: (_, { id }, ctx) => archive(ctx, id).then(glName),
  },
};
