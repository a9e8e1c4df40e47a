import { describe, expect, it } from 'vitest';
import { mileageSettingsSchema, rateCents } from './mileage-settings-schema';

const errors = (rate: string, policyUrl = '') =>
  Object.fromEntries((mileageSettingsSchema.safeParse({ rate, policyUrl, generalLedgerId: '' }).error?.issues ?? []).map((i) => [i.path[0], i.message]));

describe('mileageSettingsSchema', () => {
  it('takes the rate as whole cents from 0 to 1000', () => {
    expect(errors('70')).toEqual({});
    expect(errors('0')).toEqual({});
    for (const rate of ['', '0.7', 'seventy', '-1', '1001']) expect(errors(rate)).toEqual({ rate: 'Enter the rate as a whole number of cents per mile, from 0 to 1000.' });
  });

  it('takes no policy link, or a web address', () => {
    expect(errors('70', 'https://acme.test/mileage.pdf')).toEqual({});
    expect(errors('70', 'acme mileage')).toEqual({ policyUrl: 'Enter the policy link as a web address starting with https:// or http://.' });
    expect(errors('70', 'ftp://acme.test/x')).toEqual({ policyUrl: 'Enter the policy link as a web address starting with https:// or http://.' });
  });

  it('reads a typed rate as cents', () => {
    expect(rateCents(' 70 ')).toBe(70);
    expect(rateCents('7.5')).toBeNull();
  });
});
