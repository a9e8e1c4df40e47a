// The golden set's receipts and each member's transactions around them (generate.ts writes them).
import type { GoldenTransaction } from './golden';

/** A small seeded generator (mulberry32): the same set on every run. */
export const seeded = (seed: number): (() => number) => {
  let a = seed * 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const uuid = (random: () => number): string =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(random() * 16).toString(16));

/** Name on the receipt, what the card network calls it, its category. */
const MERCHANTS: readonly [string, string, string][] = [
  ['Blue Bottle Coffee', 'BLUE BOTTLE COFFEE #12', '5814'], ['Nopa Restaurant', 'NOPA', '5812'], ['Shell', 'SHELL OIL 57442', '5541'],
  ['Uber', 'UBER *TRIP', '4121'], ['Staples', 'STAPLES 00420', '5943'], ['Hilton Garden Inn', 'HILTON GARDEN INN', '3504'],
  ['Office Depot', 'OFFICE DEPOT #221', '5943'], ['Sweetgreen', 'SQ *SWEETGREEN', '5812'], ['Home Depot', 'THE HOME DEPOT 1021', '5200'],
  ['Best Buy', 'BEST BUY 00012', '5732'], ['Chipotle', 'CHIPOTLE 1432', '5814'], ['Whole Foods Market', 'WHOLEFDS MKT 10234', '5411'],
  ['Hertz', 'HERTZ RENT-A-CAR', '7512'], ['FedEx Office', 'FEDEX OFFIC 5521', '7338'], ['Lyft', 'LYFT *RIDE', '4121'],
  ['Starbucks', 'STARBUCKS STORE 04231', '5814'], ['Marriott Marquis', 'MARRIOTT SF MARQUIS', '3509'], ['Walgreens', 'WALGREENS #3321', '5912'],
  ['Costco Wholesale', 'COSTCO WHSE #0144', '5300'], ['Apple Store', 'APPLE STORE R102', '5732'], ['Shake Shack', 'SHAKE SHACK 1234', '5814'],
  ['Panera Bread', 'PANERA BREAD #601', '5814'], ['Chevron', 'CHEVRON 0091', '5541'], ['Tartine Bakery', 'TST* TARTINE BAKERY', '5812'],
];
const ITEMS = ['Coffee', 'Sandwich', 'Salad', 'Paper A4', 'Toner', 'Fuel', 'Room night', 'Lunch', 'Cables', 'Snacks', 'Parking', 'Water', 'Notebook', 'Ride'];

export interface ReceiptTruth {
  merchant: string;
  date: string;
  items: [string, number][];
  taxCents: number;
  /** Printed on the receipt under a first total (PRINTED_TIP); 0: none printed. */
  tipCents: number;
  totalCents: number;
  last4: string | null;
}

const money = (cents: number, random: () => number): string => `${random() < 0.3 ? '$' : ''}${(cents / 100).toFixed(2)}`;
const pad = (label: string, figure: string): string => `${label.padEnd(22 - Math.min(figure.length, 10))}${figure}`;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const dateLine = (iso: string, random: () => number): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const time = `${String(8 + Math.floor(random() * 12)).padStart(2, '0')}:${String(Math.floor(random() * 60)).padStart(2, '0')}`;
  return pick(random, [
    `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y} ${time}`, `Date: ${iso}`, `${MONTHS[m - 1]} ${d}, ${y}  ${time}`,
    `${d} ${MONTHS[m - 1]} ${y}`, `${m}/${d}/${String(y).slice(2)} ${time}`,
  ]);
};

const cardLine = (last4: string, random: () => number): string =>
  pick(random, [`VISA **** ${last4}`, `Card ending in ${last4}`, `XXXXXXXXXXXX${last4}`, `MASTERCARD ...${last4}`, `AMEX ***********${last4}`]);

/** The receipt as printed, line by line. */
export const receiptLines = (r: ReceiptTruth, random: () => number): string[] => {
  const subtotal = r.items.reduce((sum, [, c]) => sum + c, 0);
  const lines = [random() < 0.5 ? r.merchant.toUpperCase() : r.merchant, `${100 + Math.floor(random() * 899)} Market St`, 'San Francisco, CA', dateLine(r.date, random), ''];
  for (const [name, cents] of r.items) lines.push(pad(name, money(cents, random)));
  lines.push(pad('Subtotal', money(subtotal, random)), pad('Tax', money(r.taxCents, random)));
  const label = pick(random, ['TOTAL', 'Total', 'Amount Due', 'Grand Total', 'Total Charged']);
  if (r.tipCents > 0) lines.push(pad('Total', money(subtotal + r.taxCents, random)), pad('Tip', money(r.tipCents, random)));
  lines.push(pad(label, money(r.totalCents, random)));
  if (r.last4) lines.push(cardLine(r.last4, random));
  lines.push('', pick(random, ['Thank you!', 'Thanks for visiting', 'Please come again']));
  return lines;
};

