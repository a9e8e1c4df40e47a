/**
 * Realistic card traffic for demos, benchmarks and the simulator: merchants per MCC with typical
 * amounts (cents). Pure: the caller passes its random source.
 */
export interface Merchant {
  name: string;
  id: string;
  mcc: string;
  minCents: number;
  maxCents: number;
  /** Relative frequency. */
  weight: number;
}

const m = (name: string, mcc: string, minCents: number, maxCents: number, weight: number): Merchant => ({
  name, id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), mcc, minCents, maxCents, weight,
});

export const MERCHANTS: readonly Merchant[] = [
  m('Blue Bottle Coffee', '5814', 350, 2_400, 14),
  m('Sweetgreen', '5814', 1_100, 4_500, 10),
  m('The Capital Grille', '5812', 6_000, 48_000, 4),
  m('Uber', '4121', 900, 7_500, 10),
  m('Lyft', '4121', 800, 6_500, 6),
  m('Delta Air Lines', '3058', 18_000, 120_000, 3),
  m('United Airlines', '3000', 15_000, 110_000, 3),
  m('Marriott', '3509', 14_000, 65_000, 3),
  m('Hilton', '3504', 13_000, 60_000, 2),
  m('Amazon Web Services', '7372', 2_000, 250_000, 5),
  m('Google Workspace', '7372', 1_200, 36_000, 4),
  m('Slack', '7372', 800, 25_000, 3),
  m('Adobe', '5734', 2_000, 9_000, 3),
  m('Staples', '5111', 1_500, 30_000, 5),
  m('Office Depot', '5943', 1_200, 25_000, 3),
  m('Shell', '5541', 2_500, 9_500, 6),
  m('Chevron', '5542', 2_500, 9_000, 4),
  m('FedEx', '4215', 1_500, 18_000, 4),
  m('Home Depot', '5200', 2_000, 80_000, 3),
  m('Best Buy', '5732', 3_000, 150_000, 2),
  m('Costco', '5300', 5_000, 60_000, 2),
  m('LinkedIn Ads', '7311', 10_000, 200_000, 2),
  m('Meetup', '8699', 1_000, 5_000, 1),
  // Rarely, somebody tries a casino: cards restricting 7995 decline it.
  m('Lucky Star Casino', '7995', 5_000, 50_000, 1),
];

const TOTAL_WEIGHT = MERCHANTS.reduce((sum, merchant) => sum + merchant.weight, 0);

export interface SimulatedPurchase {
  merchant: Merchant;
  amountCents: number;
}

/** One purchase: a merchant by weight, an amount in its range; about 1 in 50 is far too large (a decline). */
export const nextPurchase = (random: () => number): SimulatedPurchase => {
  let pick = random() * TOTAL_WEIGHT;
  const merchant = MERCHANTS.find((candidate) => (pick -= candidate.weight) < 0) ?? MERCHANTS[0]!;
  const amountCents = Math.round(merchant.minCents + random() * (merchant.maxCents - merchant.minCents));
  return { merchant, amountCents: random() < 0.02 ? amountCents * 100 : amountCents };
};

/** What clears: restaurants and rides add a tip, the rest clear as authorized. */
export const clearedAmount = (purchase: SimulatedPurchase, random: () => number): number =>
  ['5812', '5814', '4121'].includes(purchase.merchant.mcc) ? Math.round(purchase.amountCents * (1 + random() * 0.2)) : purchase.amountCents;
