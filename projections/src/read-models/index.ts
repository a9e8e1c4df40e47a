import type { Projection } from '../types';
import { budgetsProjection } from './budgets/projection';
import { companiesProjection } from './companies/projection';
import { membersProjection } from './members/projection';
import { notificationsProjection } from './notifications/projection';
import { agreementsProjection } from './agreements/projection';

export { migrateReadModels } from './schema';
export { agreementsProjection, budgetsProjection, companiesProjection, membersProjection, notificationsProjection };

export const projections: readonly Projection[] = [companiesProjection, membersProjection, budgetsProjection, notificationsProjection, agreementsProjection];
export type * from './tables';
