import type { Projection } from '../types';
import { budgetsProjection } from './budgets/projection';
import { companiesProjection } from './companies/projection';
import { membersProjection } from './members/projection';

export { migrateReadModels } from './schema';
export { budgetsProjection, companiesProjection, membersProjection };

export const projections: readonly Projection[] = [companiesProjection, membersProjection, budgetsProjection];
export type * from './tables';
