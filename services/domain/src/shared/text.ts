/**
 * The rules every piece of text a user sends must meet before it reaches a command or a query
 * (pure, so the web's forms can use the same rules and messages).
 */

export interface TextRule {
  /** How the field is named in its messages: "Name must be at most 200 characters." */
  label: string;
  /** Most characters (UTF-16 code units, as the browser's maxLength counts them). */
  max: number;
  /**
   * Free text is trimmed of blanks and zero-width characters at both ends, so a value of only those
   * becomes empty and meets its field's own "required" rule with the spec's message. Exact values
   * (ids, tokens, colours, dates) are kept as sent.
   */
  exact?: boolean;
  /** Notes and CSV files may hold tabs and line breaks. */
  multiline?: boolean;
}

const NAME = 200;
const EMAIL = 254; // RFC 5321's longest forward path
const NOTE = 2000;
const SEARCH = 200;

/**
 * The limit table, keyed by input field (or argument) name. Any other String or ID input is
 * kept exact, at most 200 characters, with the character rules below.
 */
export const TEXT_RULES: Readonly<Record<string, TextRule>> = {
  name: { label: 'Name', max: NAME },
  first_name: { label: 'First name', max: NAME },
  middle_name: { label: 'Middle name', max: NAME },
  phone_number: { label: 'Phone number', max: 40 },
  address_line1: { label: 'Address line 1', max: NAME },
  address_line2: { label: 'Address line 2', max: NAME },
  city: { label: 'City', max: NAME },
  state: { label: 'State', max: 40 },
  postal_code: { label: 'ZIP code', max: 20 },
  country: { label: 'Country', max: 40 },
  // Passwords are kept exactly as typed; the identity provider's longest (MAX_PASSWORD_LENGTH).
  currentPassword: { label: 'Current password', max: 256, exact: true },
  newPassword: { label: 'New password', max: 256, exact: true },
  confirmation: { label: 'Confirmation', max: 256, exact: true },
  last_name: { label: 'Last name', max: NAME },
  dba_name: { label: 'Company name', max: NAME },
  dba_address: { label: 'Company address', max: 500, multiline: true },
  embossName: { label: 'Emboss name', max: NAME },
  title: { label: 'Title', max: NAME },
  merchant: { label: 'Merchant', max: NAME },
  number: { label: 'Budget number', max: NAME },
  email: { label: 'Email', max: EMAIL },
  reason: { label: 'Reason', max: NOTE, multiline: true },
  note: { label: 'Note', max: NOTE, multiline: true },
  description: { label: 'Description', max: NOTE },
  notes: { label: 'Notes', max: NOTE, multiline: true },
  // An answer to the expense policy's findings (policy/explanation.ts: EXPLANATION_MAX_LENGTH).
  explanation: { label: 'Explanation', max: 1000, multiline: true },
  vendor: { label: 'Vendor', max: NAME },
  invoiceNumber: { label: 'Invoice number', max: NAME },
  search: { label: 'Search', max: SEARCH },
  q: { label: 'Search', max: SEARCH },
  // A bulk card file: one row per card, about a hundred characters each.
  csv: { label: 'CSV file', max: 1_000_000, exact: true, multiline: true },
};

/** Fields outside the table are named after themselves: `timeZone` is "Time zone". */
const labelOf = (field: string): string => {
  const words = field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

// NUL and the other C0 controls, DEL and the C1 controls; tab, line feed and carriage return are
// matched separately so that multi-line fields may keep them.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\t\n\r]/;
// Embeddings, overrides and isolates can make text display differently from what it is.
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
// With the u flag a well-formed pair is one code point, so this matches only a lone surrogate.
const LONE_SURROGATE = /\p{Cs}/u;
// Blanks and zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM) at either end.
const EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

export const textMessages = (label: string) => ({
  tooLong: (max: number) => `${label} must be at most ${max.toLocaleString('en-US')} characters.`,
  control: `${label} must not contain control characters.`,
  bidi: `${label} must not contain text direction override characters.`,
  encoding: `${label} must be valid Unicode text.`,
});

export type TextCheck = { ok: true; value: string } | { ok: false; message: string };

/** Checks `value` against `rule`; a free-text value comes back trimmed. */
export const checkText = (value: string, rule: TextRule): TextCheck => {
  const messages = textMessages(rule.label);
  const text = rule.exact ? value : value.replace(EDGES, '');
  if (LONE_SURROGATE.test(text)) return { ok: false, message: messages.encoding };
  if (CONTROL.test(text) || (!rule.multiline && LINE_BREAK.test(text))) return { ok: false, message: messages.control };
  if (BIDI.test(text)) return { ok: false, message: messages.bidi };
  if (text.length > rule.max) return { ok: false, message: messages.tooLong(rule.max) };
  return { ok: true, value: text };
};

export const textRuleFor = (field: string): TextRule => TEXT_RULES[field] ?? { label: labelOf(field), max: 200, exact: true };
