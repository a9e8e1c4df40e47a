import { DEFAULT_CLEARING_TOLERANCE_PERCENT, hasClearingTolerance, holdFor } from '../transactions/clearing-tolerance';
import type { ReceiptFields } from './reading';

/** One of the member's transactions a receipt may belong to, as the matcher sees it. */
export interface MatchCandidate {
  transactionId: string;
  amountCents: number;
  /** When it was made (ISO). */
  date: string;
  merchant: string;
  mcc: string | null;
  /** The card's last 4; null for a manual or out-of-pocket entry. */
  cardLast4: string | null;
  /** It has a receipt already: offered, never attached on its own. */
  hasReceipt: boolean;
}

/** The figures compared, recorded with a match so anyone can see why. */
export interface MatchWhy {
  receiptTotalCents: number;
  transactionAmountCents: number;
  /** EXACT, or TIP: within the clearing tolerance of a category whose amount grows after the receipt (tips, fuel, lodging). */
  amount: 'EXACT' | 'TIP';
  /** Days between the receipt's date and the transaction's (null: the receipt shows no date). */
  dayDifference: number | null;
  /** 0..1, the merchant names' likeness. */
  merchantSimilarity: number;
  /** MATCH, DIFFERENT (another card: never sure then), or null (unknown on either side, or one digit apart: an OCR slip). */
  cardLast4: 'MATCH' | 'DIFFERENT' | null;
}

export type MatchDecision =
  | { kind: 'CONFIDENT'; transactionId: string; why: MatchWhy }
  /** Offered to the member; `sameTransactions`: two of them have the same merchant, amount and day (a possible duplicate charge). */
  | { kind: 'AMBIGUOUS'; candidates: { transactionId: string; why: MatchWhy }[]; sameTransactions: boolean }
  | { kind: 'NONE' };

/** How far apart a receipt's date and its transaction's may be (a hotel bills at checkout, a card posts late). */
export const MATCH_DAYS = 3;
/** Merchant names at least this alike are the same merchant; names under WEAK are different ones. */
export const SAME_MERCHANT = 0.5;
const WEAK_MERCHANT = 0.25;

