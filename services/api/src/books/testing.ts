// The month proof's helpers through the API (month-proof.test.ts, month-sync.test.ts).
import { parse } from 'csv-parse/sync';
import { parseAmountToCents } from '@spend/domain';
import type { ApiHarness } from '../testing';

/** A CSV report as its user downloads it, parsed by its header. */
export const download = async (api: ApiHarness, url: string, token: string): Promise<Record<string, string>[]> => {
  const response = await fetch(new URL(url, api.url), { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return parse(await response.text(), { columns: true, bom: true }) as Record<string, string>[];
};

/** A CSV amount ("-1,234.56") in cents, through the one money parser. */
export const cents = (amount: string): number => (amount.startsWith('-') ? -1 : 1) * parseAmountToCents(amount.replace(/^-/, '').replaceAll(',', ''))!;

export const sum = <T>(list: readonly T[], of: (t: T) => number): number => list.reduce((total, t) => total + of(t), 0);

/** Collects named comparisons with the oracle: how many, and each one that differs. */
export const comparison = () => {
  const mismatches: string[] = [];
  let figures = 0;
  const check = (what: string, actual: unknown, wanted: number | string | boolean | null | undefined) => {
    figures += 1;
    if (actual !== wanted) mismatches.push(`${what}: API ${String(actual)}, oracle ${String(wanted)}`);
  };
  return { check, mismatches, figures: () => figures };
};
