import type { Decider } from '../shared/decider';
import { badInput, conflict } from '../shared/errors';
import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import type { GeneralLedgerState } from '../coding/decider';
import { approvalLevelsDecider, approvalLevelsFor, type ApprovalLevelsState } from '../requests/approval-levels';
import { formatDay } from '../shared/dates';
import { streams } from '../shared/streams';
import { reimbursementDecider, type ReimbursementState } from '../reimbursements/decider';
import type { ReimbursementEvent } from '../reimbursements/events';
import { bookkeepingDecider, type BookkeepingState } from '../transactions/bookkeeping';
import type { BookkeepingEvent } from '../transactions/bookkeeping-events';
import type { MileageEvent } from './events';
import { MAX_MILEAGE_VALUE, MAX_TRIP_MILES, MILEAGE_MESSAGES as M, mileageAmountCents, milesInTenths, policyUrl, tripText, validateTripDate } from './rules';

export interface MileageSettings {
  /** Cents per mile; 0 until an admin sets it (trips are refused until then). */
  mileageValue: number;
  mileagePolicyUrl: string | null;
  mileageGeneralLedgerId: string | null;
}

export interface SetMileageSettings {
  type: 'SetMileageSettings';
  companyId: string;
  /** As sent: checked here to be a whole number of cents. */
  mileageValue: number;
  mileagePolicyUrl: string | null;
  /** The chosen GL code's own stream state (the write model), or null for none. */
  generalLedger: { id: string; state: GeneralLedgerState } | null;
  now: string;
}

const decideSettings = (command: SetMileageSettings, state: MileageSettings) => {
  const fields: FieldErrors = {};
  const { mileageValue } = command;
  if (!Number.isInteger(mileageValue) || mileageValue < 0 || mileageValue > MAX_MILEAGE_VALUE) fields.mileageValue = M.mileageValue;
  const mileagePolicyUrl = policyUrl(command.mileagePolicyUrl, fields);
  const gl = command.generalLedger;
  // Another company's GL code answers like an archived one: the caller learns nothing about it.
  if (gl && (!gl.state.exists || gl.state.companyId !== command.companyId || gl.state.archived)) fields.mileageGeneralLedger = M.generalLedger;
  refuseIfAny(fields);
  const next: MileageSettings = { mileageValue, mileagePolicyUrl, mileageGeneralLedgerId: gl?.id ?? null };
  if (next.mileageValue === state.mileageValue && next.mileagePolicyUrl === state.mileagePolicyUrl && next.mileageGeneralLedgerId === state.mileageGeneralLedgerId) return [];
  return [{ type: 'MileageSettingsSet' as const, data: { companyId: command.companyId, ...next, at: command.now } }];
};

/** A company's mileage settings; stream `mileage-settings-<companyId>`. */
export const mileageSettingsDecider: Decider<MileageSettings, SetMileageSettings, MileageEvent> = {
  initialState: () => ({ mileageValue: 0, mileagePolicyUrl: null, mileageGeneralLedgerId: null }),
  evolve: (state, event) => (event.type === 'MileageSettingsSet' ? { mileageValue: event.data.mileageValue, mileagePolicyUrl: event.data.mileagePolicyUrl, mileageGeneralLedgerId: event.data.mileageGeneralLedgerId } : state),
  decide: decideSettings,
};

export interface MileageTripState { exists: boolean }

/** A trip's own stream: whether it was submitted (a retry then records nothing). */
export const mileageTripFold = {
  initialState: (): MileageTripState => ({ exists: false }),
  evolve: (state: MileageTripState, event: MileageEvent): MileageTripState => (event.type === 'MileageTripSubmitted' ? { exists: true } : state),
};

export interface SubmitMileageTrip {
  type: 'SubmitMileageTrip';
  mileageSubmissionId: string;
  companyId: string;
  spenderId: string;
  date: string;
  from: string;
  to: string;
  miles: number;
  purpose: string;
  /** Already checked to be an active budget of the company the spender spends from or owns. */
  budgetId: string;
  budgetOwnerUserId: string | null;
  /** Who approves an ADMIN level: the company's active admins. */
  adminUserIds: readonly string[];
  transactionId: string;
  reimbursementId: string;
  now: string;
}

