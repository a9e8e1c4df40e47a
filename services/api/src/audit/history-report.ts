import type { ReportOptionsInput } from '../generated/resolvers-types';
import { dateColumns, ISO_DATE_TIME, reportCsv, type ReportColumn } from '../shared/csv';
import type { HistoryEventModel } from './describe-rows';

/** The most events one export holds; an auditor narrows the filter (time range, subject) for more. */
export const MAX_REPORT_EVENTS = 5_000;

const COLUMNS: readonly ReportColumn<HistoryEventModel>[] = [
  ...dateColumns<HistoryEventModel>('Time', (e) => e.createdAt, { time: true, iso: true }),
  ['Who', (e) => e.actorName],
  ['Event', (e) => e.type],
  ['Subject', (e) => e.subjectName ?? e.aggregate],
  ['Description', (e) => e.description],
];

/** The history trail as CSV, newest first, times as MM/DD/YYYY HH:MM:SS and in ISO 8601, in the requested time zone (UTC by default). */
export const historyReportCsv = (events: readonly HistoryEventModel[], options: ReportOptionsInput | null | undefined): string =>
  reportCsv(events, COLUMNS, options, ISO_DATE_TIME);
