/**
 * What a receipt says, read from its text (a PDF's text layer or an image's OCR): merchant, date,
 * total, currency and the card's last 4. Pure, so the same rules read a golden-set receipt and a
 * mailed one. A field that cannot be read with reason is null, never guessed.
 */
export interface ReceiptFields {
  merchant: string | null;
  /** The purchase day as printed (YYYY-MM-DD), no time zone. */
  date: string | null;
  totalCents: number | null;
  /** ISO 4217; null when the receipt shows no currency at all. */
  currency: string | null;
  cardLast4: string | null;
}

export const NOTHING_READ: ReceiptFields = { merchant: null, date: null, totalCents: null, currency: null, cardLast4: null };

// OCR confuses O/0, l/1/I and S/5 in words; these patterns accept either.
const TOTAL_LABEL = /\b(?:grand\s*t[o0]ta[l1i]|t[o0]ta[l1i]\s*(?:due|paid|charged|amount)?|amount\s*(?:due|paid|charged)|balance\s*due|charged)\b/i;
const NOT_TOTAL = /\b(?:sub\s*-?\s*t[o0]ta[l1i]|t[o0]ta[l1i]\s*(?:tax|savings|saved|discount|items?|qty|quantity|before)|tax\s*t[o0]ta[l1i]|t[o0]ta[l1i]\s*excl)/i;
// 1,234.56 or 1234.56, or the comma-decimal 1.234,56 / 12,60 of European receipts.
const AMOUNT = /(?<![\d.,])(\d{1,3}(?:,\d{3})+\.\d{2}|\d{1,3}(?:\.\d{3})+,\d{2}|\d+[.,]\d{2})(?![\d.,]*\d)/g;

const centsOf = (text: string): number => {
  const decimal = text.at(-3);
  const digits = text.replace(/[.,]/g, '');
  return decimal === '.' || decimal === ',' ? Number(digits) : Number(digits) * 100;
};

const amountsIn = (line: string): number[] => [...line.matchAll(AMOUNT)].map((m) => centsOf(m[1]!));

/**
 * The total: the last line labelled as one (a tip added under a first "Total" makes a second,
 * final one), never a subtotal or a total of tax. On a line without a figure, the figure on the
 * next line. Unlabelled receipts give no total rather than their largest figure.
 */
