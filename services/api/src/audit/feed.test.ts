import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDITED_EVENT_TYPES, historyChainStream, streams } from '@spend/domain';
import { sampleEvents, type SampleIds } from '@spend/domain/testing';
import { ApiHarness, type SeededCompany } from '../testing/harness';

const HISTORY = `query ($filter: EventHistoryFilter, $first: Int) {
  eventHistory(filter: $filter, first: $first) { items { id aggregate type userId actorId actorName description subjectName data changes { field before after } } }
}`;
const SUBJECTS = `query ($search: String!) { auditSubjects(search: $search) { id kind name } }`;
const REPORT = `query ($filter: EventHistoryFilter, $options: ReportOptionsInput) { eventHistoryReport(filter: $filter, options: $options) { url fileName } }`;

type Item = { id: string; aggregate: string; type: string; userId: string | null; actorId: string | null; actorName: string; description: string; subjectName: string | null; data: string; changes: unknown[] };
type Page = { eventHistory: { items: Item[] } };

let api: ApiHarness;
let acme: SeededCompany;
let globex: SeededCompany;
let ids: SampleIds;

/** Events the platform does by itself (a timer, a sync, the card network): no user in their metadata. */
const WITHOUT_USER = new Set(['BudgetIncreaseReminded', 'ReimbursementReminded', 'BankTransactionsSynced', 'TenantSnapshotCompleted', 'AuthorizationApproved', 'AuthorizationDeclined', 'AuthorizationCleared', 'AuthorizationReversed', 'AuthorizationRefunded']);

/** Each sample into the stream its aggregate uses, so folds and read models see a plausible history. */
const streamOf = (type: string): string => {
  const s = ids;
  const sample = sampleEvents(ids);
  const prefixes: [RegExp, string][] = [
    [/^Company/, streams.company(s.companyId)], [/^User/, streams.user(s.otherUserId)], [/^EmailClaimed$/, 'email-dana.lee@sample.test'],
    [/^BudgetIncrease/, streams.budgetIncrease(s.requestId)], [/^Budget/, streams.budget(s.budgetId)], [/^Notifications/, streams.inbox(s.userId)],
    [/^(Account|CardActivity|Payment|Statement|AchPayment)/, streams.account(s.companyId)],
    [/^Agreement/, streams.agreements(s.userId)], [/^Card/, streams.card(s.cardId)], [/^Authorization/, streams.ledger(s.budgetId)],
    [/^LedgerFundsSet$/, streams.ledger(s.budgetId)], [/^FundsAllocated$/, streams.ledger(s.companyId)],
    [/^TenantSnapshot/, streams.tenantSnapshot(s.snapshotId)], [/^Bank/, streams.bankItem(s.itemId)], [/^ApprovalLevels/, streams.approvalLevels(s.companyId)],
    [/^Approval(sDelegated|DelegationCancelled)$/, streams.approvalDelegations(s.companyId)],
    [/^Reimbursement/, streams.reimbursement(s.reimbursementId)],
    [/^GeneralLedger/, streams.generalLedger(sample.GeneralLedgerCreated.generalLedgerId)], [/^Project/, streams.project(sample.ProjectCreated.projectId)],
    [/^CustomField/, streams.customField(sample.CustomFieldCreated.customFieldId)], [/^CodingRule/, streams.codingRule(sample.CodingRuleCreated.ruleId)], [/^SavedView/, streams.savedView(sample.SavedViewCreated.viewId)],
    [/^Reimbursement/, streams.reimbursement(s.reimbursementId)], [/^BooksPolicy/, streams.booksPolicy(s.companyId)],
    [/^(ReceiptReceived|InboxReceiptAttached|ReceiptRead|ReceiptMatchSuggested|ReceiptDuplicateFlagged)$/, streams.receipt(s.snapshotId)],
    [/^(ManualTransaction|Transaction|Receipt)/, streams.bookkeeping(s.transactionId)],
    [/^Codat/, streams.accounting(s.companyId)], [/^IntegrationRun/, streams.integrationRun(sample.IntegrationRunStarted.runId)],
    [/^MileageSettings/, streams.mileageSettings(s.companyId)], [/^MileageTrip/, streams.mileage(sample.MileageTripSubmitted.mileageSubmissionId)],
    [/^ApiClientTokenUsed$/, streams.tokenUse(sample.ApiClientTokenUsed.tokenUseId)], [/^ApiClient/, streams.apiClient(sample.ApiClientCreated.clientId)],
    [/^WebhookDelivery/, streams.webhookDelivery(sample.WebhookDeliveryScheduled.deliveryId)], [/^Webhook/, streams.webhooks(s.companyId)],
    [/^Accounting(EntriesRecorded|Reconciled)$/, streams.accountingBooks(s.companyId)],
    [/^DataExported$/, streams.dataExport(sample.DataExported.exportId)],
    [/^History(Anchored|Rechained)$/, historyChainStream(s.companyId)],
    [/^ExpensePolicySet$/, streams.expensePolicy(s.companyId)], [/^Policy(OutcomeRecorded|ExplanationGiven)$/, streams.policyOutcome(s.transactionId)],
  ];
  return prefixes.find(([pattern]) => pattern.test(type))![1];
};

