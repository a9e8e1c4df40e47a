/**
 * The read models: `ReadModels` (the kysely Database interface of every read-model table), the row
 * types, the projections that build them and their migration. The modules live in `read-models/`.
 */
export type * from './read-models/tables';
export { projections, migrateReadModels, budgetsProjection, companiesProjection, membersProjection } from './read-models/index';
