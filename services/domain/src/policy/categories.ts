/**
 * The expense policy's categories: groups of merchant category codes (ISO 18245, the codes of
 * cards/mcc-codes.ts), so a card purchase's category comes from the network's MCC, not from anyone's
 * coding. A transaction without an MCC (manual, out-of-pocket) has no category.
 */
type Codes = readonly (string | readonly [from: number, to: number])[];

const CATEGORY_CODES = {
  MEALS: { name: 'Meals', codes: ['5811', '5812', '5814'] },
  ALCOHOL: { name: 'Alcohol and bars', codes: ['5813', '5921'] },
  AIRFARE: { name: 'Airfare', codes: [[3000, 3299], '4511'] },
  LODGING: { name: 'Lodging', codes: [[3501, 3999], '7011'] },
  GROUND_TRANSPORT: { name: 'Ground transport', codes: [[3351, 3441], '4111', '4121', '4131', '4789', '7512', '7523'] },
  FUEL: { name: 'Fuel', codes: ['5541', '5542', '5983'] },
  ENTERTAINMENT: { name: 'Entertainment', codes: ['7832', '7841', '7911', '7922', '7929', '7932', '7933', '7941', '7991', '7996', '7998', '7999'] },
  GAMBLING: { name: 'Gambling', codes: ['7800', '7801', '7802', '7995'] },
  SOFTWARE: { name: 'Software', codes: ['5734', '5817', '5818', '7372'] },
  OFFICE_SUPPLIES: { name: 'Office supplies', codes: ['5044', '5111', '5943'] },
} as const satisfies Record<string, { name: string; codes: Codes }>;

export type PolicyCategory = keyof typeof CATEGORY_CODES;
export const POLICY_CATEGORIES = (Object.keys(CATEGORY_CODES) as PolicyCategory[]).map((key) => ({ key, name: CATEGORY_CODES[key].name }));

export const isPolicyCategory = (key: string): key is PolicyCategory => Object.hasOwn(CATEGORY_CODES, key);
export const policyCategoryName = (key: PolicyCategory): string => CATEGORY_CODES[key].name;

const inCodes = (mcc: string, codes: Codes): boolean => {
  const n = Number(mcc);
  return codes.some((c) => (typeof c === 'string' ? c === mcc : n >= c[0] && n <= c[1]));
};

/** The category of a merchant category code, or null when it is in none. */
export const categoryOfMcc = (mcc: string | null): PolicyCategory | null => {
  if (!mcc) return null;
  return (Object.keys(CATEGORY_CODES) as PolicyCategory[]).find((key) => inCodes(mcc, CATEGORY_CODES[key].codes)) ?? null;
};
