import type { Clock } from '@spend/domain';

/** The machine's clock; services are given it, tests may give another. */
export const systemClock: Clock = { now: () => new Date() };
