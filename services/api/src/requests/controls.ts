import { sql } from 'kysely';
import type { QueryResolvers } from '../generated/resolvers-types';
import { requirePermission, type ApiContext } from '../shared/context';
import { apiError } from '../shared/errors';
import { tenant } from './load';
import { recordExport } from '../audit/exports';

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const REVIEWED = ['BudgetIncreaseReviewed', 'ReimbursementReviewed'];

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
 * Every approval recorded in [from, to) from the audit history (the review events as recorded, so a
 * self-approval recorded before the rule, or slipped past it, shows), with its request's amount.
 */
const approvalsIn = (ctx: ApiContext, from: Date, to: Date) =>
  tenant(ctx, (trx) => trx.selectFrom('event_history as h')
    .innerJoin('approval_requests as r', (join) => join.on(sql<boolean>`r.id = coalesce(h.data->>'requestId', h.data->>'reimbursementId')::uuid`))
    .select(['h.data', 'h.created_at', 'r.kind', 'r.amount'])
    .where('h.event_type', 'in', REVIEWED)
    .where(sql<boolean>`h.data->>'outcome' = 'APPROVED'`)
    .where('h.created_at', '>=', from)
    .where('h.created_at', '<', to)
    .orderBy('h.created_at').orderBy('h.position_commit').orderBy('h.position_prepare')
    .execute());

/** The report's rows and counts; the people of a review are those who decided it: the reviewer and whom they acted for. */
const report = (rows: Awaited<ReturnType<typeof approvalsIn>>) => {
  const seen = new Set<string>();
  let repeatedApprovals = 0;
  const approvals = rows.map((row) => {
    const data = row.data as ReviewData;
    const requestId = data.requestId ?? data.reimbursementId!;
    const people = [...new Set([data.reviewerUserId, data.onBehalfOfUserId ?? data.reviewerUserId])];
    if (people.some((id) => seen.has(`${requestId}:${id}`))) repeatedApprovals++;
    for (const id of people) seen.add(`${requestId}:${id}`);
    return {
      requestId, kind: row.kind, requesterId: data.requestorUserId, approverId: data.reviewerUserId, onBehalfOfId: data.onBehalfOfUserId ?? null,
      level: data.level + 1, amount: Number(row.amount), approvedAt: row.created_at, selfApproval: people.includes(data.requestorUserId),
    };
  });
  return { approvals, selfApprovals: approvals.filter((a) => a.selfApproval).length, repeatedApprovals };
};

export const controlsQueries: QueryResolvers = {
  controlsReport: async (_, { from, to }, ctx) => {
    // Evidence for auditors: read by those who read the company's history (spec 6, run logs).
    requirePermission(ctx, 'runLogs.read');
    const [start, end] = [new Date(from), new Date(to)];
    const days = (end.getTime() - start.getTime()) / DAY_MS;
    if (!(days > 0 && days <= MAX_DAYS)) throw apiError('BAD_USER_INPUT', `The period must end after it starts and span at most ${MAX_DAYS} days.`);
    await recordExport(ctx, 'CONTROLS_REPORT', null);
    return { from: start, to: end, ...report(await approvalsIn(ctx, start, end)) };
  },
};
