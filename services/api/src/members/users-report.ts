import { isRole, roleLabel } from '@spend/domain';
import type { ReportOptionsInput } from '../generated/resolvers-types';
import { dateColumns, ISO_DATE_TIME, reportCsv, type ReportColumn } from '../shared/csv';
import type { UserModel } from './load';

const COLUMNS: readonly ReportColumn<UserModel>[] = [
  ['First Name', (u) => u.first_name],
  ['Last Name', (u) => u.last_name],
  ['Email', (u) => u.email],
  ['Title', (u) => u.title ?? ''],
  ['Role', (u) => roleLabel(u.roles.filter(isRole))],
  ['Status', (u) => (u.archived ? 'Archived' : 'Active')],
  ...dateColumns<UserModel>('Created', (u) => u.created_at),
];

/** The team report CSV: one row per member, dates as MM/DD/YYYY in the requested time zone (UTC by default). */
export const usersReportCsv = (users: readonly UserModel[], options: ReportOptionsInput | null | undefined): string =>
  reportCsv(users, COLUMNS, options, ISO_DATE_TIME);
