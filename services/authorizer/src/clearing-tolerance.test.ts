import { describe, expect, it } from 'vitest';
import { fold, ledgerDecider, type LedgerEvent } from '@spend/domain';
import { Authorizer } from './authorizer';
import { ledger, newBudget, newCard, now, post, purchase, store, urls, useAuthorizerStack } from './testing';

useAuthorizerStack();

const clear = (authorizationId: string, card: string, amount: number) =>
  post('/v1/clearings', { id: `clr_${authorizationId}`, authorization_id: authorizationId, card_token: card, amount, timestamp: now() });

const ofType = <T extends LedgerEvent['type']>(events: LedgerEvent[], type: T) => events.filter((e): e is Extract<LedgerEvent, { type: T }> => e.type === type);

describe('clearing tolerance', () => {
  it('holds a tip-prone purchase with its tolerance; a clearing within it posts, one beyond it is recorded and flagged', async () => {
    const budgetId = await newBudget(100_000);
    const card = await newCard({ budgetId });
    const dinner = purchase(card, 10_000, { mcc: '5812' });
    const groceries = purchase(card, 10_000, { mcc: '5411' });
    for (const p of [dinner, groceries]) expect((await post('/v1/authorizations', p)).body).toMatchObject({ approved: true });
    expect((await clear(dinner.id, card, 11_800)).body).toMatchObject({ accepted: true, status: 'Posted' });
    // Forced through by the network: the money moved, so it is recorded, flagged.
    expect((await clear(groceries.id, card, 10_500)).body).toMatchObject({ accepted: true, status: 'Posted' });

    const events = await ledger(budgetId);
    expect(ofType(events, 'AuthorizationApproved').map((e) => e.data.holdCents)).toEqual([12_000, undefined]);
    expect(ofType(events, 'AuthorizationCleared').map((e) => [e.data.amountCents, e.data.overClearedCents])).toEqual([[11_800, undefined], [10_500, 500]]);
    expect(fold(ledgerDecider, events).spentCents).toBe(22_300);
  });

  it('tip-prone purchases authorized up to the funds and cleared with tips within the tolerance never spend past the budget', async () => {
    const budgetId = await newBudget(100_000);
    const cards = await Promise.all(Array.from({ length: 5 }, () => newCard({ budgetId })));
    const mccs = ['5812', '5542', '7011', '7512', '5813'];
    const requests = Array.from({ length: 25 }, (_, i) => purchase(cards[i % 5]!, 5_000, { mcc: mccs[i % 5] }));
    const answers = await Promise.all(requests.map((request, i) => post('/v1/authorizations', request, { url: urls[i % 2] })));
    const approved = requests.filter((_, i) => answers[i]!.body.approved === true);
    // Each holds $60 for $50: 16 fit in $1,000 (without the tolerance 20 would, and their tips overspend).
    expect(approved).toHaveLength(16);
    const tips = approved.map((_, i) => 400 + ((i * 137) % 601));
    const cleared = await Promise.all(approved.map((request, i) => clear(request.id, request.card_token, 5_000 + tips[i]!)));
    expect(cleared.every((c) => c.body.accepted === true)).toBe(true);

    const events = await ledger(budgetId);
    const spent = fold(ledgerDecider, events).spentCents;
    expect(spent).toBe(16 * 5_000 + tips.reduce((a, b) => a + b, 0));
    expect(spent).toBeLessThanOrEqual(100_000);
    expect(ofType(events, 'AuthorizationCleared').some((e) => e.data.overClearedCents !== undefined)).toBe(false);
  });

  it('holds the configured percentage', async () => {
    const budgetId = await newBudget(100_000);
    const card = await newCard({ budgetId });
    const fuel = purchase(card, 10_000, { mcc: '5542' });
    expect(await new Authorizer(store, { tolerancePercent: 5 }).authorize(fuel)).toMatchObject({ approved: true });
    expect(ofType(await ledger(budgetId), 'AuthorizationApproved').map((e) => e.data.holdCents)).toEqual([10_500]);
  });
});
