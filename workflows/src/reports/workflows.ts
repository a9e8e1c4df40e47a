import { proxyActivities } from '@temporalio/workflow';
import type { ReportActivities, ReportJob } from './messages';

const { writeReport } = proxyActivities<ReportActivities>({
  startToCloseTimeout: '1 hour',
  retry: { initialInterval: '1 second', maximumAttempts: 5 },
});
const { failReport } = proxyActivities<ReportActivities>({ startToCloseTimeout: '1 minute', retry: { initialInterval: '1 second' } });

/** A large report (workflow id `report-<reportId>`): stream it to storage; once the retries are spent, mark it failed. */
export async function reportWorkflow(job: ReportJob): Promise<{ rows: number; bytes: number }> {
  try {
    return await writeReport(job);
  } catch (error) {
    await failReport(job);
    throw error;
  }
}
