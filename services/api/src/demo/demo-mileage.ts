// Demo mileage for Acme (run by books.ts): a rate coded to ground transportation, and a few of the
// demo spender's trips on Marketing, each a MILEAGE transaction with its reimbursement request.
// Fixed ids and command ids: running it again adds nothing.
import {
  decideMileageSubmission, generalLedgerDecider, mileageSettingsDecider, mileageSubmissionStreams, rolesWith, streams,
} from '@spend/domain';
import { deterministicUuid, handleCommand, handleCommands, loadState, type EventStore } from '@spend/eventstore';
import { DEMO_USERS } from './demo-data';

const id = (...parts: string[]): string => deterministicUuid('demo', ...parts);

/** [from, to, miles, purpose, days ago]. */
const TRIPS = [
  ['Acme HQ, Denver', 'Boulder Convention Center', 31.4, 'Customer Summit venue walkthrough', 9],
  ['Acme HQ, Denver', 'Denver International Airport', 24.8, 'Trade show booth pickup', 21],
  ['Acme HQ, Denver', 'Fort Collins (Client office)', 64, 'Quarterly business review', 35],
] as const;

export const seedDemoMileage = async (store: EventStore, now: Date): Promise<number> => {
  const companyId = id('company', 'acme');
  const context = (step: string) => ({ companyId, userId: null, correlationId: id('seed'), commandId: id('acme', 'mileage', step) });
  const glId = id('acme', 'gl', '6020');
  const gl = { id: glId, state: await loadState(store, streams.generalLedger(glId), generalLedgerDecider) };
  await handleCommand(store, streams.mileageSettings(companyId), mileageSettingsDecider, {
    type: 'SetMileageSettings', companyId, mileageValue: 70, mileagePolicyUrl: null, generalLedger: gl.state.exists ? gl : null, now: now.toISOString(),
  }, context('settings'));
  const admins = new Set(rolesWith('reimbursement.update'));
  const adminUserIds = DEMO_USERS.filter((u) => admins.has(u.role)).flatMap((u) => (u.company === 'acme' ? [id('user', u.email)] : u.alsoIn?.includes('acme') ? [id('user', u.email, 'acme')] : []));
  for (const [index, [from, to, miles, purpose, daysAgo]] of TRIPS.entries()) {
    const key = String(index);
    const [mileageSubmissionId, transactionId, reimbursementId] = ['trip', 'transaction', 'reimbursement'].map((part) => id('acme', 'mileage', part, key)) as [string, string, string];
    const at = new Date(now.getTime() - daysAgo * 86_400_000).toISOString();
    const command = {
      type: 'SubmitMileageTrip' as const, mileageSubmissionId, companyId, spenderId: id('user', 'spender@demo.spend.test'), date: at.slice(0, 10), from, to, miles, purpose,
      budgetId: id('budget', 'marketing'), budgetOwnerUserId: id('user', 'owner@demo.spend.test'), adminUserIds, transactionId, reimbursementId, now: at,
    };
    await handleCommands(store, mileageSubmissionStreams(command), (states) => decideMileageSubmission(command, states), context(`trip-${key}`));
  }
  return TRIPS.length;
};
