import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DECLINE_MESSAGES, budgetDecider, cardDecider, fold, ledgerDecider, streams } from '@spend/domain';
import { handleCommand } from '@spend/eventstore';
import { SECRET, authorizers, cmd, companyId, eventCount, ledger, newBudget, newCard, now, onCard, ownerId, post, purchase, store, urls, useAuthorizerStack } from './testing';
import { SIGNATURE_HEADER, signBody } from './signature';

useAuthorizerStack();

describe('never overspend', () => {
  it('approves exactly the purchases a budget can fund out of 200 concurrent ones, across two authorizers', async () => {
    const budgetId = await newBudget(37 * 1_000 + 999);
    const cards = await Promise.all(Array.from({ length: 10 }, () => newCard({ budgetId })));
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/v1/authorizations', purchase(cards[i % 10]!, 1_000), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.body.approved).length).toBe(37);
    expect(new Set(answers.filter((a) => !a.body.approved).map((a) => a.body.decline_reason))).toEqual(new Set(['BUDGET_FUNDS']));
    const events = await ledger(budgetId);
    expect(events.length).toBe(200);
    // Replaying the recorded decisions in order: the spend never passes the funding.
    let spent = 0;
    for (const e of events) if (e.type === 'AuthorizationApproved') expect((spent += e.data.amountCents)).toBeLessThanOrEqual(37_999);
    expect(fold(ledgerDecider, events).spentCents).toBe(37_000);
  });

  it('approves exactly what a card limit allows', async () => {
    const card = await newCard({ limitCents: 12 * 500 });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/v1/authorizations', purchase(card, 500), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.body.approved).length).toBe(12);
    expect(answers.filter((a) => a.body.decline_reason === 'CARD_LIMIT').length).toBe(188);
  });

  it('approves exactly the frequency count in the period', async () => {
    const budgetId = await newBudget(10_000_000);
    const card = await newCard({ budgetId, controls: { frequency: { count: 7, period: 'DAILY' } } });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/v1/authorizations', purchase(card, 100), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.body.approved).length).toBe(7);
    expect(answers.filter((a) => a.body.decline_reason === 'FREQUENCY_LIMIT').length).toBe(193);
  });

  it('answers a repeated authorization id the same way and records it once', async () => {
    const card = await newCard({ limitCents: 1_000 });
    const request = purchase(card, 600);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post('/v1/authorizations', request, { url: urls[i % 2] })));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ approved: true, decline_reason: null });
    expect((await ledger(card)).length).toBe(1);
  });

  it('decides a message resent while its first copy is being decided once: the copies join it, another amount under the same id does not', async () => {
    const card = await newCard({ limitCents: 100_000 });
    const submitted = vi.spyOn(authorizers[0]!.book, 'submit');
    try {
      const request = purchase(card, 600);
      const copies = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) => post('/v1/authorizations', { ...request, timestamp: new Date(Date.now() + i).toISOString() })),
        post('/v1/authorizations', { ...request, amount: 601 }),
      ]);
      // The ten copies answered alike; whichever purchase was decided first holds the id, the other is refused.
      expect(new Set(copies.slice(0, 10).map((a) => JSON.stringify(a))).size).toBe(1);
      expect([copies[0]!.status, copies[10]!.status].sort()).toEqual([200, 409]);
      // One decision for the ten copies, one for the other amount.
      expect(submitted).toHaveBeenCalledTimes(2);
      const won = copies[0]!.status === 200;
      const clearing = { id: `clr_${randomUUID()}`, authorization_id: request.id, card_token: card, amount: won ? 600 : 601, timestamp: now() };
      const cleared = await Promise.all(Array.from({ length: 5 }, () => post('/v1/clearings', clearing)));
      expect(cleared.map((a) => a.body)).toEqual(Array.from({ length: 5 }, () => ({ id: clearing.id, accepted: true, status: 'Posted' })));
      expect(submitted).toHaveBeenCalledTimes(3);
      expect((await ledger(card)).map((e) => e.type)).toEqual(['AuthorizationApproved', 'AuthorizationCleared']);
    } finally {
      submitted.mockRestore();
    }
  });
});

