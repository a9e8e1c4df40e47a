import { bookkeepingEvent, receiptDecider, receiptReceived, streams } from '@spend/domain';
import { loadState, type RecordedEvent } from '@spend/eventstore';
import { runProcessManager, type ProcessManagerOptions } from '../process-manager';
import { reportTaskQueue } from '../reports/messages';
import { receiptReadWorkflowId, type ReceiptReadInput } from './messages';

/** The file a receipt event brings: a mailed one (ReceiptReceived) or one uploaded on a transaction (ReceiptAttached). */
const fileOf = (event: RecordedEvent): ReceiptReadInput | null => {
  if (event.type === 'ReceiptReceived') {
    const { data } = receiptReceived.parse({ type: event.type, data: event.data });
    return { fileId: data.fileId, companyId: data.companyId };
  }
  if (event.type === 'ReceiptAttached') {
    const books = bookkeepingEvent.parse({ type: event.type, data: event.data });
    return books.type === 'ReceiptAttached' ? { fileId: books.data.fileId, companyId: books.data.companyId } : null;
  }
  return null;
};

/**
 * Starts one reading workflow per receipt file (workflow id `receipt-read-<fileId>`), so uploads
 * and mail stay fast. A file already read is skipped: a manager catching up from the beginning
 * reads nothing twice; a mailed receipt the matcher attached brings its file again, same id.
 */
export const runReceiptReadingProcessManager = (options: ProcessManagerOptions): Promise<void> =>
  runProcessManager({
    ...options,
    startFor: (event) => {
      const file = fileOf(event);
      if (!file) return null;
      return {
        workflowType: 'receiptReadingWorkflow', workflowId: receiptReadWorkflowId(file.fileId), key: file.fileId,
        args: [{ ...file, apiTaskQueue: reportTaskQueue(options.taskQueue) }],
        skip: async () => (await loadState(options.store, streams.receipt(file.fileId), receiptDecider)).read !== null,
      };
    },
  });
