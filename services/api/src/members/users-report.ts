import { stringify } from 'csv-stringify/sync';
import { badInput, isRole, roleLabel } from '@spend/domain';
import type { ReportOptionsInput } from '../generated/resolvers-types';
import type { UserModel } from './load';

type Column = readonly [header: string, value: (user: UserModel, date: Intl.DateTimeFormat) => string];

const COLUMNS: readonly Column[] = [
  ['First Name', (u) => u.first_name],
  ['Last Name', (u) => u.last_name],
  ['Email', (u) => u.email],
  ['Title', (u) => u.title ?? ''],
  ['Role', (u) => roleLabel(u.roles.filter(isRole))],
  ['Status', (u) => (u.archived ? 'Archived' : 'Active')],
  ['Created', (u, date) => date.format(u.created_at)],
];

/** A spreadsheet must not run what a member typed: cells that would start a formula are quoted with a leading apostrophe. */
const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The team report CSV: one row per member, dates as MM/DD/YYYY in the requested time zone (UTC by default). */
export const usersReportCsv = (users: readonly UserModel[], options: ReportOptionsInput | null | undefined): string => {
  let date: Intl.DateTimeFormat;
  try {
    date = new Intl.DateTimeFormat('en-US', { timeZone: options?.timeZone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    throw badInput('timeZone', 'Unknown time zone.');
  }
  const wanted = options?.config?.columns;
  const unknown = wanted?.find((c) => !COLUMNS.some(([header]) => header === c));
  if (unknown !== undefined) throw badInput('columns', `Unknown column: ${unknown}.`);
  const columns = wanted ? COLUMNS.filter(([header]) => wanted.includes(header)) : COLUMNS;
  return stringify([columns.map(([header]) => header), ...users.map((u) => columns.map(([, value]) => safeCell(value(u, date))))]);
};
