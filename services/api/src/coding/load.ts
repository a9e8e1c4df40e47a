import type { Selectable } from 'kysely';
import { badInput, isUuid, notFound } from '@spend/domain';
import type { CustomFieldOptionsTable, CustomFieldsTable, GeneralLedgersTable, ProjectsTable } from '@spend/projections/api';
import { awaitProjections, type ApiContext } from '../shared/context';
import { withTenant, type ReadTransaction } from '../shared/tenant';

const MAX_TAKE = 100;

export const pageBounds = (take: number | null | undefined, skip: number | null | undefined) => {
  const limit = take ?? 25;
  const offset = skip ?? 0;
  if (limit < 0 || limit > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
  if (offset < 0) throw badInput('skip', 'skip must not be negative.');
  return { limit, offset };
};

/** Reads the caller's company's read models (row-level security names it). */
export const tenant = <T>(ctx: ApiContext, read: (trx: ReadTransaction) => Promise<T>): Promise<T> =>
  withTenant(ctx.services.db, { companyId: ctx.caller.companyId }, read);

/** An id that is not a uuid names nothing (and must not reach PostgreSQL or a stream name as one). */
export const requireUuid = (id: string, what: string): string => {
  if (!isUuid(id)) throw notFound(what);
  return id;
};

export const generalLedger = (r: Selectable<GeneralLedgersTable>) => ({
  id: r.id, name: r.name, code: r.code, description: r.description, type: r.type, category: r.category, companyId: r.company_id,
  foreignEntityId: r.foreign_entity_id, isEnabled: r.is_enabled, archived: r.archived, createdAt: r.created_at, updatedAt: r.updated_at,
});

/** The legacy GL name's field names for the same general ledger. */
export const glName = (r: Selectable<GeneralLedgersTable>) => ({
  id: r.id, name: r.name, gl_code: r.code, description: r.description, glType: r.type, glCategory: r.category, createdAt: r.created_at,
});

export const project = (r: Selectable<ProjectsTable>) => ({ id: r.id, name: r.name, active: r.active, createdAt: r.created_at, updatedAt: r.updated_at });

export const customField = (r: Selectable<CustomFieldsTable>, options: readonly Selectable<CustomFieldOptionsTable>[]) => ({
  id: r.id, name: r.name, description: r.description, is_required: r.is_required, is_active: r.is_active, archived: r.archived, createdAt: r.created_at,
  options: options.filter((o) => o.custom_field_id === r.id).map((o) => ({ id: o.id, name: o.name, customFieldId: o.custom_field_id, archived: o.archived })),
});

/** The options of these fields: active ones first, each group by name. */
export const optionsOf = (trx: ReadTransaction, fieldIds: readonly string[]) =>
  fieldIds.length === 0 ? Promise.resolve([]) : trx.selectFrom('custom_field_options').selectAll().where('custom_field_id', 'in', fieldIds).orderBy('archived').orderBy('name').execute();

/** After a mutation: the row as the coding read model has it once it caught up (read your writes). */
export const reread = async <T>(ctx: ApiContext, read: (trx: ReadTransaction) => Promise<T | undefined>, what: string): Promise<T> => {
  await awaitProjections(ctx, ['coding']);
  const row = await tenant(ctx, read);
  if (!row) throw notFound(what);
  return row;
};
