import type { AGREEMENTS } from '../agreements/events';
import type { SpendControls } from '../cards/events';
import { formatMoney } from '../shared/money';
import { describeMismatch, matchedSummary } from '../accounting/books';
import { finishedRunStatus } from '../accounting/runs';
import { ROLE_LABELS } from '../shared/roles';
import { DISPUTE_REASONS } from '../transactions/bookkeeping-rules';
import type { AuditedEvent } from './events';
import { PAYMENT_DETAIL_LABELS } from '../account/rules';
import { EXPORT_LABELS } from '../access/events';

/** What a sentence needs besides the event: who did it, names the caller looked up, and the state before. */
export interface DescribeContext {
  /** Who caused it: a member's name, or "System". */
  actor: string;
  /** A budget's, card's, member's or bank connection's display name by id; null when unknown. */
  name: (id: string) => string | null;
  /** A field of the aggregate's state before this event (budgets, cards, members, the company); undefined when not known. */
  before: (field: string) => unknown;
}

type Data<T extends AuditedEvent['type']> = Extract<AuditedEvent, { type: T }>['data'];
type Describers = { [T in AuditedEvent['type']]: (data: Data<T>, c: DescribeContext) => string };

const or = (c: DescribeContext, id: string | null | undefined, fallback: string): string => (id ? (c.name(id) ?? fallback) : fallback);
const budget = (c: DescribeContext, id: string | null | undefined) => or(c, id, 'a budget');
const card = (c: DescribeContext, id: string) => or(c, id, 'a card');
const member = (c: DescribeContext, id: string | null | undefined) => or(c, id, 'a member');
const bank = (c: DescribeContext, id: string) => { const name = c.name(id); return name ? `the bank connection to ${name}` : 'a bank connection'; };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const day = (iso: string) => iso.slice(0, 10);
/** "a", "a and b", "a, b and c". */
const list = (words: readonly string[]) => (words.length < 2 ? (words[0] ?? 'nobody') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);
/** Free text (a reason, a note) ends the sentence without doubling its full stop. */
const quote = (text: string | null) => (text?.trim() ? `: ${text.trim().replace(/\.$/, '')}` : '');

const STATUS: Record<string, string> = { ACTIVE: 'active', LOST_STOLEN: 'lost or stolen', RETURNED_UNDELIVERABLE: 'returned undeliverable', SUSPENDED: 'suspended' };
const AGREEMENT: Record<(typeof AGREEMENTS)[number], string> = { CARD_MEMBER_AGREEMENT: 'the Card Member Agreement', PRIVACY_POLICY: 'the Privacy Policy', TERMS_OF_USE: 'the Terms of Use' };
const PERIOD: Record<string, string> = { DAILY: 'a day', WEEKLY: 'a week', MONTHLY: 'a month' };
const CODED_FIELDS = [
  ['generalLedgerId', 'GL code'], ['projectId', 'project'], ['customFieldValues', 'custom fields'], ['notes', 'notes'], ['invoiceNumber', 'invoice number'],
  ['vendor', 'vendor'], ['amountCents', 'amount'], ['date', 'date'],
] as const;
const FIELDS: Record<string, string> = {
  name: 'name', funding: 'funding', number: 'number', ownerUserId: 'owner', parentBudgetId: 'parent budget', softLimit: 'soft limit',
  overageValue: 'overage', firstName: 'first name', lastName: 'last name', title: 'title', embossName: 'emboss name', managerUserId: 'manager', department: 'department',
};

/** One changed field's value in words: money for funding, names for ids, "none" for nothing. */
const shown = (c: DescribeContext, field: string, value: unknown, overage: 'Amount' | 'Percentage' | 'None'): string => {
  if (field === 'parentBudgetId' && value === null) return 'the top level';
  if (value === null || value === undefined || value === '') return 'none';
  if (field === 'funding' || (field === 'overageValue' && overage === 'Amount')) return formatMoney(value as number);
  if (field === 'overageValue' && overage === 'Percentage') return `${String(value)}%`;
  if (field.endsWith('Id')) return or(c, value as string, 'an unknown one');
  return String(value);
};

