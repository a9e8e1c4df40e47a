import { z } from 'zod';

export const uuid = z.uuid();
export const isUuid = (value: string): boolean => uuid.safeParse(value).success;

/** Stream names follow `<aggregate>-<id>` (ARCHITECTURE section 3). */
export const streamName = (aggregate: string, id: string): string => `${aggregate}-${id}`;
