import { z } from 'zod';

/** A super admin asked for a tenant snapshot (spec 7, createTenantSnapshot); stream `tenant-snapshot-<id>`. */
export const tenantSnapshotRequested = z.object({
  type: z.literal('TenantSnapshotRequested'),
  data: z.object({
    snapshotId: z.uuid(),
    companyId: z.uuid(),
    name: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    fileName: z.string(),
    requestedByUserId: z.uuid(),
    at: z.iso.datetime(),
  }),
});

/** The snapshot's file was written: the company's events in the range and its state at the end. */
export const tenantSnapshotCompleted = z.object({
  type: z.literal('TenantSnapshotCompleted'),
  data: z.object({
    snapshotId: z.uuid(),
    companyId: z.uuid(),
    name: z.string(),
    fileName: z.string(),
    requestedByUserId: z.uuid(),
    eventCount: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    at: z.iso.datetime(),
  }),
});

export const tenantSnapshotEvent = z.discriminatedUnion('type', [tenantSnapshotRequested, tenantSnapshotCompleted]);
export type TenantSnapshotEvent = z.infer<typeof tenantSnapshotEvent>;
