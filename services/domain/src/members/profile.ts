import { refuseIfAny, type FieldErrors } from '../budgets/rules';
import { SUPPORTED_COUNTRY, isUsState } from '../shared/us-states';
import { MEMBER_MESSAGES } from './rules';
import type { Address, PersonalFields } from './personal-data';

/** The member's own profile (spec 2.2 /settings/account/profile-information): texts not in the spec are ours. */
export const PROFILE_MESSAGES = {
  required: MEMBER_MESSAGES.required,
  phone: 'Enter a 10-digit US phone number.',
  state: 'Please select a state.',
  postalCode: 'Enter a 5-digit ZIP code, or ZIP+4.',
  country: 'Only addresses in the USA are supported.',
  embossName: 'Emboss name can have up to 21 letters, digits, spaces, periods, hyphens or apostrophes.',
} as const;

export const EMBOSS_NAME_MAX = 21;
const EMBOSS = /^[A-Za-z0-9 .'-]*$/;
const ZIP = /^\d{5}(-\d{4})?$/;

/** The emboss name's rule (a card carries it), for the profile form and an admin's edit alike; null when fine or empty. */
export const embossNameError = (embossName: string | null | undefined): string | null =>
  (embossName && (embossName.length > EMBOSS_NAME_MAX || !EMBOSS.test(embossName)) ? PROFILE_MESSAGES.embossName : null);

/** A US number as typed (any spaces, dots, dashes, brackets, an optional +1) to E.164; null if it is not 10 digits. */
export const normalizeUsPhone = (text: string): string | null => {
  const digits = text.replace(/[\s().-]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) && /^[2-9]/.test(digits) ? `+1${digits}` : null;
};

export interface ProfileInput {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  title?: string | null;
  phoneNumber?: string | null;
  address?: Partial<Record<keyof Address, string | null>> | null;
  embossName?: string | null;
}

const blankToNull = (value: string | null | undefined): string | null => value?.trim() || null;

const checkAddress = (input: NonNullable<ProfileInput['address']>, fields: FieldErrors): Address | null => {
  const value = (key: keyof Address) => blankToNull(input[key]);
  // An address with nothing in it is no address.
  if ((['address_line1', 'address_line2', 'city', 'state', 'postal_code'] as const).every((key) => !value(key))) return null;
  for (const key of ['address_line1', 'city', 'postal_code'] as const) if (!value(key)) fields[key] = PROFILE_MESSAGES.required;
  const state = value('state')?.toUpperCase() ?? '';
  if (!isUsState(state)) fields.state = PROFILE_MESSAGES.state;
  if (value('postal_code') && !ZIP.test(value('postal_code')!)) fields.postal_code = PROFILE_MESSAGES.postalCode;
  const country = value('country')?.toUpperCase() ?? SUPPORTED_COUNTRY;
  if (!['USA', 'US'].includes(country)) fields.country = PROFILE_MESSAGES.country;
  return { address_line1: value('address_line1') ?? '', address_line2: value('address_line2'), city: value('city') ?? '', state, postal_code: value('postal_code') ?? '', country: SUPPORTED_COUNTRY };
};

type Profile = PersonalFields & { title: string };

const checkProfile = (input: ProfileInput): { fields: FieldErrors; profile: Profile } => {
  const fields: FieldErrors = {};
  if (!input.firstName.trim()) fields.first_name = PROFILE_MESSAGES.required;
  if (!input.lastName.trim()) fields.last_name = PROFILE_MESSAGES.required;
  if (!input.title?.trim()) fields.title = PROFILE_MESSAGES.required;
  const phoneText = blankToNull(input.phoneNumber);
  const phoneNumber = phoneText === null ? null : normalizeUsPhone(phoneText);
  if (phoneText !== null && phoneNumber === null) fields.phone_number = PROFILE_MESSAGES.phone;
  const embossName = blankToNull(input.embossName);
  if (embossNameError(embossName)) fields.embossName = PROFILE_MESSAGES.embossName;
  const address = input.address ? checkAddress(input.address, fields) : null;
  const profile = {
    firstName: input.firstName.trim(), middleName: blankToNull(input.middleName), lastName: input.lastName.trim(), title: input.title?.trim() ?? '',
    phoneNumber, address, embossName,
  };
  return { fields, profile };
};

/**
 * The profile form's rules (shared by the web's schema and the user decider): names and title
 * required, the rest optional; a phone and an address in the USA; an emboss name a card can carry.
 */
export const profileErrors = (input: ProfileInput): FieldErrors => checkProfile(input).fields;

/** The normalized profile, or a refusal with per-field messages. */
export const validateProfile = (input: ProfileInput): Profile => {
  const { fields, profile } = checkProfile(input);
  refuseIfAny(fields);
  return profile;
};