/** "funding from $1.00 to $2.00, owner to Dana Lee": only the fields given, "from" where the state before is known. */
const changed = (c: DescribeContext, changes: Record<string, unknown>): string => {
  const overage = (changes.softLimit ?? c.before('softLimit') ?? 'None') as 'Amount' | 'Percentage' | 'None';
  const parts = Object.entries(changes).filter(([, after]) => after !== undefined).map(([field, after]) => {
    const before = c.before(field);
    const label = FIELDS[field] ?? field;
    return before === undefined || before === after ? `${label} to ${shown(c, field, after, overage)}` : `${label} from ${shown(c, field, before, overage)} to ${shown(c, field, after, overage)}`;
  });
  return parts.length ? list(parts) : 'nothing';
};

const controls = (ctl: SpendControls): string => {
  const parts = [
    ctl.dateRange && `usable from ${day(ctl.dateRange.startDate)} to ${day(ctl.dateRange.endDate)}`,
    ctl.frequency && `at most ${plural(ctl.frequency.count, 'purchase')} ${PERIOD[ctl.frequency.period]}`,
    ctl.mcc && `${ctl.mcc.mode === 'PERMITTED' ? 'only' : 'not'} at merchant categories ${ctl.mcc.codes.join(', ')}`,
  ].filter(Boolean);
  return parts.length ? list(parts as string[]) : 'no spend controls';
};

const budgetUpdated = (d: Data<'BudgetUpdated'>, c: DescribeContext): string => {
  const fields = Object.keys(d.changes).filter((f) => d.changes[f as keyof typeof d.changes] !== undefined);
  const before = c.before('funding');
  if (fields.length === 1 && d.changes.funding !== undefined && typeof before === 'number' && before !== d.changes.funding) {
    return `${c.actor} ${d.changes.funding > before ? 'raised' : 'lowered'} ${budget(c, d.budgetId)}'s funding from ${formatMoney(before)} to ${formatMoney(d.changes.funding)}`;
  }
  return `${c.actor} changed ${budget(c, d.budgetId)}: ${changed(c, d.changes)}`;
};

const cardStatusChanged = (d: Data<'CardStatusChanged'>, c: DescribeContext): string => {
  const before = c.before('status');
  const from = typeof before === 'string' && before !== d.status ? ` from ${STATUS[before] ?? before}` : '';
  return `${c.actor} changed ${card(c, d.cardId)}'s status${from} to ${STATUS[d.status]}`;
};

const review = (what: string) => (d: Data<'BudgetIncreaseReviewed'> | Data<'ReimbursementReviewed'>, c: DescribeContext): string =>
  `${c.actor} ${d.outcome === 'APPROVED' ? 'approved' : d.outcome === 'REJECTED' ? 'rejected' : 'declined'} ${member(c, d.requestorUserId)}'s ${what} at level ${d.level + 1}`
  + `${d.onBehalfOfUserId ? ` on behalf of ${member(c, d.onBehalfOfUserId)}` : ''}`
  + `${d.status === 'PENDING' ? `, which now waits for ${list(d.nextApproverUserIds.map((id) => member(c, id)))}` : `, which is now ${d.status.toLowerCase()}`}${quote(d.note)}`;

const reminded = (what: string) => (d: Data<'BudgetIncreaseReminded'> | Data<'ReimbursementReminded'>, c: DescribeContext): string =>
  `${c.actor} reminded ${list(d.approverUserIds.map((id) => member(c, id)))} of a ${what} waiting at level ${d.level + 1}`;

/** A GL code, project or custom field by the name the event gives, else the name looked up. */
const named = (c: DescribeContext, id: string, kind: string) => { const name = c.name(id); return name ? `the ${kind} ${name}` : `a ${kind}`; };
/** Who coded: a rule, the history, a person undoing either, or a person. */
const codedBy = (d: Data<'TransactionCoded'>, c: DescribeContext): string => {
  const source = (d.automatic ?? d.undone)?.source;
  const what = source?.kind === 'rule' ? `the coding rule ${source.ruleName}` : 'the suggestion from history';
  if (d.automatic) return `${what[0]!.toUpperCase()}${what.slice(1)} coded`;
  if (d.undone) return `${c.actor} undid ${what} on`;
  return `${c.actor} changed`;
};
const glCode = (d: { name: string; code: string | null }) => `${d.name}${d.code ? ` (${d.code})` : ''}`;

