import type { ReportOptionsInput } from '../generated/resolvers-types';
import { centsToDecimal, dateColumns, ISO_DATE_TIME, reportCsv, type ReportColumn } from '../shared/csv';
import type { ControlsReportModel } from './controls';

/** One line of the controls report's CSV: a count of the summary, an approval or an admin change. */
interface Line {
  section: 'Summary' | 'Approval' | 'Admin change';
  at?: Date;
  what: string;
  who?: string;
  onBehalfOf?: string | null;
  requester?: string;
  level?: number;
  amount?: number;
  subject?: string | null;
}

const COLUMNS: readonly ReportColumn<Line>[] = [
  ['Section', (l) => l.section],
  ...dateColumns<Line>('Time', (l) => l.at, { time: true, iso: true }),
  ['What', (l) => l.what],
  ['Who', (l) => l.who ?? ''],
  ['On behalf of', (l) => l.onBehalfOf ?? ''],
  ['Requester', (l) => l.requester ?? ''],
  ['Level', (l) => (l.level === undefined ? '' : String(l.level))],
  ['Amount', (l) => (l.amount === undefined ? '' : centsToDecimal(l.amount))],
  ['Subject', (l) => l.subject ?? ''],
];

const KIND_LABELS: Record<string, string> = { BUDGET_INCREASE: 'Budget increase', REIMBURSEMENT: 'Reimbursement' };

/**
 * The report as one CSV, in the screen's order: the two counts an auditor checks (0 by construction),
 * every approval, every admin change; times in the account's format and in ISO 8601, in the requested zone (UTC by default).
 */
export const controlsReportCsv = (report: ControlsReportModel, options: ReportOptionsInput | null | undefined): string => reportCsv<Line>([
  { section: 'Summary', what: `Self-approvals: ${report.selfApprovals}` },
  { section: 'Summary', what: `Repeated approvals: ${report.repeatedApprovals}` },
  ...report.approvals.map((a): Line => ({
    section: 'Approval', at: a.approvedAt, what: `${KIND_LABELS[a.kind] ?? a.kind} ${a.requestId}`, who: a.approverName, onBehalfOf: a.onBehalfOfName,
    requester: a.requesterName, level: a.level, amount: a.amount,
  })),
  ...report.adminChanges.map((c): Line => ({ section: 'Admin change', at: c.at, what: c.description, who: c.actorName, subject: c.subjectName })),
], COLUMNS, options, ISO_DATE_TIME);
