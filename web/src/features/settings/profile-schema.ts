import { checkText, profileErrors, textRuleFor, type FieldErrors } from '@spend/domain';
import { z } from 'zod';
import type { MyProfileInput } from '../../generated/graphql';

// The profile rules of the domain (the API's own), run in the browser: same rules, same texts.
const FIELDS = ['first_name', 'middle_name', 'last_name', 'title', 'phone_number', 'embossName', 'address_line1', 'address_line2', 'city', 'state', 'postal_code'] as const;
export type ProfileField = (typeof FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export const EMPTY_PROFILE: ProfileValues = Object.fromEntries(FIELDS.map((f) => [f, ''])) as ProfileValues;

const ADDRESS = ['address_line1', 'address_line2', 'city', 'state', 'postal_code'] as const;

/** The mutation's input: blanks as null, an address only when any of its fields is filled. */
export const toProfileInput = (v: ProfileValues): MyProfileInput => {
  const orNull = (text: string) => text.trim() || null;
  const hasAddress = ADDRESS.some((f) => v[f].trim());
  return {
    first_name: v.first_name.trim(), middle_name: orNull(v.middle_name), last_name: v.last_name.trim(), title: v.title.trim(),
    phone_number: orNull(v.phone_number), embossName: orNull(v.embossName),
    address: hasAddress ? { ...Object.fromEntries(ADDRESS.map((f) => [f, orNull(v[f])])), country: 'USA' } : null,
  };
};

export const profileSchema = z.object(Object.fromEntries(FIELDS.map((f) => [f, z.string()])) as Record<ProfileField, z.ZodString>).superRefine((v, ctx) => {
  const input = toProfileInput(v);
  const fields: FieldErrors = profileErrors({
    firstName: input.first_name, middleName: input.middle_name, lastName: input.last_name, title: input.title,
    phoneNumber: input.phone_number, address: input.address, embossName: input.embossName,
  });
  // The API's text rules (control and bidi characters, lengths) win on their field.
  for (const field of FIELDS) {
    const checked = checkText(v[field], textRuleFor(field));
    if (!checked.ok) fields[field] = checked.message;
  }
  for (const [path, message] of Object.entries(fields)) ctx.addIssue({ code: 'custom', path: [path], message });
});
