import { proxyActivities } from '@temporalio/workflow';
import type { ReceiptReadingActivities, ReceiptReadInput } from './messages';

/**
 * Reads one receipt file off the request path (issue #27): the activity runs on the API's task
 * queue, where the file storage is. OCR of a photo takes seconds; a worker that died mid-read is
 * noticed by the timeout and the read tried again.
 */
export async function receiptReadingWorkflow(input: ReceiptReadInput & { apiTaskQueue: string }): Promise<void> {
  const { readReceiptFile } = proxyActivities<ReceiptReadingActivities>({
    taskQueue: input.apiTaskQueue, startToCloseTimeout: '2 minutes', retry: { initialInterval: '2 seconds', maximumAttempts: 5 },
  });
  await readReceiptFile({ fileId: input.fileId, companyId: input.companyId });
}
