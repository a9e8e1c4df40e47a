export type * from './types';
export type * from './read-models/tables';
export { projections, migrateReadModels, budgetsProjection, companiesProjection, membersProjection } from './read-models';
export { ProjectionRunner, changeSubject, type ProjectionRunnerOptions } from './runner/runner';
export { CheckpointWaiter } from './runner/wait';
export { rebuildProjection } from './runner/rebuild';
export { readCheckpoints } from './runner/checkpoints';
export { migrateDatabase } from './migrate';
export { loadProjectionsConfig } from './config';