const at = (day: string, offsetDays: number, random: () => number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offsetDays * 86_400_000 + Math.floor((8 + random() * 14) * 3_600_000)).toISOString();

const KINDS = ['EXACT', 'EXACT', 'EXACT', 'TIP', 'PRINTED_TIP', 'MANUAL', 'EXACT', 'TIP', 'EXACT', 'PRINTED_TIP'] as const;
/** Categories with a clearing tolerance the set uses: only their charges may grow by a tip. */
const TIPPED = ['5812', '5814', '4121'];

/** Receipt i: its truth, the member's transactions around it (the right one and look-alikes), and the right answer. */
export const scenario = (i: number, random: () => number) => {
  const [name, descriptor, mcc] = pick(random, MERCHANTS);
  const drawn = i % 25 === 24 ? 'ALIKE' : KINDS[i % KINDS.length]!;
  const kind = (drawn === 'TIP' || drawn === 'PRINTED_TIP') && !TIPPED.includes(mcc) ? 'EXACT' : drawn;
  const date = new Date(Date.UTC(2026, Math.floor(random() * 6), 1 + Math.floor(random() * 27))).toISOString().slice(0, 10);
  const items: [string, number][] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => [pick(random, ITEMS), 150 + Math.floor(random() * 6000)]);
  const subtotal = items.reduce((s, [, c]) => s + c, 0);
  const taxCents = Math.round(subtotal * 0.0863);
  const tip = Math.round((subtotal + taxCents) * (0.1 + random() * 0.08));
  const last4 = String(1000 + Math.floor(random() * 9000));
  const printedTip = kind === 'PRINTED_TIP' ? tip : 0;
  const receipt: ReceiptTruth = { merchant: name, date, items, taxCents, tipCents: printedTip, totalCents: subtotal + taxCents + printedTip, last4: random() < 0.85 ? last4 : null };
  const manual = kind === 'MANUAL';
  const card = manual ? null : last4;
  const right: GoldenTransaction = {
    transactionId: uuid(random), amountCents: receipt.totalCents + (kind === 'TIP' ? tip : 0), date: at(date, Math.floor(random() * 3), random),
    merchant: manual ? name : descriptor, mcc: manual ? null : mcc, cardLast4: card,
  };
  const [, otherDescriptor, otherMcc] = pick(random, MERCHANTS.filter(([n]) => n !== name));
  // The member's other card: its own number, not one near this one's.
  const otherCard = String(1000 + ((Number(last4) - 1000 + 1 + Math.floor(random() * 8998)) % 9000));
  const others: GoldenTransaction[] = [
    // The same amount elsewhere; the same merchant for more; the same charge a week later; anything; the same charge on another card.
    { transactionId: uuid(random), amountCents: right.amountCents, date: at(date, Math.floor(random() * 3) - 1, random), merchant: otherDescriptor, mcc: otherMcc, cardLast4: card },
    { transactionId: uuid(random), amountCents: right.amountCents + 300 + Math.floor(random() * 4000), date: at(date, Math.floor(random() * 3) - 1, random), merchant: descriptor, mcc, cardLast4: card },
    { transactionId: uuid(random), amountCents: right.amountCents, date: at(date, 5 + Math.floor(random() * 5), random), merchant: descriptor, mcc, cardLast4: card },
    { transactionId: uuid(random), amountCents: 200 + Math.floor(random() * 9000), date: at(date, Math.floor(random() * 5) - 2, random), merchant: pick(random, MERCHANTS)[1], mcc: otherMcc, cardLast4: card },
  ];
  // One member in eight paid the same at the same place that day with another card: only the
  // receipt's last 4 tells the two apart (a receipt that shows no card gets none such).
  if (receipt.last4 && i % 8 === 0) others.push({ transactionId: uuid(random), amountCents: right.amountCents, date: at(date, 0, random), merchant: descriptor, mcc, cardLast4: otherCard });
  if (kind === 'ALIKE') others.push({ ...right, transactionId: uuid(random), date: right.date.replace(/T\d\d/, 'T23') });
  const transactions = [right, ...others].sort((a, b) => a.transactionId.localeCompare(b.transactionId));
  return { kind, receipt, transactions, expected: kind === 'ALIKE' ? null : right.transactionId };
};
