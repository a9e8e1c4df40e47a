import type { Projection } from '../types';
import { budgetsProjection } from './budgets/projection';
import { companiesProjection } from './companies/projection';
import { membersProjection } from './members/projection';
import { notificationsProjection } from './notifications/projection';
import { agreementsProjection } from './agreements/projection';
import { cardsProjection } from './cards/projection';
import { transactionsProjection } from './transactions/projection';
import { eventHistoryProjection } from './event-history/projection';
import { bankProjection } from './bank/projection';
import { requestsProjection } from './requests/projection';
import { codingProjection } from './coding/projection';
import { codingRulesProjection } from './coding/rules-projection';
import { mileageProjection } from './mileage/projection';
import { statementsProjection } from './statements/projection';
import { accountProjection } from './account/projection';
import { accountingProjection } from './accounting/projection';
import { apiClientsProjection } from './api-clients/projection';
import { accountingBooksProjection } from './accounting/books-projection';
import { webhooksProjection } from './webhooks/projection';
import { poolsProjection } from './pools/projection';
import { receiptsInboxProjection } from './receipts-inbox/projection';
import { savedViewsProjection } from './saved-views/projection';

export { READ_MODEL_MIGRATIONS, migrateReadModels } from './schema';
export { cardsProjection, transactionsProjection, eventHistoryProjection, requestsProjection, codingProjection, codingRulesProjection, mileageProjection, statementsProjection, accountProjection, accountingProjection, apiClientsProjection, accountingBooksProjection, webhooksProjection, poolsProjection, receiptsInboxProjection, savedViewsProjection };
export { agreementsProjection, budgetsProjection, companiesProjection, membersProjection, notificationsProjection };

export const projections: readonly Projection[] = [
  companiesProjection, membersProjection, budgetsProjection, notificationsProjection, agreementsProjection, cardsProjection, transactionsProjection, eventHistoryProjection, bankProjection,
  requestsProjection, codingProjection, mileageProjection, statementsProjection, accountProjection, accountingProjection, apiClientsProjection, accountingBooksProjection, webhooksProjection,
  poolsProjection, codingRulesProjection, receiptsInboxProjection, savedViewsProjection,
];
export type * from './tables';
