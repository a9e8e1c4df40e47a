import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCompact } from './money';

describe('money', () => {
  it('shows USD with 2 decimals', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123_456_78)).toBe('$123,456.78');
    expect(formatMoney(-5_00)).toBe('-$5.00');
  });

  it('abbreviates large amounts k, m, b where figures are tight', () => {
    expect(formatMoneyCompact(999_00)).toBe('$999.00');
    expect(formatMoneyCompact(1_000_00)).toBe('$1k');
    expect(formatMoneyCompact(1_500_00)).toBe('$1.5k');
    expect(formatMoneyCompact(193_000_00)).toBe('$193k');
    expect(formatMoneyCompact(2_000_000_00)).toBe('$2m');
    expect(formatMoneyCompact(3_200_000_000_00)).toBe('$3.2b');
    expect(formatMoneyCompact(-1_500_00)).toBe('-$1.5k');
  });

  it('cuts rather than rounds up, so $999,999 never reads $1000k', () => {
    expect(formatMoneyCompact(999_999_00)).toBe('$999.9k');
    expect(formatMoneyCompact(1_999_999_99)).toBe('$1.9m');
  });
});
