import { proxyActivities } from '@temporalio/workflow';
import type { BankActivities, BankItemRef, BankSyncResult } from './activities';

const activities = proxyActivities<BankActivities>({ startToCloseTimeout: '2 minutes', retry: { initialInterval: '1 second', maximumAttempts: 10 } });

/** A Link session's token from the provider (workflow id `bank-link-token-<request>`). */
export async function bankLinkTokenWorkflow(input: { companyId: string; userId: string; completionRedirectUri?: string | null }): Promise<{ linkToken: string; expiration: string; hostedLinkUrl: string }> {
  return await activities.createBankLinkToken(input);
}

/** Exchanges Link's public token for the item, records it, and schedules its syncs (workflow id `bank-link-<itemId>`). */
export async function bankLinkWorkflow(input: BankItemRef & { userId: string; publicToken: string }): Promise<void> {
  await activities.linkBankItem(input);
  await activities.ensureBankSyncSchedule({ itemId: input.itemId, companyId: input.companyId });
}

/** One sync of a connection: every page since its cursor (started by its schedule, or on demand). */
export async function bankSyncWorkflow(ref: BankItemRef): Promise<BankSyncResult> {
  return await activities.syncBankItem(ref);
}
