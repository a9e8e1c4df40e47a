// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustmentsSection } from './adjustments-section';
import type { TransactionDetail } from './transaction-facts';

afterEach(cleanup);

const withAdjustments = (adjustments: TransactionDetail['adjustments']) => ({ adjustments }) as TransactionDetail;

describe('AdjustmentsSection', () => {
  it('lists each adjustment with its amount and sync state, and shows nothing before the first', () => {
    const { container } = render(<AdjustmentsSection t={withAdjustments([])} />);
    expect(container.textContent).toBe('');
    render(<AdjustmentsSection t={withAdjustments([
      { __typename: 'TransactionAdjustment', id: 'a', reason: 'AMOUNT', amountDelta: -2_500, syncState: 'SYNCED', createdAt: '2026-11-20T10:00:00.000Z' },
      { __typename: 'TransactionAdjustment', id: 'b', reason: 'CODING', amountDelta: 0, syncState: 'READY_TO_SYNC', createdAt: '2026-11-21T10:00:00.000Z' },
    ])} />);
    const rows = screen.getAllByTestId('adjustment-row').map((r) => [...r.querySelectorAll('td')].slice(1).map((c) => c.textContent));
    expect(rows).toEqual([['Amount change (refund, reversal or clearing)', '-$25.00', 'Synced'], ['Re-coding', '$0.00', 'Ready to sync']]);
  });
});
