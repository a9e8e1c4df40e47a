import type { EventStore } from '@spend/eventstore';
import type { ReportJob } from '@spend/workflows/messages';
import { objectKey } from '../files/storage';
import type { EventHistoryFilter, ReportOptionsInput } from '../generated/resolvers-types';
import { csvPlan, csvStream, dateColumns, ISO_DATE_TIME, type ReportColumn } from '../shared/csv';
import { withTenant, type ReadTransaction } from '../shared/tenant';
import { MAX_REPORT_BYTES, type ReportProgress, type ReportServices } from '../reports/write';
import { describeHistoryRows, lookUpNames, type DescribeSource, type HistoryEventModel } from './describe-rows';
import { checkFilter, historyQuery, historyRows } from './history-query';

/** The most events one request reads and describes at once (the controls report's changes). */
export const MAX_REPORT_EVENTS = 5_000;

/** Events described per page of the activity report: one tenant transaction and one name lookup each. */
const PAGE = 500;
/** Streams whose steps a report keeps: a long history reads a stream again rather than holding every stream's steps. */
const MAX_KEPT_STREAMS = 1_000;

const COLUMNS: readonly ReportColumn<HistoryEventModel>[] = [
  ...dateColumns<HistoryEventModel>('Time', (e) => e.createdAt, { time: true, iso: true }),
  ['Who', (e) => e.actorName],
  ['Event', (e) => e.type],
  ['Subject', (e) => e.subjectName ?? e.aggregate],
  ['Description', (e) => e.description],
];

/** The report's filter as the request sent it, checked: a bad one is refused before anything is recorded. */
const filterOf = (job: Pick<ReportJob, 'where'>) => checkFilter(job.where as EventHistoryFilter | null);

/**
 * The activity export (/alerts/activity, auditors and admins): the filtered history trail, newest
 * first, times as MM/DD/YYYY HH:MM:SS and in ISO 8601, in the requested time zone (UTC by default).
 */
export const activityReport = {
  fileName: 'activity.csv',
  contentType: 'text/csv; charset=utf-8',
  permission: 'runLogs.read',
  plan: (options: unknown) => csvPlan(COLUMNS, options as ReportOptionsInput | null, ISO_DATE_TIME),
  /** The matching rows, counted to choose inline or workflow. */
  rows: (trx: ReadTransaction, job: ReportJob) => historyQuery(trx, filterOf(job)),
  check: (job: ReportJob) => void filterOf(job),
} as const;

/** A history page's events, described: the rows and their names in one tenant transaction, then the stream steps. */
const describedPage = async (services: ReportServices, source: DescribeSource, job: ReportJob, cursor: [string, string] | null) => {
  const filter = filterOf(job);
  const { rows, names } = await withTenant(services.db, { companyId: job.companyId }, async (trx) => {
    const rows = await historyRows(trx, filter, { limit: PAGE, cursor });
    return { rows, names: await lookUpNames(trx, rows) };
  });
  if (source.steps.size > MAX_KEPT_STREAMS) source.steps.clear();
  const last = rows.at(-1);
  return { events: await describeHistoryRows(source, rows, names), next: rows.length === PAGE && last ? ([String(last.position_commit), String(last.position_prepare)] as [string, string]) : null };
};

/**
 * The activity CSV, inline or by the report workflow's activity: page by page along the history's
 * own cursor (its `$all` position), each page described and streamed into storage before the next is
 * read, so memory holds a page, never the trail. Each page is its own short transaction: describing
 * reads the event store between pages, and an open read-model transaction would sit idle meanwhile.
 * Writing again replaces the object, so a retried activity is safe.
 */
export const writeActivityReport = async (services: ReportServices & { store: Pick<EventStore, 'readStream'> }, job: ReportJob, progress?: ReportProgress): Promise<{ rows: number; bytes: number }> => {
  const plan = activityReport.plan(job.options);
  const source: DescribeSource = { store: services.store, steps: new Map() };
  let rows = 0;
  const pages = async function* () {
    let cursor: [string, string] | null = null;
    do {
      const page = await describedPage(services, source, job, cursor);
      if (page.events.length > 0) yield page.events;
      rows += page.events.length;
      await progress?.(rows);
      cursor = page.next;
    } while (cursor);
  };
  const key = objectKey('reports', job.companyId, job.reportId);
  const info = await services.storage.put(key, csvStream(pages(), plan), { contentType: activityReport.contentType, maxBytes: MAX_REPORT_BYTES });
  await withTenant(services.db, { companyId: job.companyId }, async (trx) => {
    await trx.updateTable('report_files').set({ state: 'ready', object_key: key, row_count: rows }).where('id', '=', job.reportId).execute();
  });
  return { rows, bytes: info.sizeBytes };
};
