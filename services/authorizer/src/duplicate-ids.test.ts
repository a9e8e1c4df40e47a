import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LedgerMessage } from '@spend/domain';
import { AuthorizationIdTaken } from './ledger-book';
import { authorizers, companyId, ledger, newBudget, newCard, now, post, purchase, store, urls, useAuthorizerStack } from './testing';
import { streams } from '@spend/domain';

useAuthorizerStack();

const TAKEN = { status: 409, body: { error: 'This authorization id was already used for another purchase.' } };

describe('an authorization id already used on another budget', () => {
  it('is refused with 409 alone: the 29 purchases sent with it are decided normally', async () => {
    const [budgetA, budgetB] = [await newBudget(1_000_000), await newBudget(1_000_000)];
    const cardsA = await Promise.all(Array.from({ length: 10 }, () => newCard({ budgetId: budgetA })));
    const cardB = await newCard({ budgetId: budgetB });
    const first = purchase(cardB, 500);
    expect((await post('/v1/authorizations', first)).body).toMatchObject({ approved: true });

    const requests = Array.from({ length: 30 }, (_, i) => purchase(cardsA[i % 10]!, 1_000 + i, i === 17 ? { id: first.id } : {}));
    const answers = await Promise.all(requests.map((request, i) => post('/v1/authorizations', request, { url: urls[i % 2] })));
    expect(answers[17]).toEqual(TAKEN);
    expect(answers.filter((a, i) => i !== 17 && a.status === 200 && a.body.approved === true)).toHaveLength(29);

    const onA = await ledger(budgetA);
    expect(onA).toHaveLength(29);
    expect(onA.every((e) => e.type === 'AuthorizationApproved' && e.data.authorizationId !== first.id)).toBe(true);
    expect(await ledger(budgetB)).toHaveLength(1);
    const claim = await store.readStream(streams.authorization(first.id));
    expect(claim.map((e) => [e.type, (e.data as { ledgerId: string }).ledgerId])).toEqual([['AuthorizationClaimed', budgetB]]);
    // The purchase it belongs to, retried, is still answered as before and recorded once.
    expect((await post('/v1/authorizations', first, { url: urls[1] })).body).toMatchObject({ approved: true });
    expect(await ledger(budgetB)).toHaveLength(1);
  });

  it('refuses only that message of a batch: the rest of the batch is appended together', async () => {
    const [budgetA, budgetB] = [await newBudget(1_000_000), await newBudget(1_000_000)];
    const [cardA, cardB] = [await newCard({ budgetId: budgetA }), await newCard({ budgetId: budgetB })];
    const first = purchase(cardB, 500);
    expect((await post('/v1/authorizations', first)).body).toMatchObject({ approved: true });
    const book = authorizers[0]!.book;
    const card = (await book.card(cardA))!;
    const message = (i: number): LedgerMessage => ({
      kind: 'authorize', card, at: now(),
      request: {
        authorizationId: i === 9 ? first.id : `auth_${randomUUID()}`, transactionId: randomUUID(), cardId: cardA, amountCents: 100, currency: 'USD',
        merchantName: 'Corner Grocery', merchantId: null, mcc: '5411', country: 'US',
      },
    });
    // Submitted in one go: they gather while the batch waits for the company's turn, and form one batch.
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => book.submit(budgetA, companyId, message(i))));
    expect(outcomes.map((o) => o.status)).toEqual(Array.from({ length: 30 }, (_, i) => (i === 9 ? 'rejected' : 'fulfilled')));
    expect((outcomes[9] as PromiseRejectedResult).reason).toBeInstanceOf(AuthorizationIdTaken);
    expect(outcomes.every((o) => o.status === 'rejected' || o.value.event?.type === 'AuthorizationApproved')).toBe(true);
    const events = (await store.readStream(streams.ledger(budgetA))).filter((e) => e.type === 'AuthorizationApproved');
    expect(events).toHaveLength(29);
    expect(new Set(events.map((e) => e.metadata.causationId)).size).toBe(1);
  });

  it('refuses the same id on the same budget for another card or amount, and answers a true retry', async () => {
    const budgetId = await newBudget(1_000_000);
    const [card, other] = [await newCard({ budgetId }), await newCard({ budgetId })];
    const first = purchase(card, 700);
    expect((await post('/v1/authorizations', first)).body).toMatchObject({ approved: true });
    expect(await post('/v1/authorizations', { ...first, card_token: other })).toEqual(TAKEN);
    expect(await post('/v1/authorizations', { ...first, amount: 701 }, { url: urls[1] })).toEqual(TAKEN);
    expect((await post('/v1/authorizations', first, { url: urls[1] })).body).toMatchObject({ approved: true });
    expect(await ledger(budgetId)).toHaveLength(1);
  });
});