const totalOf = (lines: string[]): number | null => {
  let total: number | null = null;
  lines.forEach((line, i) => {
    if (!TOTAL_LABEL.test(line) || NOT_TOTAL.test(line)) return;
    const here = amountsIn(line);
    const figure = here.length > 0 ? here.at(-1)! : amountsIn(lines[i + 1] ?? '')[0];
    if (figure !== undefined && figure > 0) total = figure;
  });
  return total;
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?';

const day = (y: number, m: number, d: number): string | null => {
  const year = y < 100 ? 2000 + y : y;
  const date = new Date(Date.UTC(year, m - 1, d));
  if (year < 2000 || year > 2099 || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
};

/** Date shapes in the order they are tried; slashes are month first (US) unless the first part cannot be a month. */
const DATE_SHAPES: [RegExp, (m: RegExpExecArray) => string | null][] = [
  [/\b(20\d\d)-(\d\d)-(\d\d)\b/, (m) => day(+m[1]!, +m[2]!, +m[3]!)],
  [/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/, (m) => (+m[1]! > 12 ? day(+m[3]!, +m[2]!, +m[1]!) : day(+m[3]!, +m[1]!, +m[2]!))],
  [/\b(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})\b/, (m) => day(+m[3]!, +m[2]!, +m[1]!)],
  [new RegExp(`\\b${MONTH}\\s+(\\d{1,2}),?\\s+(20\\d\\d)\\b`, 'i'), (m) => day(+m[3]!, MONTHS.indexOf(m[1]!.toLowerCase()) + 1, +m[2]!)],
  [new RegExp(`\\b(\\d{1,2})[\\s-]+${MONTH}[\\s-]+(20\\d\\d)\\b`, 'i'), (m) => day(+m[3]!, MONTHS.indexOf(m[2]!.toLowerCase()) + 1, +m[1]!)],
];

/** The first date on the receipt: the purchase's (due dates and return-by dates come later). */
const dateOf = (lines: string[]): string | null => {
  for (const line of lines) {
    for (const [shape, read] of DATE_SHAPES) {
      const m = shape.exec(line);
      const found = m && read(m);
      if (found) return found;
    }
  }
  return null;
};

// "ending in 1234", "**** 1234", "XXXX-XXXX-XXXX-1234", "Visa ...1234", "Card #: xx1234".
const LAST4 = /(?:ending\s*(?:in|with)?|[*xX•#]{2,}[\s-]*(?:[*xX•#]{4}[\s-]*)*|(?:\.\s*){3}|last\s*4(?:\s*digits)?:?)\s*(\d{4})\b/i;
// A card line ("AMEX $okkk kkk kX kk5950": the mask garbled into letters) ends in the last 4 after a non-digit.
const CARD_LINE = /^(?:visa|mastercard|amex|american express|discover|card)\b.*\D(\d{4})\s*$/i;

// A masked number OCR garbled ("XOOKKXXKKNX3463", "*x%+#xexs5*3848"): a line ending in a token of at
// least 4 mask characters before its last 4 digits (a phone number's dashes are too few).
const GARBLED_MASK = /(?:^|\s)(\S*?[^\s\d])(\d{4})\s*$/;

const last4Of = (text: string, lines: string[]): string | null => {
  const plain = LAST4.exec(text)?.[1] ?? lines.map((l) => CARD_LINE.exec(l)?.[1]).find(Boolean);
  if (plain) return plain;
  for (const line of lines) {
    const m = GARBLED_MASK.exec(line);
    if (m && m[1]!.replace(/\d/g, '').length >= 4 && !/[.,/:-]/.test(m[1]!)) return m[2]!;
  }
  return null;
};

const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'JPY'];
const SYMBOLS: [string, string][] = [['€', 'EUR'], ['£', 'GBP'], ['$', 'USD']];

const currencyOf = (text: string): string | null => {
  const code = new RegExp(`\\b(${CURRENCY_CODES.join('|')})\\b`).exec(text);
  if (code) return code[1]!;
  return SYMBOLS.find(([symbol]) => text.includes(symbol))?.[1] ?? null;
};

// Header lines that are not the merchant's name.
const NOT_MERCHANT = /^(?:receipt|sales receipt|invoice|tax invoice|order|welcome|thank you|customer copy|merchant copy|copy|date|time|tel|phone|www\.|http)/i;

/** The merchant: a "Merchant:" label, else the first line of the header that reads as a name (letters, not an address or a phone). */
const merchantOf = (lines: string[]): string | null => {
  const labelled = lines.map((l) => /^\s*(?:merchant|store|vendor|sold by)\s*:\s*(.+)$/i.exec(l)?.[1]?.trim()).find(Boolean);
  if (labelled) return labelled.slice(0, 120);
  for (const line of lines.slice(0, 6)) {
    const name = line.replace(/[^\p{L}\p{N}&'.\- ]+/gu, ' ').replace(/\s+/g, ' ').trim();
    const letters = name.replace(/[^\p{L}]/gu, '').length;
    if (letters < 3 || letters < name.length / 2 || /^\d/.test(name) || NOT_MERCHANT.test(name)) continue;
    return name.slice(0, 120);
  }
  return null;
};

/** Reads a receipt's text (lines as printed); blank text reads as nothing. */
export const readReceiptText = (text: string): ReceiptFields => {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l.length > 0);
  if (lines.length === 0) return NOTHING_READ;
  return { merchant: merchantOf(lines), date: dateOf(lines), totalCents: totalOf(lines), currency: currencyOf(text), cardLast4: last4Of(text, lines) };
};

/** Whether anything at all was read (a blank page or a photo of nothing reads nothing). */
export const readAnything = (fields: ReceiptFields): boolean => Object.values(fields).some((v) => v !== null);
