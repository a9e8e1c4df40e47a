import { describe, expect, it } from 'vitest';
import { ledger, newBudget, newCard, now, post, purchase, urls, useAuthorizerStack } from './testing';

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
