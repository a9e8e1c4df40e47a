import { describe, expect, it } from 'vitest';
import { NOTHING_READ, readAnything, readReceiptText } from './reading';

/** Given a receipt's text as printed, when it is read: its fields. */
const given = (text: string) => ({ read: () => readReceiptText(text) });

describe('reading a receipt', () => {
  it('takes the total after the tip, not the subtotal nor the first total, and a masked card', () => {
    const fields = given(`BLUE BOTTLE COFFEE
      123 Market St, San Francisco
      03/14/2026 08:12
      Latte            5.50
      Croissant        4.25
      Subtotal         9.75
      Tax              0.85
      Total           10.60
      Tip              2.00
      TOTAL           12.60
      VISA **** 4242`).read();
    expect(fields).toEqual({ merchant: 'BLUE BOTTLE COFFEE', date: '2026-03-14', totalCents: 1260, currency: null, cardLast4: '4242' });
  });

  it('reads an emailed invoice: a labelled merchant, a written-out date, "ending in", a currency code and thousands', () => {
    const fields = given(`Your receipt from Acme Cloud
      Merchant: Acme Cloud Inc.
      Invoice date: March 2, 2026
      Pro plan (annual)     USD 1,188.00
      Total tax             0.00
      Amount paid           USD 1,188.00
      Charged to Mastercard ending in 5100`).read();
    expect(fields).toEqual({ merchant: 'Acme Cloud Inc.', date: '2026-03-02', totalCents: 118_800, currency: 'USD', cardLast4: '5100' });
  });

  it('reads a European receipt: day first, comma decimals, the euro sign, and a figure on the line under its label', () => {
    const fields = given(`Café de Flore
      172 Bd Saint-Germain
      14.03.2026 13:40
      2 x Café crème   9,00 €
      Sous-total / Subtotal 9,00
      TOTAL
      9,00 €
      Carte XXXX XXXX XXXX 0042`).read();
    expect(fields).toEqual({ merchant: 'Café de Flore', date: '2026-03-14', totalCents: 900, currency: 'EUR', cardLast4: '0042' });
  });

  it('reads ISO, day-month-name and two-digit-year dates, and a slash date whose first part cannot be a month', () => {
    expect(given('Shell\n2026-01-09\nTOTAL 40.00').read().date).toBe('2026-01-09');
    expect(given('Hertz\n9 Jan 2026\nTotal 40.00').read().date).toBe('2026-01-09');
    expect(given('Uber\n1/9/26\nTotal 40.00').read().date).toBe('2026-01-09');
    expect(given('Pret\n25/01/2026\nTotal 4.00').read().date).toBe('2026-01-25');
    expect(given('Pret\n02/30/2026\nTotal 4.00').read().date).toBeNull();
  });

  it('reads the OCR confusions of a photographed receipt (T0TAL, a stray symbol before the name)', () => {
    const fields = given('~ THE HALAL GUYS\n53rd & 6th\n12/01/2025\nPlatter 10.99\nSUBT0TAL 10.99\nT0TAL $11.96\nCard ...9876').read();
    expect(fields).toEqual({ merchant: 'THE HALAL GUYS', date: '2025-12-01', totalCents: 1196, currency: 'USD', cardLast4: '9876' });
  });

  it('reads the last 4 after a mask OCR garbled, but not from a phone number or a figure', () => {
    expect(given('Shell\nTotal 12.00\nXOOKKXXKKNX3463').read().cardLast4).toBe('3463');
    expect(given('Shell\nTotal 12.00\nAMEX *x%+#xexs5*3848').read().cardLast4).toBe('3848');
    expect(given('Shell\nTotal 12.00\nAMEX $okkk kkk kX kk5950').read().cardLast4).toBe('5950');
    expect(given('Shell\nTotal 12.00\nMASTERCARD . ..5437').read().cardLast4).toBe('5437');
    expect(given('Shell\nTel 415-555-1234\nTotal 12.00').read().cardLast4).toBeNull();
    expect(given('Shell\nTotal $1234').read().cardLast4).toBeNull();
    expect(given('Shell\nJan24,2026\nTotal 12.00').read().cardLast4).toBeNull();
    expect(given('Staples\n26 Apr 2026\nTotal 12.00').read().cardLast4).toBeNull();
  });

  it('gives no total to a receipt that labels none, rather than guessing its largest figure', () => {
    expect(given('Corner Deli\n2026-03-01\nSandwich 8.50\nSoda 2.00').read().totalCents).toBeNull();
  });

  it('reads nothing from blank text or noise', () => {
    expect(given('').read()).toEqual(NOTHING_READ);
    expect(readAnything(given('  \n \n').read())).toBe(false);
    expect(readAnything(given('|| ~ ,. _').read())).toBe(false);
  });
});
