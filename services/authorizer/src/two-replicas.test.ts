import { describe, expect, it } from 'vitest';
import { Authorizer } from './authorizer';
import { advisoryTurns } from './company-turns';
import { databaseUrl, holdTurn, ledger, newBudget, newCard, now, post, purchase, store, urls, useAuthorizerStack } from './testing';

useAuthorizerStack();

// Found by the cluster's chaos run (deploy/cluster/chaos): behind a load balancer, a purchase is
// approved by one authorizer replica and its clearing reaches the other.
describe('a follow-up on the other replica', () => {
  it('is recorded although that replica last saw the ledger before the purchase', async () => {
    const budgetId = await newBudget(1_000_000);
    const card = await newCard({ budgetId });
    // Replica 2 folds the ledger (and keeps the fold); replica 1 then approves a second purchase.
    expect((await post('/v1/authorizations', purchase(card, 100), { url: urls[1] })).body).toMatchObject({ approved: true });
    const approved = purchase(card, 500);
    expect((await post('/v1/authorizations', approved, { url: urls[0] })).body).toMatchObject({ approved: true });

    const clearing = { id: `clr_${approved.id}`, authorization_id: approved.id, card_token: card, amount: 500, timestamp: now() };
    expect((await post('/v1/clearings', clearing, { url: urls[1] })).body).toEqual({ id: clearing.id, accepted: true, status: 'Posted' });
    expect((await ledger(budgetId)).filter((e) => e.type === 'AuthorizationCleared')).toHaveLength(1);
  });
});

// Found by the cluster's chaos run: two replicas deciding one company's batches at once kept losing
// revision races to each other (10 s answers at 30/s, where one replica alone answered in 0.2 s).
describe('company turns', () => {
  const replica = (waitMs: number) => {
    const turns = advisoryTurns(databaseUrl(), 2, { waitMs });
    return { authorizer: new Authorizer(store, { turns: turns.turns }), close: turns.close };
  };

  it('a replica decides a company only when the other has ended its turn', async () => {
    const card = await newCard({ budgetId: await newBudget(1_000_000) });
    const { authorizer, close } = replica(60_000);
    const other = await holdTurn();
    try {
      let settled = false;
      const answer = authorizer.authorize(purchase(card, 700)).finally(() => (settled = true));
      await expect.poll(other.waiting).toBe(1);
      expect(settled).toBe(false);
      await other.end();
      expect(await answer).toMatchObject({ approved: true });
    } finally {
      await other.end().catch(() => undefined);
      await close();
    }
  });

  it('decides anyway when the turn does not come in time (a replica cut off while holding it)', async () => {
    const card = await newCard({ budgetId: await newBudget(1_000_000) });
    const { authorizer, close } = replica(100);
    const other = await holdTurn();
    try {
      expect(await authorizer.authorize(purchase(card, 700))).toMatchObject({ approved: true });
      expect(await other.waiting()).toBe(0);
    } finally {
      await other.end();
      await close();
    }
  });
});
