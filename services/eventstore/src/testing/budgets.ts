import { budgetFunding, companyDecider, type CreateBudget, streams } from '@spend/domain';
import { handleCommand, handleCommands, loadState, type CommandContext } from '../command-handler';
import type { EventStore } from '../types';

/**
 * A budget recorded for a test as the API records one: through the one funding decision, so its pool
 * is sized and its source reserves it. A top budget's company is created first when it has no stream
 * yet (with `companyFunding`, default $10,000,000).
 */
export const recordBudget = async (store: EventStore, command: CreateBudget, context: CommandContext, companyFunding = 1_000_000_000) => {
  if (!command.parent && !(await loadState(store, streams.company(command.companyId), companyDecider)).exists) {
    await handleCommand(store, streams.company(command.companyId), companyDecider, {
      type: 'CreateCompany', companyId: command.companyId, dbaName: 'Test company', parentCompanyId: null, isReseller: false, totalFunding: companyFunding, now: command.now,
    }, { ...context, companyId: command.companyId, commandId: `${context.commandId}:company` });
  }
  const funding = budgetFunding(command, null);
  return handleCommands(store, funding.streams, funding.decide, context);
};