const DESCRIBERS: Describers = {
  CompanyCreated: (d, c) => `${c.actor} created the company ${d.dbaName} with total funding of ${formatMoney(d.totalFunding)}${d.isReseller ? ' as a reseller' : ''}`,
  CompanyBudgetNumbersSet: (d, c) => `${c.actor} turned budget numbers ${d.budgetNumbers ? 'on' : 'off'}`,
  CompanySettingsUpdated: (d, c) =>
    `${c.actor} changed the company settings${d.flags.isDualControlRequired === undefined ? '' : `, turning dual control ${d.flags.isDualControlRequired ? 'on' : 'off'}`}`,
  CompanyFundingSet: (d, c) => {
    const before = c.before('totalFunding');
    return `${c.actor} set the company's total funding${typeof before === 'number' ? ` from ${formatMoney(before)}` : ''} to ${formatMoney(d.totalFunding)}`;
  },

  UserCreated: (d, c) => `${c.actor} added ${d.firstName} ${d.lastName} (${d.email})${d.roles.length ? ` as ${list(d.roles.map((r) => ROLE_LABELS[r]))}` : ''}`,
  UserUpdated: (d, c) => `${c.actor} changed ${member(c, d.userId)}: ${changed(c, d.changes)}`,
  UserRoleGranted: (d, c) => `${c.actor} gave ${member(c, d.userId)} the ${ROLE_LABELS[d.role]} role`,
  UserRoleRevoked: (d, c) => `${c.actor} took the ${ROLE_LABELS[d.role]} role from ${member(c, d.userId)}`,
  UserArchived: (d, c) => `${c.actor} archived ${member(c, d.userId)}`,
  UserUnarchived: (d, c) => `${c.actor} restored ${member(c, d.userId)}`,
  UserAvatarChanged: (d, c) => `${c.actor} ${d.avatar ? 'changed' : 'removed'} the avatar of ${member(c, d.userId)}`,
  // The personal data itself stays out of the history's text: it names the fields, not their values.
  UserProfileUpdated: (d, c) => `${c.actor} updated the profile of ${member(c, d.userId)}: ${list([...Object.keys(d.personal), ...(d.title !== undefined ? ['title'] : [])])}`,
  UserSessionsEnded: (d, c) => `${c.actor} changed the password of ${member(c, d.userId)}, signing out their other sessions`,
  UserForgotten: (d, c) => `${c.actor} forgot ${member(c, d.userId)}: their personal data is gone`,
  EmailClaimed: (d, c) => (d.email ? `${c.actor} claimed the email ${d.email} for a new member` : `${c.actor} claimed the email of a member since forgotten`),

  BudgetCreated: (d, c) => `${c.actor} created the budget ${d.name} with funding of ${formatMoney(d.funding)}`
    + `${d.parentBudgetId ? ` under ${budget(c, d.parentBudgetId)}` : ''}${d.ownerUserId ? `, owned by ${member(c, d.ownerUserId)}` : ''}`,
  BudgetUpdated: budgetUpdated,
  BudgetArchived: (d, c) => `${c.actor} archived ${budget(c, d.budgetId)}`,
  BudgetRestored: (d, c) => `${c.actor} restored ${budget(c, d.budgetId)}`,
  BudgetSpendersConnected: (d, c) => `${c.actor} added ${list(d.userIds.map((id) => member(c, id)))} as spenders of ${budget(c, d.budgetId)}`,
  BudgetSpendersDisconnected: (d, c) => `${c.actor} removed ${list(d.userIds.map((id) => member(c, id)))} from the spenders of ${budget(c, d.budgetId)}`,

  NotificationsRead: (d, c) => `${c.actor} marked ${plural(d.notificationIds.length, 'notification')} read`,
  AgreementAccepted: (d, c) => `${c.actor} accepted ${AGREEMENT[d.agreement]}`,

  CardCreated: (d, c) => `${c.actor} issued a ${d.isRechargeable ? 'rechargeable ' : ''}${d.format.toLowerCase()} card ending ${d.last4} to ${member(c, d.spenderUserId)}`
    + `${d.budgetId ? ` on ${budget(c, d.budgetId)}` : ''} with a limit of ${formatMoney(d.limitCents)}`,
  CardActivated: (d, c) => `${c.actor} activated ${card(c, d.cardId)}`,
  CardStatusChanged: cardStatusChanged,
  CardDeleted: (d, c) => `${c.actor} deleted ${card(c, d.cardId)}`,
  CardReissued: (d, c) => `${c.actor} reissued ${card(c, d.cardId)} with a new number ending ${d.last4}`,
  CardLimitChanged: (d, c) => {
    const before = c.before('limitCents');
    return `${c.actor} changed ${card(c, d.cardId)}'s limit${typeof before === 'number' && before !== d.limitCents ? ` from ${formatMoney(before)}` : ''} to ${formatMoney(d.limitCents)}`;
  },
  CardFundsAdded: (d, c) => `${c.actor} ${d.amountCents >= 0 ? 'loaded' : 'unloaded'} ${formatMoney(Math.abs(d.amountCents))} ${d.amountCents >= 0 ? 'onto' : 'from'} ${card(c, d.cardId)}, now ${formatMoney(d.limitCents)}`,
  CardControlsSet: (d, c) => `${c.actor} set ${card(c, d.cardId)}'s spend controls: ${controls(d.controls)}`,
  CardSecretsRevealed: (d, c) => `${c.actor} revealed the number of ${card(c, d.cardId)}`,
  DataExported: (d, c) => `${c.actor} exported ${EXPORT_LABELS[d.exportKind]}`,
  ApiClientTokenUsed: (d) => `The API client ${d.clientName} first used a token${d.issuedAt ? ` issued at ${d.issuedAt}` : ''}, for ${d.operation}`,
  HistoryAnchored: (d) =>
    `The history up to event ${d.anchor.position} was anchored (${plural(d.anchor.streams, 'stream')}, digest ${d.anchor.digest}), kept unchangeable in the anchor store until ${day(d.retainUntil)}`,
  HistoryRechained: (d) =>
    `The history was re-chained by ${d.reason} (${plural(d.rewritten, 'event')} rewritten): its digest at event ${d.oldAnchor.position} was ${d.oldAnchor.digest}, it is now ${d.newAnchor.digest} at event ${d.newAnchor.position}`,
  CardReceiptLockChanged: (d, c) => d.locked
    ? `The receipt policy locked ${card(c, d.cardId)} (${d.overdueTransactionIds.length} receipts overdue)`
    : `The receipt policy unlocked ${card(c, d.cardId)} (no receipts overdue)`,

  AuthorizationApproved: (d, c) => `${c.actor}'s purchase of ${formatMoney(d.amountCents)} at ${d.merchantName} on ${card(c, d.cardId)} was approved`,
  AuthorizationDeclined: (d, c) => `${c.actor}'s purchase of ${formatMoney(d.amountCents)} at ${d.merchantName} on ${card(c, d.cardId)} was declined${quote(d.message)}`,
  AuthorizationCleared: (d, c) => `A purchase on ${card(c, d.cardId)} authorized for ${formatMoney(d.authorizedCents)} posted for ${formatMoney(d.amountCents)}`
    + (d.overClearedCents ? `, ${formatMoney(d.overClearedCents)} above its authorization and tolerance: forced through by the card network` : ''),
  LedgerFundsSet: (d, c) => `${c.actor} sized ${budget(c, d.ledgerId)}'s funds at ${formatMoney(d.funding)}${d.ceiling > d.funding ? `, up to ${formatMoney(d.ceiling)} with its overage` : ''}`,
  FundsAllocated: (d, c) => `${d.ledgerId === d.companyId ? "The company's funds" : budget(c, d.ledgerId)} ${d.cents > 0 ? `reserved ${formatMoney(d.cents)} for` : 'released what it reserved for'} ${budget(c, d.budgetId)}`,
  AuthorizationReversed: (d, c) => `The merchant released a hold of ${formatMoney(d.amountCents)} on ${card(c, d.cardId)}`,
  AuthorizationRefunded: (d, c) => `The merchant refunded ${formatMoney(d.amountCents)} to ${card(c, d.cardId)}`,

  TenantSnapshotRequested: (d, c) => `${c.actor} requested the tenant snapshot ${d.name} of ${day(d.startsAt)} to ${day(d.endsAt)}`,
  TenantSnapshotCompleted: (d) => `The tenant snapshot ${d.name} was written: ${plural(d.eventCount, 'event')} in ${d.fileName}`,

  BankItemLinked: (d, c) => `${c.actor} linked the bank ${d.institutionName} with ${plural(d.accounts.length, 'account')}`,
  BankItemArchived: (d, c) => `${c.actor} archived ${bank(c, d.itemId)}`,
  BankItemRestored: (d, c) => `${c.actor} restored ${bank(c, d.itemId)}`,
  BankTransactionsSynced: (d, c) => `${c.actor} synced ${bank(c, d.itemId)}: ${d.added.length} added, ${d.modified.length} changed, ${d.removed.length} removed`,

  BudgetIncreaseRequested: (d, c) => `${c.actor} asked for ${formatMoney(d.amount)} more funding for ${budget(c, d.budgetId)}${quote(d.reason)}`,
  BudgetIncreaseReviewed: review('budget increase request'),
  BudgetIncreaseReminded: reminded('budget increase request'),
  BudgetIncreaseCompleted: (d, c) => `${c.actor} completed ${member(c, d.requestorUserId)}'s request: ${budget(c, d.budgetId)}'s funding was raised by ${formatMoney(d.amount)}`,
  BudgetIncreaseFailed: (d, c) => `${member(c, d.requestorUserId)}'s approved increase of ${formatMoney(d.amount)} for ${budget(c, d.budgetId)} was declined${quote(d.reason)}`,
  ApprovalsDelegated: (d, c) => `${c.actor} delegated ${member(c, d.userId)}'s approvals to ${member(c, d.delegateUserId)} from ${d.startsOn} to ${d.endsOn}`,
  ApprovalDelegationCancelled: (d, c) => `${c.actor} cancelled ${member(c, d.userId)}'s delegation of approvals to ${member(c, d.delegateUserId)}`,
  ApprovalLevelsSet: (d, c) => `${c.actor} set the approval levels: ${list(d.levels.map((l) => `${l.approver === 'ADMIN' ? 'an admin' : 'the budget owner'} above ${formatMoney(l.aboveCents)}`))}`,

  ReimbursementRequested: (d, c) => `${c.actor} asked to be reimbursed ${formatMoney(d.amount)} for ${d.title}${quote(d.note)}`,
  ReimbursementReviewed: review('reimbursement request'),
  ReimbursementReminded: reminded('reimbursement request'),
  ReimbursementPaid: (d, c) => `${c.actor} paid ${member(c, d.requestorUserId)} a reimbursement of ${formatMoney(d.amount)}`,

  GeneralLedgerCreated: (d, c) => `${c.actor} created the GL code ${glCode(d)}`,
  GeneralLedgerUpdated: (d, c) => `${c.actor} updated the GL code ${glCode(d)}`,
  GeneralLedgerArchived: (d, c) => `${c.actor} archived ${named(c, d.generalLedgerId, 'GL code')}`,
  GeneralLedgerAvailabilitySet: (d, c) => `${c.actor} ${d.isEnabled ? 'enabled' : 'disabled'} ${named(c, d.generalLedgerId, 'GL code')}`,
  ProjectCreated: (d, c) => `${c.actor} created the project ${d.name}`,
  ProjectArchived: (d, c) => `${c.actor} archived ${named(c, d.projectId, 'project')}`,
  CustomFieldCreated: (d, c) => `${c.actor} created the custom field ${d.name} with ${plural(d.options.length, 'option')}`,
  CustomFieldUpdated: (d, c) => `${c.actor} updated the custom field ${d.name}: ${plural(d.options.filter((o) => !o.archived).length, 'option')} in use`,
  CustomFieldDeleted: (d, c) => `${c.actor} deleted ${named(c, d.customFieldId, 'custom field')}`,
  CodingRuleCreated: (d, c) => `${c.actor} created the coding rule ${d.name} (order ${d.position})`,
  CodingRuleUpdated: (d, c) => `${c.actor} updated the coding rule ${d.name} (order ${d.position})`,
  CodingRuleDeleted: (d, c) => `${c.actor} deleted ${named(c, d.ruleId, 'coding rule')}`,
  ManualTransactionRecorded: (d, c) => `${c.actor} entered a ${d.source === 'REIMBURSEMENT' ? 'reimbursable' : d.source === 'MILEAGE' ? 'mileage' : 'manual'} ${d.paymentType.toLowerCase()} transaction of ${formatMoney(d.amountCents)} at ${d.vendor} on ${day(d.date)}`
    + `${d.spenderId !== d.createdByUserId ? ` for ${member(c, d.spenderId)}` : ''}`,
  TransactionCoded: (d, c) => `${codedBy(d, c)} a transaction's ${list(CODED_FIELDS.filter(([field]) => d[field] !== undefined).map(([, label]) => label))}`
    + (d.amountCents !== undefined ? ` (amount now ${formatMoney(d.amountCents)})` : ''),
  TransactionSplit: (d, c) => (d.lines.length ? `${c.actor} split a transaction into ${d.lines.length} lines of ${list(d.lines.map((l) => formatMoney(l.amountCents)))}` : `${c.actor} removed a transaction's split`),
  TransactionLocked: (_, c) => `${c.actor} locked a transaction`,
  TransactionUnlocked: (_, c) => `${c.actor} unlocked a transaction`,
  TransactionSoftDeleted: (_, c) => `${c.actor} deleted a transaction (it can still be found in the history)`,
  TransactionDeleted: (_, c) => `${c.actor} deleted a transaction for good`,
  TransactionDisputed: (d, c) => `${c.actor} disputed a transaction: ${DISPUTE_REASONS.find((r) => r.id === d.reasonId)?.name ?? 'Other'}${quote(d.notes)}`,
  TransactionDisputeClosed: (_, c) => `${c.actor} closed a transaction's dispute`,
  ReceiptReceived: (d, c) => `${c.actor} ${d.source === 'UPLOAD' ? 'uploaded the receipt' : 'sent the receipt'} ${d.fileName} ${d.source === 'UPLOAD' ? 'to their receipts inbox' : 'by mail'}`,
  InboxReceiptAttached: (d, c) => (d.match
    ? `The receipt matcher attached a receipt to a transaction: its total ${formatMoney(d.match.receiptTotalCents)} against ${formatMoney(d.match.transactionAmountCents)}${d.match.amount === 'TIP' ? ' (a tip)' : ''}`
      + `${d.match.dayDifference === null ? '' : `, ${plural(d.match.dayDifference, 'day')} apart`}, merchant ${Math.round(d.match.merchantSimilarity * 100)}% alike${d.match.cardLast4 === 'MATCH' ? ', the same card' : ''}`
    : `${c.actor} attached a receipt from the inbox to a transaction`),
  ReceiptRead: (d) => (d.failure
    ? `Nothing was read from a receipt: ${d.failure}`
    : `A receipt was read (${d.method === 'OCR' ? 'by OCR' : 'from its text'}): ${[d.merchant, d.date, d.totalCents === null ? null : formatMoney(d.totalCents), d.cardLast4 && `card ending in ${d.cardLast4}`].filter(Boolean).join(', ') || 'nothing recognisable'}`),
  ReceiptMatchSuggested: (d) => `The receipt matcher offered ${plural(d.candidates.length, 'transaction')} for a receipt to its member${d.sameTransactions ? ' (two alike charges: same merchant, amount and day)' : ''}`,
  ReceiptDuplicateFlagged: () => 'The receipt matcher flagged a receipt as a copy of one already received',
  ReceiptAttached: (d, c) => `${c.actor} attached the receipt ${d.fileName} to a transaction`,
  ReceiptRemoved: (_, c) => `${c.actor} removed a receipt from a transaction`,
  ReceiptRequested: (d, c) => `${c.actor} asked ${member(c, d.spenderId)} for the receipt of ${d.merchant}, ${formatMoney(d.amountCents)}`,
  SavedViewCreated: (d, c) => `${c.actor} saved the transactions view ${d.name}${d.shared ? ', shared with the company' : ''}`,
  SavedViewUpdated: (d, c) => `${c.actor} updated the transactions view ${d.name}${d.shared ? ', shared with the company' : ', not shared'}`,
  SavedViewDeleted: (_, c) => `${c.actor} deleted a transactions view`,
  BooksPolicySet: (d, c) => `${c.actor} set the books policy: receipts ${d.receiptRequiredAboveCents === null ? 'never required' : `required above ${formatMoney(d.receiptRequiredAboveCents)}`}`
    + `${d.subscriptionReceiptsExempt ? ' (not for subscription cards)' : ''}, projects ${d.isProjectsEnabled ? 'on' : 'off'}, invoice numbers ${d.isInvoiceNumberEnabled ? 'on' : 'off'}`
    + `${d.receiptLockDays ? `, cards locked after ${plural(d.receiptLockDays, 'day')} without receipts` : ''}`,
  ExpensePolicySet: (d, c) => `${c.actor} set the expense policy: ${[
    ...d.categoryLimits.map((l) => `${l.category.toLowerCase().replace('_', ' ')} capped at ${[l.perTransactionCents && `${formatMoney(l.perTransactionCents)} a purchase`, l.perDayCents && `${formatMoney(l.perDayCents)} a day`].filter(Boolean).join(' and ')}`),
    d.mealLimitPerAttendeeCents && `meals at ${formatMoney(d.mealLimitPerAttendeeCents)} per attendee`,
    d.blockedCategories.length > 0 && `${d.blockedCategories.length === 1 ? '1 category' : `${d.blockedCategories.length} categories`} blocked`,
    d.flagWeekends && 'weekend spend reviewed', d.workingHours && `working hours ${d.workingHours.start}:00–${d.workingHours.end}:00 (${d.timeZone})`,
    d.splitWindowMinutes && `split purchases within ${plural(d.splitWindowMinutes, 'minute')}`, d.flagMissingReceipts && 'missing receipts reviewed',
  ].filter(Boolean).join(', ') || 'no rules'}`,
  PolicyOutcomeRecorded: (d) => `The expense policy judged a purchase of ${formatMoney(d.amountCents)} at ${d.merchant} ${d.outcome === 'IN_POLICY' ? 'in policy' : d.outcome === 'NEEDS_REVIEW' ? 'to need review' : 'out of policy'}${d.findings.length ? `: ${d.findings.map((f) => f.message).join('; ')}` : ''}`,
  PolicyExplanationGiven: (d, c) => `${c.actor} explained a purchase the expense policy flagged (${d.findings.map((f) => f.message).join('; ')})${quote(d.text)}`,
  MileageSettingsSet: (d, c) => `${c.actor} set the mileage rate to ${formatMoney(d.mileageValue)} per mile${d.mileagePolicyUrl ? ' with a policy link' : ''}${d.mileageGeneralLedgerId ? `, coded to ${or(c, d.mileageGeneralLedgerId, 'a GL code')}` : ''}`,
  AccountTermsSet: (d, c) => `${c.actor} set the card account ${d.name}: a credit line of ${formatMoney(d.creditLimitCents)}, ${d.cycle.toLowerCase().replace('_', '-')} statements due in ${plural(d.paymentDueDays, 'day')}, a rebate of ${d.rebateBasisPoints} basis points`
    + `${d.lateFeeCents ? ` and a late fee of ${formatMoney(d.lateFeeCents)}` : ''}${d.interestBasisPoints ? `, interest at ${d.interestBasisPoints} basis points a year` : ''}`,
  CardActivityPosted: (d, c) => `${c.actor} moved the company's credit line by ${plural(d.entries.length, 'card purchase step')} (holds, postings, refunds)`,
  PaymentReceived: (d, c) => `${c.actor} paid ${formatMoney(d.amountCents)} toward the card account by ${d.paymentType}${d.detail ? ` (${PAYMENT_DETAIL_LABELS[d.paymentType]} ${d.detail})` : ''}`,
  StatementClosed: (d, c) => `${c.actor} closed the statement of ${day(d.periodStart)} to ${day(new Date(Date.parse(d.periodEnd) - 1).toISOString())}: ending balance ${formatMoney(d.endingBalance)}${d.interest ? ` (interest ${formatMoney(d.interest)})` : ''}, ${formatMoney(d.amountDue)} due on ${day(d.dueDate)}`,
  AchPaymentInitiated: (d, c) => `${c.actor} sent an ACH payment of ${formatMoney(d.amountCents)} from ${d.bankAccountLabel}: pending until the bank settles it`,
  AchPaymentReturned: (d) => `The bank returned an ACH payment of ${formatMoney(d.amountCents)} (${d.returnCode}: ${d.returnReason})${d.suspends ? ': the card account is suspended again' : ''}`,
  PaymentMissed: (d, c) => `${c.actor} suspended the card account: ${formatMoney(d.amountDueCents)} was due on ${day(d.dueDate)}${d.lateFeeCents ? `, late fee ${formatMoney(d.lateFeeCents)}` : ''}`,
  AccountReinstated: (_, c) => `${c.actor} reinstated the card account: the amount due was paid`,
  CodatCompanyCreated: (d, c) => `${c.actor} created the company ${d.name} on the accounting platform`,
  CodatConfigurationSet: (_, c) => `${c.actor} chose where synced expenses land on the accounting platform (bank account and supplier)`,
  CodatConnectionCreated: (d, c) => `${c.actor} connected ${d.platformName} for accounting sync`,
  CodatConnectionArchiveStatusSet: (d, c) => `${c.actor} ${d.archived ? 'archived' : 'restored'} an accounting connection`,
  CodatAccountsProposed: (d, c) => `${c.actor} proposed a platform account for ${d.proposals.length} GL code${d.proposals.length === 1 ? '' : 's'}, to confirm before the first sync`,
  CodatAccountMapped: (d, c) => `${c.actor} ${d.accountId ? 'mapped' : 'unmapped'} ${named(c, d.generalLedgerId, 'GL code')} ${d.accountId ? 'to an account of' : 'on'} the accounting platform`,
  CodatDataImported: (d, c) => `${c.actor} imported ${plural(d.accounts.length, 'account')} as GL codes and ${plural(d.trackingCategories.length, 'project')} from the accounting platform`,
  TransactionSynced: (_, c) => `${c.actor} synced a transaction to the accounting platform (it is locked now)`,
  TransactionAdjusted: (d, c) => `${c.actor} posted ${d.reason === 'AMOUNT' ? `an amount adjustment of ${formatMoney(d.amountDeltaCents)}` : 'a coding adjustment'} on a synced transaction`,
  AccountingEntriesRecorded: (d, c) => `${c.actor} counted ${d.entries.length} ${d.entries.length === 1 ? 'entry' : 'entries'} as synced to the accounting platform`,
  // Checks recorded before an empty comparison was skipped matched on nothing: they say so.
  AccountingReconciled: (d, c) => d.periods.length === 0 ? `${c.actor} found nothing synced to compare with the accounting platform`
    : `${c.actor} compared the synced totals with the accounting platform's: ${d.matched ? `they match (${matchedSummary(d.periods)})` : `they do not match (${describeMismatch(d.periods)})`}`,
  TransactionAdjustmentSynced: (_, c) => `${c.actor} synced an adjustment to the accounting platform`,
  IntegrationRunStarted: (_, c) => `${c.actor} started an accounting sync run`,
  IntegrationRunLoaded: (d, c) => `${c.actor} loaded ${plural(d.transactionIds.length, 'transaction')} into an accounting sync run`,
  IntegrationRunCompleted: (d, c) => `${c.actor} ended an accounting sync run ${finishedRunStatus(d)}: ${plural(d.syncedTransactionIds.length, 'transaction')} synced, ${d.failed.length} not`,
  IntegrationRunFailed: (d, c) => `${c.actor} saw an accounting sync run fail: ${d.message}`,
  ApiClientCreated: (d, c) => `${c.actor} created the API client ${d.name} (${d.access === 'READ_WRITE' ? 'read-write' : 'read-only'})`,
  ApiClientRevoked: (_, c) => `${c.actor} revoked an API client`,
  WebhookEndpointRegistered: (d, c) => `${c.actor} registered the webhook endpoint ${d.url} for ${list(d.eventTypes)}`,
  WebhookEndpointChanged: (d, c) => `${c.actor} changed a webhook endpoint to ${d.url} for ${list(d.eventTypes)}`,
  WebhookEndpointEnabledSet: (d, c) => `${c.actor} ${d.enabled ? 'enabled' : 'disabled'} a webhook endpoint`,
  WebhookSecretRotated: (_, c) => `${c.actor} rotated a webhook endpoint's signing secret`,
  WebhookEndpointDeleted: (_, c) => `${c.actor} deleted a webhook endpoint`,
  WebhookDeliveryScheduled: (d, c) => `${c.actor} scheduled a ${d.eventType} webhook`,
  WebhookDeliveryAttempted: (d, c) => `${c.actor} sent a webhook (attempt ${d.attempt}): ${d.outcome.toLowerCase()}${d.statusCode ? `, HTTP ${d.statusCode}` : ''}`,
  WebhookDeliveryResent: (_, c) => `${c.actor} resent a failed webhook`,
  MileageTripSubmitted: (d, c) => `${c.actor} submitted a trip of ${d.miles} miles from ${d.from} to ${d.to} on ${d.date} for ${formatMoney(d.amountCents)}`,
};

/** Any domain event as a sentence naming who did it and what changed, e.g. "Dana Lee raised Marketing's funding from $100.00 to $120.00." */
export const describeEvent = (event: { type: string; data: unknown }, c: DescribeContext): string => {
  const describe = DESCRIBERS[event.type as AuditedEvent['type']] as ((data: unknown, c: DescribeContext) => string) | undefined;
  return describe ? `${describe(event.data, c)}.` : `${c.actor} recorded ${event.type}.`;
};
