import { z } from 'zod';

/** Spec 3 Address, in the supported country (the USA). */
export const address = z.object({
  address_line1: z.string(),
  address_line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
export type Address = z.infer<typeof address>;

/**
 * The personal data a profile change records: only what changed; null clears an optional field.
 * Everything that identifies the person sits in this one object, so a per-person encryption can
 * wrap it whole (issue #16 item 3) without touching the events' other fields.
 */
export const personalData = z.object({
  firstName: z.string().optional(),
  middleName: z.string().nullable().optional(),
  lastName: z.string().optional(),
  phoneNumber: z.string().nullable().optional(),
  address: address.nullable().optional(),
  embossName: z.string().nullable().optional(),
});
export type PersonalData = z.infer<typeof personalData>;

export interface PersonalFields {
  firstName: string;
  middleName: string | null;
  lastName: string;
  phoneNumber: string | null;
  address: Address | null;
  embossName: string | null;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The one place that builds a person's PII payload for an event: the fields of `next` that differ from `current`. */
export const personalDataChanges = (current: PersonalFields, next: PersonalFields): PersonalData => {
  const changes: PersonalData = {};
  for (const key of Object.keys(next) as (keyof PersonalFields)[]) if (!same(current[key], next[key])) Object.assign(changes, { [key]: next[key] });
  return changes;
};
