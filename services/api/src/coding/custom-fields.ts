import { customFieldDecider, streams, type OptionInput } from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { CustomFieldOptionInput, CustomFieldWhereInput, Resolvers } from '../generated/resolvers-types';
import { nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { containsPattern } from '../shared/search';
import type { ReadTransaction } from '../shared/tenant';
import { customField, optionsOf, pageBounds, requireUuid, reread, tenant } from './load';

/**
 * Option ids: an id of an option this field has keeps it; any other (or none) gets a new id derived
 * from the request, so a caller can never name another field's (or company's) option.
 */
const optionInputs = (ctx: ApiContext, known: ReadonlySet<string>, options: readonly CustomFieldOptionInput[] | null | undefined): OptionInput[] | undefined => {
  const kept = new Set<string>();
  return options?.map((o, i) => {
    // A known id given twice keeps the option once; the repeat is a new option.
    const keep = !!o.id && known.has(o.id) && !kept.has(o.id);
    if (keep) kept.add(o.id!);
    return { optionId: keep ? o.id! : deterministicUuid(ctx.commandId, 'custom-field-option', i), name: o.name };
  });
};

const readField = (ctx: ApiContext, id: string) =>
  reread(ctx, async (trx) => {
    const row = await trx.selectFrom('custom_fields').selectAll().where('id', '=', id).executeTakeFirst();
    return row && customField(row, await optionsOf(trx, [id]));
  }, 'Custom field');

const filtered = (trx: ReadTransaction, where: CustomFieldWhereInput | null | undefined) => {
  let query = trx.selectFrom('custom_fields').where('archived', '=', where?.archived ?? false);
  if (where?.is_active !== undefined && where.is_active !== null) query = query.where('is_active', '=', where.is_active);
  if (where?.search?.trim()) query = query.where('name', 'ilike', containsPattern(where.search));
  return query;
};

/** Booleans sent as null are left as they are. */
const flag = (value: boolean | null | undefined) => value ?? undefined;

export const customFieldResolvers: Resolvers = {
  Query: {
    customFields: async (_, { where, take, skip }, ctx) => {
      requirePermission(ctx, 'customFields.read');
      const { limit, offset } = pageBounds(take, skip);
      return tenant(ctx, async (trx) => {
        const [rows, { n }] = await Promise.all([
          filtered(trx, where).selectAll().orderBy((eb) => eb.fn('lower', ['name'])).orderBy('id').limit(limit).offset(offset).execute(),
          filtered(trx, where).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
        ]);
        const options = await optionsOf(trx, rows.map((r) => r.id));
        return { items: rows.map((r) => customField(r, options)), count: Number(n) };
      });
    },
  },
  Mutation: {
    createOneCustomField: async (_, { name, description, isActive, isRequired, options }, ctx) => {
      requirePermission(ctx, 'customFields.manage');
      const customFieldId = deterministicUuid(ctx.commandId, 'custom-field');
      await runCommand(ctx, streams.customField(customFieldId), customFieldDecider, {
        type: 'CreateCustomField', customFieldId, companyId: ctx.caller.companyId, name, description, isActive: flag(isActive), isRequired: flag(isRequired),
        options: optionInputs(ctx, new Set(), options), now: nowOf(ctx),
      });
      return readField(ctx, customFieldId);
    },
    updateOneCustomField: async (_, { id, name, description, isActive, isRequired, options }, ctx) => {
      requirePermission(ctx, 'customFields.manage');
      const customFieldId = requireUuid(id, 'Custom field');
      const state = await loadState(ctx.services.store, streams.customField(customFieldId), customFieldDecider);
      const known = new Set(state.companyId === ctx.caller.companyId ? state.options.map((o) => o.optionId) : []);
      await runCommand(ctx, streams.customField(customFieldId), customFieldDecider, {
        type: 'UpdateCustomField', customFieldId, companyId: ctx.caller.companyId, name: name === null ? '' : name, description,
        isActive: flag(isActive), isRequired: flag(isRequired), options: optionInputs(ctx, known, options), now: nowOf(ctx),
      });
      return readField(ctx, customFieldId);
    },
    deleteOneCustomField: async (_, { id }, ctx) => {
      requirePermission(ctx, 'customFields.manage');
      const customFieldId = requireUuid(id, 'Custom field');
      await runCommand(ctx, streams.customField(customFieldId), customFieldDecider, { type: 'DeleteCustomField', customFieldId, companyId: ctx.caller.companyId, now: nowOf(ctx) });
      return readField(ctx, customFieldId);
    },
  },
};