const history = (variables: Record<string, unknown>, token = acme.token) => api.gql<Page>(HISTORY, { first: 200, ...variables }, { token });

beforeAll(async () => {
  api = await ApiHarness.start('api_audit_feed');
  acme = await api.seedCompany('Acme');
  globex = await api.seedCompany('Globex');
  ids = {
    companyId: acme.companyId, userId: acme.adminUserId, otherUserId: randomUUID(), budgetId: randomUUID(), cardId: randomUUID(), itemId: randomUUID(),
    requestId: randomUUID(), reimbursementId: randomUUID(), snapshotId: randomUUID(), transactionId: randomUUID(), notificationId: randomUUID(),
  };
  // One event of every type the domain has, in the domain's own order, as the command handler would append them.
  for (const [type, data] of Object.entries(sampleEvents(ids))) {
    const metadata = { companyId: acme.companyId, userId: WITHOUT_USER.has(type) ? null : acme.adminUserId, correlationId: randomUUID(), causationId: null, schemaVersion: 1 };
    await api.store.append(streamOf(type), [{ id: randomUUID(), type, data, metadata }]);
  }
  // The history is a read model: wait until it has them all.
  await vi.waitFor(async () => {
    const types = new Set((await history({})).data!.eventHistory.items.map((i) => i.type));
    expect(AUDITED_EVENT_TYPES.filter((t) => !types.has(t))).toEqual([]);
  }, { timeout: 120_000, interval: 100 });
});
afterAll(async () => {
  await api.close();
});

