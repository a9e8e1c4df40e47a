import { forbidden, isUuid, tenantSnapshotDecider, tenantSnapshotEvent, type TenantSnapshotEvent, streams } from '@spend/domain';
import { deterministicUuid, StreamNotFoundError } from '@spend/eventstore';
import type { Resolvers } from '../generated/resolvers-types';
import { requirePermission, runCommand, type ApiContext, nowOf } from '../shared/context';

/** Under the GraphQL path, so whatever proxies /graphql serves snapshot downloads too. */
export const SNAPSHOT_PREFIX = '/graphql/snapshots/';

/** The snapshot as its own stream tells it, if it is the caller company's; null otherwise (as if missing). */
export const loadSnapshot = async (ctx: Pick<ApiContext, 'services'>, companyId: string, id: string) => {
  if (!isUuid(id)) return null;
  const events = await ctx.services.store.readStream(streams.tenantSnapshot(id)).catch((error: unknown) => {
    if (error instanceof StreamNotFoundError) return [];
    throw error;
  });
  const parsed = events.map((e) => tenantSnapshotEvent.parse({ type: e.type, data: e.data }));
  const requested = parsed.find((e): e is Extract<TenantSnapshotEvent, { type: 'TenantSnapshotRequested' }> => e.type === 'TenantSnapshotRequested');
  if (!requested || requested.data.companyId !== companyId) return null;
  const completed = parsed.find((e): e is Extract<TenantSnapshotEvent, { type: 'TenantSnapshotCompleted' }> => e.type === 'TenantSnapshotCompleted');
  const { snapshotId, name, fileName, startsAt, endsAt } = requested.data;
  return {
    id: snapshotId, name, fileName, startsAt, endsAt,
    status: completed ? ('READY' as const) : ('RUNNING' as const),
    eventCount: completed?.data.eventCount ?? null,
    downloadUrl: completed ? `${SNAPSHOT_PREFIX}${snapshotId}` : null,
  };
};

/** Spec 6: snapshot create and export are the super admin's; the feature is behind its developer flag. */
const requireSnapshots = (ctx: ApiContext, permission: 'snapshot.create' | 'snapshot.export') => {
  requirePermission(ctx, permission);
  if (!ctx.flags.has('enableExportingSnapshots')) throw forbidden('Exporting snapshots is not enabled (enableExportingSnapshots).');
};

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

export const snapshotResolvers: Resolvers = {
  Query: {
    tenantSnapshot: async (_, { id }, ctx) => {
      requireSnapshots(ctx, 'snapshot.export');
      return loadSnapshot(ctx, ctx.caller.companyId, id);
    },
  },
  Mutation: {
    createTenantSnapshot: async (_, { name, startsAt, endsAt, companyIds }, ctx) => {
      requireSnapshots(ctx, 'snapshot.create');
      // The same Idempotency-Key makes the same snapshot: a retry returns the first one.
      const snapshotId = deterministicUuid(ctx.commandId, 'tenant-snapshot');
      // The worker's process manager starts the snapshot workflow from the recorded request.
      await runCommand(ctx, streams.tenantSnapshot(snapshotId), tenantSnapshotDecider, {
        type: 'RequestTenantSnapshot', snapshotId, companyId: ctx.caller.companyId, requestedCompanyIds: companyIds ?? [],
        name, startsAt: iso(startsAt), endsAt: iso(endsAt), requestedByUserId: ctx.caller.userId, now: nowOf(ctx),
      });
      return (await loadSnapshot(ctx, ctx.caller.companyId, snapshotId))!;
    },
  },
};