describe('the checks', () => {
  it('declines blocked, not yet activated, out-of-category and over-balance purchases with a plain reason', async () => {
    const blocked = await newCard();
    await onCard(blocked, { type: 'ChangeCardStatus', status: 'SUSPENDED', actor: { userId: ownerId, isAdmin: true, ownsCardBudget: false } });
    expect((await post('/v1/authorizations', purchase(blocked, 100))).body).toMatchObject({ approved: false, decline_reason: 'CARD_BLOCKED', message: expect.stringContaining('blocked') });
    const physical = await newCard({ cardType: 'Physical' });
    expect((await post('/v1/authorizations', purchase(physical, 100))).body).toMatchObject({ decline_reason: 'CARD_NOT_ACTIVATED' });
    const noGambling = await newCard({ controls: { mcc: { mode: 'RESTRICTED', codes: ['7995'] } } });
    expect((await post('/v1/authorizations', purchase(noGambling, 100, { mcc: '7995' }))).body).toMatchObject({ decline_reason: 'MCC_NOT_ALLOWED' });
    expect((await post('/v1/authorizations', purchase(noGambling, 100, { mcc: '5812' }))).body).toMatchObject({ approved: true });
    expect((await post('/v1/authorizations', purchase(noGambling, 100, { currency: 'EUR' }))).body).toMatchObject({ decline_reason: 'CURRENCY_NOT_SUPPORTED' });
    // The authorizer caches the card it just approved on; a block right after is still seen by the next purchase.
    await onCard(noGambling, { type: 'ChangeCardStatus', status: 'SUSPENDED', actor: { userId: ownerId, isAdmin: true, ownsCardBudget: false } });
    expect((await post('/v1/authorizations', purchase(noGambling, 100, { mcc: '5812' }))).body).toMatchObject({ decline_reason: 'CARD_BLOCKED' });
  });

  it('approves up to the funding plus the soft-limit overage, and nothing on an archived budget', async () => {
    const amount = await newBudget(10_000, { softLimit: 'Amount', overageValue: 2_000 });
    const amountCard = await newCard({ budgetId: amount });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => post('/v1/authorizations', purchase(amountCard, 1_000), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.body.approved).length).toBe(12);
    const percent = await newBudget(10_000, { softLimit: 'Percentage', overageValue: 25 });
    const percentCard = await newCard({ budgetId: percent });
    expect((await post('/v1/authorizations', purchase(percentCard, 12_500))).body).toMatchObject({ approved: true });
    expect((await post('/v1/authorizations', purchase(percentCard, 1))).body).toMatchObject({ decline_reason: 'BUDGET_FUNDS', message: DECLINE_MESSAGES.BUDGET_FUNDS });
    await handleCommand(store, streams.budget(amount), budgetDecider, { type: 'ArchiveBudget', budgetId: amount, companyId, now: now() }, cmd());
    expect((await post('/v1/authorizations', purchase(amountCard, 1))).body).toMatchObject({ decline_reason: 'BUDGET_INACTIVE' });
  });

  it('declines outside the card\'s dates, and beyond a rechargeable card\'s loaded money until it is topped up', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const later = await newCard({ controls: { dateRange: { startDate: tomorrow, endDate: tomorrow } } });
    expect((await post('/v1/authorizations', purchase(later, 100))).body).toMatchObject({ approved: false, decline_reason: 'OUTSIDE_DATE_RANGE', message: DECLINE_MESSAGES.OUTSIDE_DATE_RANGE });
    const rechargeable = await newCard({ cardType: 'Rechargeable', limitCents: 1_000 });
    expect((await post('/v1/authorizations', purchase(rechargeable, 600))).body).toMatchObject({ approved: true });
    expect((await post('/v1/authorizations', purchase(rechargeable, 600))).body).toMatchObject({ decline_reason: 'INSUFFICIENT_BALANCE' });
    await handleCommand(store, streams.card(rechargeable), cardDecider, { type: 'AddCardFunds', cardId: rechargeable, companyId, now: now(), amountCents: 500, spentCents: 600, actor: { userId: randomUUID(), isAdmin: true } }, cmd());
    expect((await post('/v1/authorizations', purchase(rechargeable, 600))).body).toMatchObject({ approved: true });
    expect((await post('/v1/authorizations', purchase(rechargeable, 301))).body).toMatchObject({ decline_reason: 'INSUFFICIENT_BALANCE' });
  });

  it('clears a different amount, reverses, refunds, and records a retried clearing once', async () => {
    const budgetId = await newBudget(100_000);
    const card = await newCard({ budgetId });
    // A restaurant: the clearing may add a tip within the tolerance.
    const a = purchase(card, 4_000, { mcc: '5812' });
    const b = purchase(card, 2_000, { mcc: '5812' });
    await post('/v1/authorizations', a);
    await post('/v1/authorizations', b);
    const clearing = { id: `clr_${randomUUID()}`, authorization_id: a.id, card_token: card, amount: 4_650, timestamp: now() };
    expect((await post('/v1/clearings', clearing)).body).toEqual({ id: clearing.id, accepted: true, status: 'Posted' });
    expect((await post('/v1/clearings', clearing)).body).toEqual({ id: clearing.id, accepted: true, status: 'Posted' });
    expect((await post('/v1/reversals', { id: `rev_${randomUUID()}`, authorization_id: b.id, card_token: card, timestamp: now() })).body).toMatchObject({ accepted: true, status: 'Reversed' });
    expect((await post('/v1/refunds', { id: `ref_${randomUUID()}`, authorization_id: a.id, card_token: card, amount: 650, timestamp: now() })).body).toMatchObject({ accepted: true });
    expect((await post('/v1/refunds', { id: `ref_${randomUUID()}`, authorization_id: a.id, card_token: card, amount: 999_999, timestamp: now() })).body).toMatchObject({ accepted: false });
    const events = await ledger(budgetId);
    expect(events.map((e) => e.type)).toEqual(['AuthorizationApproved', 'AuthorizationApproved', 'AuthorizationCleared', 'AuthorizationReversed', 'AuthorizationRefunded']);
    expect(fold(ledgerDecider, events).spentCents).toBe(4_000);
  });
});

