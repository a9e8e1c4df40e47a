/**
 * Merchant categories whose final amount may grow after authorization, as card issuers treat them:
 * restaurants, bars and taxis (tips), fuel (pay-at-pump pre-authorizations), car rental and
 * lodging (incidentals). Their approvals hold the amount plus a tolerance, and clearings up to that are
 * normal; anything above it was forced through by the network and is flagged.
 */
const TOLERANCE_MCCS: readonly (string | readonly [number, number])[] = [
  '5812', '5813', '5814', '4121', // eating places, bars, fast food, taxis
  '5541', '5542', '5983', // service stations, automated fuel dispensers, fuel dealers
  [3351, 3441], '7512', '7513', '7519', // car rental agencies
  [3501, 3999], '7011', // hotels and lodging
];

export const hasClearingTolerance = (mcc: string | null): boolean => {
  if (!mcc || !/^\d{4}$/.test(mcc)) return false;
  const code = Number(mcc);
  return TOLERANCE_MCCS.some((entry) => (typeof entry === 'string' ? entry === mcc : code >= entry[0] && code <= entry[1]));
};

/** The default tolerance, in percent of the authorized amount (configurable per authorizer). */
export const DEFAULT_CLEARING_TOLERANCE_PERCENT = 20;

/** What an approval holds: the amount, plus the tolerance for categories whose amount may grow. */
export const holdFor = (amountCents: number, mcc: string | null, tolerancePercent: number): number =>
  hasClearingTolerance(mcc) ? amountCents + Math.floor((amountCents * tolerancePercent) / 100) : amountCents;
