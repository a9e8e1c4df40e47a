import { SNAPSHOT_MESSAGES } from '@spend/domain';
import { z } from 'zod';

const instant = z.string().refine((v) => v !== '' && !Number.isNaN(Date.parse(v)), SNAPSHOT_MESSAGES.invalidDate);

/** The tenant snapshot form: a name and a local date-time range, with the snapshot decider's texts. */
export const snapshotSchema = z
  .object({ snapshotName: z.string().trim().min(1, SNAPSHOT_MESSAGES.nameRequired), startsAt: instant, endsAt: instant })
  .refine((v) => Number.isNaN(Date.parse(v.startsAt)) || Number.isNaN(Date.parse(v.endsAt)) || Date.parse(v.endsAt) >= Date.parse(v.startsAt), {
    path: ['endsAt'],
    message: SNAPSHOT_MESSAGES.endsBeforeStart,
  });
export type SnapshotValues = z.infer<typeof snapshotSchema>;