describe('bad input', () => {
  it('refuses unsigned, wrongly signed, stale and malformed requests and records nothing', async () => {
    const card = await newCard();
    const before = await eventCount();
    const good = purchase(card, 100);
    expect((await post('/v1/authorizations', good, { sign: false })).status).toBe(401);
    const tampered = await fetch(`${urls[0]}/v1/authorizations`, {
      method: 'POST', headers: { [SIGNATURE_HEADER]: signBody(JSON.stringify(good), SECRET) }, body: JSON.stringify({ ...good, amount: 1 }),
    });
    expect(tampered.status).toBe(401);
    expect((await post('/v1/authorizations', purchase(card, 100, { timestamp: new Date(Date.now() - 120_000).toISOString() }))).status).toBe(401);
    for (const amount of [0, -5, 1.5, 9007199254740992, '10']) {
      const answer = await post('/v1/authorizations', purchase(card, amount as number));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/amount/);
    }
    expect((await post('/v1/authorizations', null, { raw: '{not json' })).status).toBe(400);
    expect((await post('/v1/authorizations', purchase('not-a-token', 100))).status).toBe(400);
    expect((await post('/v1/clearings', { id: 'c', authorization_id: 'x', card_token: card, timestamp: now() })).status).toBe(400);
    expect((await post('/v1/authorizations', purchase(randomUUID(), 100))).body).toMatchObject({ approved: false, decline_reason: 'CARD_NOT_FOUND' });
    expect(await eventCount()).toBe(before);
  });

  it('answers a no-op health check', async () => {
    expect((await fetch(`${urls[0]}/health`)).status).toBe(200);
  });
});