// Payment processors' prefixes and legal suffixes say nothing of who the merchant is.
const NOISE = /^(?:sq|tst|sp|pp|paypal|ic|dd|py)\s*\*\s*|\b(?:inc|llc|ltd|corp|co|gmbh|the|store|#?\d+)\b\.?/gi;

const normalize = (name: string): string =>
  name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(NOISE, ' ').replace(/[^a-z0-9]+/g, ' ').trim();

const bigrams = (s: string): string[] => {
  const compact = s.replace(/ /g, '');
  return Array.from({ length: Math.max(compact.length - 1, 0) }, (_, i) => compact.slice(i, i + 2));
};

/** Dice's coefficient over letter pairs of the normalized names (robust to OCR slips, word order and punctuation); 1 when one name contains the other. */
export const merchantSimilarity = (a: string, b: string): number => {
  const [x, y] = [normalize(a), normalize(b)];
  if (!x || !y) return 0;
  const [cx, cy] = [x.replace(/ /g, ''), y.replace(/ /g, '')];
  // A name inside the other is the same merchant, once it is long enough not to be inside anything.
  if (Math.min(cx.length, cy.length) >= 4 && (cx.includes(cy) || cy.includes(cx))) return 1;
  const [p, q] = [bigrams(x), bigrams(y)];
  const pool = [...q];
  let shared = 0;
  for (const pair of p) {
    const at = pool.indexOf(pair);
    if (at < 0) continue;
    shared++;
    pool.splice(at, 1);
  }
  return p.length + q.length === 0 ? 0 : Math.round(((2 * shared) / (p.length + q.length)) * 100) / 100;
};

const dayNumber = (isoDay: string): number => Math.floor(Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** MATCH, DIFFERENT, or null (unknown) for one digit apart: the slip OCR makes most, no evidence either way. */
const cards = (read: string, card: string): MatchWhy['cardLast4'] => {
  const apart = [...read].filter((digit, i) => digit !== card[i]).length;
  return apart === 0 ? 'MATCH' : apart === 1 ? null : 'DIFFERENT';
};

/** EXACT, TIP (either side may be the one before the tip: a pending authorization or an itemized receipt), or no match. */
const amountMatch = (total: number, candidate: MatchCandidate): MatchWhy['amount'] | null => {
  if (candidate.amountCents === total) return 'EXACT';
  if (!hasClearingTolerance(candidate.mcc)) return null;
  const [low, high] = total < candidate.amountCents ? [total, candidate.amountCents] : [candidate.amountCents, total];
  return high <= holdFor(low, candidate.mcc, DEFAULT_CLEARING_TOLERANCE_PERCENT) ? 'TIP' : null;
};

/** The comparison, or null when the candidate is ruled out (amount, more than MATCH_DAYS apart); a merchant that reads as another is ruled out by the caller. */
const compare = (receipt: ReceiptFields & { totalCents: number }, candidate: MatchCandidate): MatchWhy | null => {
  const amount = amountMatch(receipt.totalCents, candidate);
  if (!amount) return null;
  const dayDifference = receipt.date === null ? null : Math.abs(dayNumber(receipt.date) - dayNumber(candidate.date));
  if (dayDifference !== null && dayDifference > MATCH_DAYS) return null;
  return {
    receiptTotalCents: receipt.totalCents, transactionAmountCents: candidate.amountCents, amount, dayDifference,
    merchantSimilarity: receipt.merchant ? merchantSimilarity(receipt.merchant, candidate.merchant) : 0,
    cardLast4: receipt.cardLast4 && candidate.cardLast4 ? cards(receipt.cardLast4, candidate.cardLast4) : null,
  };
};

/**
 * Sure enough to attach with nobody asked: the same merchant and, beside the amount, a second
 * independent sign (a date within range or the card's last 4); a tip match also needs the date.
 */
const sure = (why: MatchWhy): boolean => {
  if (why.merchantSimilarity < SAME_MERCHANT || why.cardLast4 === 'DIFFERENT') return false;
  if (why.amount === 'TIP') return why.dayDifference !== null;
  return why.dayDifference !== null || why.cardLast4 === 'MATCH';
};

/** Same merchant, amount and day: two charges nobody can tell apart by their receipt. */
const alike = (a: MatchCandidate, b: MatchCandidate): boolean =>
  a.amountCents === b.amountCents && a.date.slice(0, 10) === b.date.slice(0, 10) && merchantSimilarity(a.merchant, b.merchant) >= SAME_MERCHANT;

/**
 * Which of the member's transactions a read receipt belongs to. It attaches (CONFIDENT) only when
 * exactly one candidate passes every check and is sure, no other of the same merchant passes, and
 * that one has no receipt yet; a possible match is offered (AMBIGUOUS); a receipt without a total, or with no
 * candidate, waits (NONE). A wrong attachment costs more than a question, so doubt always asks.
 */
export const matchReceipt = (receipt: ReceiptFields, candidates: readonly MatchCandidate[]): MatchDecision => {
  const total = receipt.totalCents;
  if (total === null) return { kind: 'NONE' };
  const passing = candidates
    .map((candidate) => ({ candidate, why: compare({ ...receipt, totalCents: total }, candidate) }))
    .filter((c): c is { candidate: MatchCandidate; why: MatchWhy } => c.why !== null && (!receipt.merchant || c.why.merchantSimilarity >= WEAK_MERCHANT))
    .sort((a, b) => b.why.merchantSimilarity - a.why.merchantSimilarity || (a.why.dayDifference ?? MATCH_DAYS) - (b.why.dayDifference ?? MATCH_DAYS) || a.candidate.transactionId.localeCompare(b.candidate.transactionId));
  if (passing.length === 0) return { kind: 'NONE' };
  // An exact amount beats a tip: the charge a tip above the receipt is the likelier stranger.
  const sureOnes = passing.filter((p) => sure(p.why));
  const exact = sureOnes.filter((p) => p.why.amount === 'EXACT');
  const [best, ...others] = exact.length > 0 ? exact : sureOnes;
  // Another candidate of the same merchant is a rival a person must rule out, unless it was paid by
  // another card than the receipt shows; beside an exact amount only another exact one is.
  const rivals = passing.filter((p) => p !== best && p.why.merchantSimilarity >= SAME_MERCHANT && p.why.cardLast4 !== 'DIFFERENT'
    && (best?.why.amount !== 'EXACT' || p.why.amount === 'EXACT'));
  if (best && others.length === 0 && rivals.length === 0 && !best.candidate.hasReceipt) {
    return { kind: 'CONFIDENT', transactionId: best.candidate.transactionId, why: best.why };
  }
  const sameTransactions = passing.some((p, i) => passing.slice(i + 1).some((q) => alike(p.candidate, q.candidate)));
  return { kind: 'AMBIGUOUS', candidates: passing.slice(0, 5).map((p) => ({ transactionId: p.candidate.transactionId, why: p.why })), sameTransactions };
};