/** The streams a submission decides over: the rate and chain in force, and the three it writes. */
export interface MileageSubmissionStates {
  settings: MileageSettings;
  levels: ApprovalLevelsState;
  trip: MileageTripState;
  bookkeeping: BookkeepingState;
  reimbursement: ReimbursementState;
}

/**
 * The streams a submission is decided over, as the command handler takes them (name and fold each):
 * the API and the demo seed hand the same set to `handleCommands`.
 */
export const mileageSubmissionStreams = (c: Pick<SubmitMileageTrip, 'companyId' | 'mileageSubmissionId' | 'transactionId' | 'reimbursementId'>) => ({
  settings: { name: streams.mileageSettings(c.companyId), fold: mileageSettingsDecider },
  levels: { name: streams.approvalLevels(c.companyId), fold: approvalLevelsDecider },
  trip: { name: streams.mileage(c.mileageSubmissionId), fold: mileageTripFold },
  bookkeeping: { name: streams.bookkeeping(c.transactionId), fold: bookkeepingDecider },
  reimbursement: { name: streams.reimbursement(c.reimbursementId), fold: reimbursementDecider },
});

const dollars = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A mileage transaction's vendor. */
export const MILEAGE_VENDOR = 'Mileage';

/**
 * A trip becomes an out-of-pocket MILEAGE transaction, coded with the company's mileage GL code, and
 * a reimbursement request for it through the very commands the transaction and reimbursement forms
 * use, so its approval is the same. The amount is miles x the rate in force now, decided here.
 * The addresses stay on the trip alone (sealed with the spender's key): the transaction and the
 * request name the trip by distance and day, so forgetting the spender need not reach into them.
 */
export const decideMileageSubmission = (command: SubmitMileageTrip, states: MileageSubmissionStates): { trip?: MileageEvent[]; bookkeeping?: BookkeepingEvent[]; reimbursement?: ReimbursementEvent[] } => {
  if (states.trip.exists) return {};
  const fields: FieldErrors = {};
  const tenths = milesInTenths(command.miles);
  if (tenths === null) fields.miles = M.miles;
  else if (tenths > MAX_TRIP_MILES * 10) fields.miles = M.milesMax;
  validateTripDate(command.date, command.now, fields);
  const from = tripText('from', command.from, fields);
  const to = tripText('to', command.to, fields);
  const purpose = tripText('purpose', command.purpose, fields);
  refuseIfAny(fields);
  const { mileageValue: rateCents, mileageGeneralLedgerId: generalLedgerId } = states.settings;
  if (rateCents <= 0) throw conflict(M.notSetUp);
  const amountCents = mileageAmountCents(tenths!, rateCents);
  if (amountCents <= 0) throw badInput('miles', M.miles);
  const { companyId, spenderId, transactionId, reimbursementId, budgetId, now } = command;
  const bookkeeping = bookkeepingDecider.decide({
    type: 'RecordManualTransaction', transactionId, companyId, source: 'MILEAGE', paymentType: 'CASH', paymentMethodDetail: null, amount: dollars(amountCents),
    date: `${command.date}T12:00:00.000Z`, vendor: MILEAGE_VENDOR, description: purpose, budgetId, spenderId, createdByUserId: spenderId,
    coding: generalLedgerId ? { generalLedgerId } : {}, isInvoiceNumberEnabled: false, now,
  }, states.bookkeeping);
  const levels = approvalLevelsFor(amountCents, states.levels.levels, { budgetOwnerUserId: command.budgetOwnerUserId, adminUserIds: command.adminUserIds, requestorUserId: spenderId });
  const reimbursement = reimbursementDecider.decide({
    type: 'RequestReimbursement', reimbursementId, companyId, requestorUserId: spenderId, title: `Mileage: ${tenths! / 10} miles on ${formatDay(command.date)}`, note: purpose, amount: dollars(amountCents),
    transactionIds: [transactionId], expenseDate: command.date, merchant: 'Mileage', budgetId, generalLedgerId, receipts: [], levels, adminUserIds: command.adminUserIds, now,
  }, states.reimbursement);
  const trip: MileageEvent = {
    type: 'MileageTripSubmitted',
    data: {
      mileageSubmissionId: command.mileageSubmissionId, companyId, spenderId, date: command.date, from, to, miles: tenths! / 10, purpose, budgetId,
      rateCents, amountCents, generalLedgerId, transactionId, reimbursementId, at: now,
    },
  };
  return { trip: [trip], bookkeeping, reimbursement };
};
