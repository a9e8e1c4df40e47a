import type { Decider } from '../shared/decider';
import { parseIsoTimestamp } from '../shared/dates';
import { DomainError } from '../shared/errors';
import type { z } from 'zod';
import type { TenantSnapshotEvent, tenantSnapshotRequested } from './events';

export const SNAPSHOT_MESSAGES = {
  nameRequired: 'This field is required.',
  invalidDate: 'Enter a valid date and time.',
  endsBeforeStart: 'The snapshot range ends before it starts.',
  otherCompany: 'A snapshot covers only the company you are working in.',
} as const;

export interface RequestTenantSnapshot {
  type: 'RequestTenantSnapshot';
  snapshotId: string;
  /** The caller's current company: the only tenant a snapshot may cover. */
  companyId: string;
  /** The companies the request names (a snapshot that spans another company is refused). */
  requestedCompanyIds: readonly string[];
  name: string;
  startsAt: string;
  endsAt: string;
  requestedByUserId: string;
  now: string;
}
export interface CompleteTenantSnapshot {
  type: 'CompleteTenantSnapshot';
  snapshotId: string;
  eventCount: number;
  bytes: number;
  now: string;
}
export type TenantSnapshotCommand = RequestTenantSnapshot | CompleteTenantSnapshot;

export interface TenantSnapshotState {
  requested: z.infer<typeof tenantSnapshotRequested>['data'] | null;
  completed: boolean;
}

/** The one workflow of a snapshot: workflow id = business id. */
export const snapshotWorkflowId = (snapshotId: string): string => `snapshot-${snapshotId}`;
export const snapshotFileName = (snapshotId: string): string => `tenant-snapshot-${snapshotId}.ndjson.gz`;

const iso = (value: string): string | null => {
  const time = value.includes('T') ? parseIsoTimestamp(value) : null;
  return time === null ? null : new Date(time).toISOString();
};

const decideRequest = (c: RequestTenantSnapshot, state: TenantSnapshotState): TenantSnapshotEvent[] => {
  // A retried request (same id) records nothing new.
  if (state.requested) return [];
  const fields: Record<string, string> = {};
  const name = c.name.trim();
  if (!name) fields.name = SNAPSHOT_MESSAGES.nameRequired;
  const startsAt = iso(c.startsAt);
  const endsAt = iso(c.endsAt);
  if (!startsAt) fields.startsAt = SNAPSHOT_MESSAGES.invalidDate;
  if (!endsAt) fields.endsAt = SNAPSHOT_MESSAGES.invalidDate;
  if (startsAt && endsAt && endsAt < startsAt) fields.endsAt = SNAPSHOT_MESSAGES.endsBeforeStart;
  if (c.requestedCompanyIds.some((id) => id !== c.companyId)) fields.companyId = SNAPSHOT_MESSAGES.otherCompany;
  const first = Object.values(fields)[0];
  if (first) throw new DomainError('BAD_USER_INPUT', first, fields);
  return [{
    type: 'TenantSnapshotRequested',
    data: { snapshotId: c.snapshotId, companyId: c.companyId, name, startsAt: startsAt!, endsAt: endsAt!, fileName: snapshotFileName(c.snapshotId), requestedByUserId: c.requestedByUserId, at: c.now },
  }];
};

const decideComplete = (c: CompleteTenantSnapshot, state: TenantSnapshotState): TenantSnapshotEvent[] => {
  if (!state.requested) throw new DomainError('NOT_FOUND', 'Snapshot not found.');
  // The workflow's activity may run twice; the snapshot completes once.
  if (state.completed) return [];
  const { snapshotId, companyId, name, fileName, requestedByUserId } = state.requested;
  return [{ type: 'TenantSnapshotCompleted', data: { snapshotId, companyId, name, fileName, requestedByUserId, eventCount: c.eventCount, bytes: c.bytes, at: c.now } }];
};

export const tenantSnapshotDecider: Decider<TenantSnapshotState, TenantSnapshotCommand, TenantSnapshotEvent> = {
  initialState: () => ({ requested: null, completed: false }),
  evolve: (state, event) => (event.type === 'TenantSnapshotRequested' ? { ...state, requested: event.data } : { ...state, completed: true }),
  decide: (command, state) => (command.type === 'RequestTenantSnapshot' ? decideRequest(command, state) : decideComplete(command, state)),
};
