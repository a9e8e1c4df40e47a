import { accountTermsSet } from '@spend/domain';
import { runProcessManager, type ProcessManagerOptions } from '../process-manager';

/**
 * On each AccountTermsSet, makes sure the company's statement schedule exists on its cycle
 * (workflow id per terms event, so a replayed event starts nothing new).
 */
export const runStatementProcessManager = (options: ProcessManagerOptions & { onHandled?: (key: string, started: boolean) => void }): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
      if (event.type !== 'AccountTermsSet') return null;
      const { data } = accountTermsSet.parse({ type: event.type, data: event.data });
      return { workflowType: 'statementScheduleWorkflow', workflowId: `statement-schedule-setup-${event.id}`, args: [{ companyId: data.companyId, cycle: data.cycle }], key: data.companyId };
    },
  });
