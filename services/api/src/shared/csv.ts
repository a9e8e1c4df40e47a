import type { Readable } from 'node:stream';
import { stringify as stringifyStream } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { badInput } from '@spend/domain';
import type { ReportOptionsInput } from '../generated/resolvers-types';

// The CSV rules every report follows, in one place: a UTF-8 BOM first (spreadsheets then read the
// text as UTF-8), dates in the requested time zone, money as decimal dollars made from integer cents,
// every cell formula-safe, and the columns the options ask for.

/**
 * A spreadsheet must not run what someone typed: cells that would start a formula are quoted with a
 * leading apostrophe. A plain negative number (a refund's "-12.50") stays a number.
 */
const RISKY_FIRST = new Set(['=', '+', '-', '@', '\t', '\r']);
export const safeCell = (value: string): string => (RISKY_FIRST.has(value.charAt(0)) && !/^-\d+(\.\d+)?$/.test(value) ? `'${value}` : value);

/** A report column: its header and how a row shows in it (dates through the report's formatter). */
export type ReportColumn<Row> = readonly [header: string, value: (row: Row, format: Intl.DateTimeFormat) => string];

/** ISO 8601 date and time with the zone's offset: the formatter a report hands its columns when `ISO_DATE_TIME` is its format. */
export const ISO_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset',
};

interface Offset {
  minutes: number;
  text: string;
}
const OFFSETS = new WeakMap<Intl.DateTimeFormat, Map<string, Offset | null>>();
const DAY = 86_400_000;
/** Zone offsets change only on quarter-hour instants. */
const QUARTER_HOUR = 15 * 60_000;

const lookUpOffset = (format: Intl.DateTimeFormat, ms: number): Offset => {
  // longOffset names the zone "GMT-05:00" ("GMT" or "GMT+00:00" for UTC, depending on the ICU version).
  const name = format.formatToParts(ms).find((p) => p.type === 'timeZoneName')!.value.slice(3);
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})/.exec(name) ?? [null, '+', '00', '00'];
  const total = (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  return { minutes: total, text: total === 0 ? 'Z' : `${sign}${hours}:${minutes}` };
};

/**
 * The zone's offset at `ms`, looked up once per UTC day (Intl is slow per call): a day whose start
 * and end share an offset has it throughout; a day with a change is looked up per quarter hour.
 */
const offsetAt = (format: Intl.DateTimeFormat, ms: number): Offset => {
  let cache = OFFSETS.get(format);
  if (!cache) OFFSETS.set(format, (cache = new Map()));
  const day = Math.floor(ms / DAY);
  let whole = cache.get(`d${day}`);
  if (whole === undefined) {
    const [start, end] = [lookUpOffset(format, day * DAY), lookUpOffset(format, (day + 1) * DAY - 1)];
    whole = start.minutes === end.minutes ? start : null;
    cache.set(`d${day}`, whole);
  }
  if (whole) return whole;
  const quarter = `q${Math.floor(ms / QUARTER_HOUR)}`;
  let offset = cache.get(quarter);
  if (!offset) cache.set(quarter, (offset = lookUpOffset(format, Math.floor(ms / QUARTER_HOUR) * QUARTER_HOUR)));
  return offset;
};

/** `date` (or epoch milliseconds) as ISO 8601 in the formatter's zone, e.g. 2024-03-05T09:03:00-05:00 (Z for UTC); the formatter must use `ISO_DATE_TIME`. */
export const isoDateTime = (format: Intl.DateTimeFormat, date: Date | string | number): string => {
  const ms = typeof date === 'number' ? date : typeof date === 'string' ? Date.parse(date) : date.getTime();
  const offset = offsetAt(format, ms);
  return `${new Date(ms + offset.minutes * 60_000).toISOString().slice(0, 19)}${offset.text}`;
};

/** Integer cents as decimal dollars ("1234.50", "-0.05"), never through a float. */
export const centsToDecimal = (cents: number | bigint | string): string => {
  const value = BigInt(cents);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/** What a report writes: the chosen columns and the date formatter, checked before any row is read. */
export interface CsvPlan<Row> {
  headers: string[];
  cells: (row: Row) => string[];
}

/** Refuses an unknown time zone or column (BAD_USER_INPUT) before anything is written. */
export const csvPlan = <Row>(columns: readonly ReportColumn<Row>[], options: ReportOptionsInput | null | undefined, format: Intl.DateTimeFormatOptions): CsvPlan<Row> => {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: options?.timeZone ?? 'UTC', ...format });
  } catch {
    throw badInput('timeZone', 'Unknown time zone.');
  }
  const wanted = options?.config?.columns;
  const unknown = wanted?.find((c) => !columns.some(([header]) => header === c));
  if (unknown !== undefined) throw badInput('columns', `Unknown column: ${unknown}.`);
  const chosen = wanted ? columns.filter(([header]) => wanted.includes(header)) : columns;
  return { headers: chosen.map(([header]) => header), cells: (row) => chosen.map(([, value]) => safeCell(value(row, formatter))) };
};

/** A small report as one CSV string. */
export const reportCsv = <Row>(rows: readonly Row[], columns: readonly ReportColumn<Row>[], options: ReportOptionsInput | null | undefined, format: Intl.DateTimeFormatOptions): string => {
  const plan = csvPlan(columns, options, format);
  return stringify([plan.headers, ...rows.map(plan.cells)], { bom: true });
};

/**
 * A report of any size as a byte stream: rows are pulled from `batches` (a server-side cursor) only
 * as fast as the reader takes the bytes, so memory holds one batch, never the report.
 */
export const csvStream = <Row>(batches: AsyncIterable<readonly Row[]>, plan: CsvPlan<Row>): Readable => {
  const out = stringifyStream({ bom: true });
  const feed = async () => {
    out.write(plan.headers);
    for await (const batch of batches) {
      for (const row of batch) out.write(plan.cells(row));
      // Backpressure per batch: the buffer holds at most one batch before the reader drains it.
      if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    out.end();
  };
  feed().catch((error: unknown) => out.destroy(error as Error));
  return out;
};
