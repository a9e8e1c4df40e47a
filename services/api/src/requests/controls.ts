import { deterministicUuid } from '@spend/eventstore';
import { sql } from 'kysely';
import type { QueryResolvers } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { apiError } from '../shared/errors';
import { describeRows, lookUpNames, type HistoryEventModel } from '../audit/describe-rows';
import { MAX_REPORT_EVENTS } from '../audit/history-report';
import { recordExport } from '../audit/exports';
import { storeReport } from '../members/reports';
import { controlsReportCsv } from './controls-csv';
import { tenant } from './load';

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const REVIEWED = ['BudgetIncreaseReviewed', 'ReimbursementReviewed'];

/** The admin changes an auditor checks (issue #26): who changed roles, card limits, bank accounts and integrations. */
const ADMIN_CHANGES = {
  UserRoleGranted: 'ROLE', UserRoleRevoked: 'ROLE',
  // A rechargeable card's limit is what is loaded onto it: loading or unloading it changes the limit.
  CardLimitChanged: 'CARD_LIMIT', CardFundsAdded: 'CARD_LIMIT',
  BankItemLinked: 'BANK_ACCOUNT', BankItemArchived: 'BANK_ACCOUNT', BankItemRestored: 'BANK_ACCOUNT',
  CodatCompanyCreated: 'INTEGRATION', CodatConfigurationSet: 'INTEGRATION', CodatConnectionCreated: 'INTEGRATION', CodatConnectionArchiveStatusSet: 'INTEGRATION',
  ApiClientCreated: 'INTEGRATION', ApiClientRevoked: 'INTEGRATION',
  WebhookEndpointRegistered: 'INTEGRATION', WebhookEndpointChanged: 'INTEGRATION', WebhookEndpointEnabledSet: 'INTEGRATION', WebhookSecretRotated: 'INTEGRATION', WebhookEndpointDeleted: 'INTEGRATION',
  // Only the settings changes that turn dual control on or off (see readPeriod).
  CompanySettingsUpdated: 'CONTROL',
} as const;
export type ControlsChangeArea = (typeof ADMIN_CHANGES)[keyof typeof ADMIN_CHANGES];

/** What the report reads of a review event: as recorded (events before delegation name no one acted for). */
interface ReviewData {
  requestId?: string;
  reimbursementId?: string;
  requestorUserId: string;
  reviewerUserId: string;
  onBehalfOfUserId?: string;
  level: number;
}

/**
 * The period's approvals (the review events as recorded, so a self-approval recorded before the rule,
 * or slipped past it, shows) with their requests' amounts, and its admin changes; both from the audit
 * history, oldest first, with the names of everyone they mention.
 */
const readPeriod = (ctx: ApiContext, from: Date, to: Date) =>
  tenant(ctx, async (trx) => {
    const reviews = await trx.selectFrom('event_history as h')
      .innerJoin('approval_requests as r', (join) => join.on(sql<boolean>`r.id = coalesce(h.data->>'requestId', h.data->>'reimbursementId')::uuid`))
      .selectAll('h').select(['r.kind', 'r.amount'])
      .where('h.event_type', 'in', REVIEWED)
      .where(sql<boolean>`h.data->>'outcome' = 'APPROVED'`)
      .where('h.created_at', '>=', from)
      .where('h.created_at', '<', to)
      .orderBy('h.created_at').orderBy('h.position_commit').orderBy('h.position_prepare')
      .execute();
    const changes = await trx.selectFrom('event_history').selectAll()
      .where('event_type', 'in', Object.keys(ADMIN_CHANGES))
      .where(sql<boolean>`(event_type <> 'CompanySettingsUpdated' OR data->'flags' ? 'isDualControlRequired')`)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('position_commit').orderBy('position_prepare')
      .limit(MAX_REPORT_EVENTS)
      .execute();
    return { reviews, changes, names: await lookUpNames(trx, [...reviews, ...changes]) };
  });

type Period = Awaited<ReturnType<typeof readPeriod>>;
const nameOf = (names: Map<string, string>, id: string) => names.get(id) ?? 'Unknown member';

/** Each approval with its people by name; the people of a review are those who decided it: the reviewer and whom they acted for. */
const approvalsOf = ({ reviews, names }: Period) => {
  const seen = new Set<string>();
  let repeatedApprovals = 0;
  const approvals = reviews.map((row) => {
    const data = row.data as ReviewData;
    const requestId = data.requestId ?? data.reimbursementId!;
    const people = [...new Set([data.reviewerUserId, data.onBehalfOfUserId ?? data.reviewerUserId])];
    if (people.some((id) => seen.has(`${requestId}:${id}`))) repeatedApprovals++;
    for (const id of people) seen.add(`${requestId}:${id}`);
    const onBehalfOfId = data.onBehalfOfUserId ?? null;
    return {
      requestId, kind: row.kind, requesterId: data.requestorUserId, requesterName: nameOf(names, data.requestorUserId),
      approverId: data.reviewerUserId, approverName: nameOf(names, data.reviewerUserId), onBehalfOfId, onBehalfOfName: onBehalfOfId && nameOf(names, onBehalfOfId),
      level: data.level + 1, amount: Number(row.amount), approvedAt: row.created_at, selfApproval: people.includes(data.requestorUserId),
    };
  });
  return { approvals, selfApprovals: approvals.filter((a) => a.selfApproval).length, repeatedApprovals };
};

const adminChangeOf = (e: HistoryEventModel) => ({
  eventId: e.id, area: ADMIN_CHANGES[e.type as keyof typeof ADMIN_CHANGES], type: e.type, actorName: e.actorName, at: e.createdAt,
  subjectName: e.subjectName, description: e.description, changes: e.changes,
});
export type ControlsReportModel = Awaited<ReturnType<typeof controlsReport>>;

/** The whole report of a checked period. */
const controlsReport = async (ctx: ApiContext, from: string | Date, to: string | Date) => {
  // Evidence for auditors: read by those who read the company's history (spec 6, run logs).
  requirePermission(ctx, 'runLogs.read');
  const [start, end] = [new Date(from), new Date(to)];
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (!(days > 0 && days <= MAX_DAYS)) throw apiError('BAD_USER_INPUT', `The period must end after it starts and span at most ${MAX_DAYS} days.`);
  const period = await readPeriod(ctx, start, end);
  const adminChanges = (await describeRows(ctx, period.changes, period.names)).map(adminChangeOf);
  return { from: start, to: end, ...approvalsOf(period), adminChanges };
};

export const controlsQueries: QueryResolvers = {
  controlsReport: async (_, { from, to }, ctx) => {
    const report = await controlsReport(ctx, from, to);
    await recordExport(ctx, 'CONTROLS_REPORT', null);
    return report;
  },
  controlsReportCsv: async (_, { from, to, options }, ctx) => {
    const report = await controlsReport(ctx, from, to);
    const content = controlsReportCsv(report, options);
    const day = (d: Date) => d.toISOString().slice(0, 10);
    return storeReport(ctx, {
      id: deterministicUuid(ctx.commandId, 'controls-report'), fileName: `controls-${day(report.from)}-${day(report.to)}.csv`, content, permission: 'runLogs.read', exportKind: 'CONTROLS_REPORT',
    });
  },
};
