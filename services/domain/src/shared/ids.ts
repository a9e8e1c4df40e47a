import { z } from 'zod';

export const uuid = z.uuid();
export const isUuid = (value: string): boolean => uuid.safeParse(value).success;