describe("the auditor's feed", () => {
  it('renders every event type as a sentence naming who did it, without raw data, and never fails', async () => {
    const page = await history({});
    expect(page.errors).toBeUndefined();
    const items = page.data!.eventHistory.items;
    for (const type of AUDITED_EVENT_TYPES) {
      const item = items.find((i) => i.type === type);
      expect(item, type).toBeDefined();
      expect(item!.description, type).toMatch(/^[A-Z].{10,}\.$/);
      expect(item!.description, type).not.toMatch(/[{}[\]"]|undefined|null|NaN|object Object|recorded/);
      expect(item!.description, type).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(item!.actorName, type).not.toBe('');
    }
    const byType = (type: string) => items.find((i) => i.type === type)!;
    expect(byType('BudgetUpdated').description).toBe("Ada Acme raised Marketing's funding from $100,000.00 to $120,000.00.");
    expect(byType('BudgetUpdated').subjectName).toBe('Marketing');
    // A request's stream is no budget: its events have no folded changes, and name their budget.
    expect(byType('BudgetIncreaseRequested')).toMatchObject({ changes: [], subjectName: 'Marketing', description: 'Ada Acme asked for $20,000.00 more funding for Marketing: Trade show.' });
    // The card network's purchase is credited to its cardholder; a reminder to the platform.
    expect(byType('AuthorizationApproved')).toMatchObject({ userId: null, actorId: acme.adminUserId, actorName: 'Ada Acme' });
    expect(byType('BudgetIncreaseReminded')).toMatchObject({ actorId: null, actorName: 'System', description: 'System reminded Dana Lee of a budget increase request waiting at level 1.' });
    expect(byType('CardStatusChanged').description).toBe("Ada Acme changed card ending 1881 (Ada Acme)'s status from active to suspended.");
    expect(byType('BankTransactionsSynced').description).toBe('System synced the bank connection to First Platypus Bank: 1 added, 0 changed, 0 removed.');
  });

  it('finds budgets, cards and members by name, and follows one of them', async () => {
    const found = await api.gql<{ auditSubjects: { id: string; kind: string; name: string }[] }>(SUBJECTS, { search: 'mark' }, { token: acme.token });
    expect(found.data!.auditSubjects).toEqual([{ id: ids.budgetId, kind: 'BUDGET', name: 'Marketing' }]);
    const people = (await api.gql<{ auditSubjects: { id: string; kind: string; name: string }[] }>(SUBJECTS, { search: 'ada' }, { token: acme.token })).data!.auditSubjects;
    expect(people).toEqual(expect.arrayContaining([{ id: acme.adminUserId, kind: 'MEMBER', name: 'Ada Acme' }, { id: ids.cardId, kind: 'CARD', name: 'card ending 1881 (Ada Acme)' }]));
    // Another company's budget is not found.
    expect((await api.gql<{ auditSubjects: unknown[] }>(SUBJECTS, { search: 'mark' }, { token: globex.token })).data!.auditSubjects).toEqual([]);

    const budget = (await history({ filter: { subjectId: ids.budgetId } })).data!.eventHistory.items;
    const aggregates = new Set(budget.map((i) => i.aggregate));
    // Its own stream, its spend ledger, what its source reserves for it, its increase requests, the books of transactions, their expense-policy outcomes and the trips on it; nothing else.
    expect(aggregates).toEqual(new Set([
      streams.budget(ids.budgetId), streams.ledger(ids.budgetId), streams.ledger(ids.companyId), streams.budgetIncrease(ids.requestId), streams.card(ids.cardId), streams.bookkeeping(ids.transactionId), streams.policyOutcome(ids.transactionId),
      streams.mileage(sampleEvents(ids).MileageTripSubmitted.mileageSubmissionId),
    ]));
    const card = (await history({ filter: { subjectId: ids.cardId } })).data!.eventHistory.items;
    expect(new Set(card.map((i) => i.aggregate))).toEqual(new Set([streams.card(ids.cardId), streams.ledger(ids.budgetId)]));
    expect((await history({ filter: { subjectId: 'not-an-id' } })).errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('hides declined authorizations on request', async () => {
    const all = (await history({ filter: { subjectId: ids.cardId } })).data!.eventHistory.items.map((i) => i.type);
    expect(all).toContain('AuthorizationDeclined');
    const quiet = (await history({ filter: { subjectId: ids.cardId, hideDeclinedAuthorizations: true } })).data!.eventHistory.items.map((i) => i.type);
    expect(quiet).not.toContain('AuthorizationDeclined');
    expect(quiet).toContain('AuthorizationApproved');
    expect(quiet).toHaveLength(all.length - 1);
  });

  it('exports the filtered trail as CSV to callers who may read the history', async () => {
    const filter = { subjectId: ids.budgetId, hideDeclinedAuthorizations: true };
    const result = await api.gql<{ eventHistoryReport: { url: string; fileName: string } }>(REPORT, { filter, options: { timeZone: 'America/New_York' } }, { token: acme.token });
    expect(result.errors).toBeUndefined();
    const { url, fileName } = result.data!.eventHistoryReport;
    expect(fileName).toBe('activity.csv');
    const response = await fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${acme.token}` } });
    expect(response.status).toBe(200);
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    const shown = (await history({ filter })).data!.eventHistory.items;
    expect(rows.map((r) => r.Description)).toEqual(shown.map((i) => i.description));
    expect(rows.map((r) => r.Event)).not.toContain('AuthorizationDeclined');
    expect(rows[0]).toEqual({ Time: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/), 'Time (ISO 8601)': expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-0[45]:00$/), Who: shown[0]!.actorName, Event: shown[0]!.type, Subject: shown[0]!.subjectName, Description: shown[0]!.description });
    // Another company cannot fetch it; bad options change nothing.
    expect((await fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${globex.token}` } })).status).toBe(404);
    const bad = await api.gql(REPORT, { filter, options: { timeZone: 'Mars/Olympus' } }, { token: acme.token });
    expect(bad.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('records every export as who took what out, once per request, and shows it in the feed; a refused export records nothing', async () => {
    // Only this test's exports: the one the test before made may reach the feed only now.
    const since = new Date().toISOString();
    const exported = async () => (await history({ filter: { type: 'DataExported' } })).data!.eventHistory.items.filter((i) => i.userId === acme.adminUserId && (JSON.parse(i.data) as { at: string }).at >= since);
    const key = { 'idempotency-key': randomUUID() };
    const csv = `query { transactionsReport { url } }`;
    expect((await api.gql(csv, {}, { token: acme.token, headers: key })).errors).toBeUndefined();
    expect((await api.gql(csv, {}, { token: acme.token, headers: key })).errors).toBeUndefined(); // the same request again
    expect((await api.gql(`query { usersReport { url } }`, {}, { token: acme.token })).errors).toBeUndefined();
    expect((await api.gql(REPORT, { filter: { subjectId: ids.budgetId } }, { token: acme.token })).errors).toBeUndefined();
    await vi.waitFor(async () => expect((await exported()).length).toBe(3), { timeout: 120_000, interval: 200 });
    const sentences = (await exported()).map((i) => i.description);
    expect(sentences).toEqual(expect.arrayContaining(['Ada Acme exported the transactions CSV.', 'Ada Acme exported the members CSV.', 'Ada Acme exported the event history.']));
    // Neither the data nor the file is in the event: what, of which report, by whom.
    const data = JSON.parse((await exported())[0]!.data) as Record<string, unknown>;
    expect(Object.keys(data).sort()).toEqual(['at', 'companyId', 'exportId', 'exportKind', 'reference', 'userId']);
    const refused = await api.gql(`query { transactionsReport(options: { timeZone: "Mars/Olympus" }) { url } }`, {}, { token: acme.token });
    expect(refused.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect((await exported()).length).toBe(3);
  });
});
