import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DECLINE_MESSAGES, accountDecider, streams } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { cmd, companyId, newCard, now, post, purchase, store, urls, useAuthorizerStack } from './testing';

useAuthorizerStack();

const terms = (creditLimitCents: number, at = now()) =>
  handleCommand(store, streams.account(companyId), accountDecider, {
    type: 'SetAccountTerms', companyId, name: 'Acme card account', creditLimitCents, cycle: 'MONTHLY', rebateBasisPoints: 100, paymentDueDays: 25, lateFeeCents: 0, now: at,
  }, cmd());
const account = () => loadState(store, streams.account(companyId), accountDecider);

describe('the company credit line', () => {
  it('approves exactly what the credit line allows across cards and two authorizers, and a payment gives credit back', async () => {
    await terms(10 * 1_000);
    const cards = await Promise.all(Array.from({ length: 20 }, () => newCard()));
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => post('/v1/authorizations', purchase(cards[i % 20]!, 1_000), { url: urls[i % 2] })));
    expect(answers.filter((a) => a.body.approved).length).toBe(10);
    expect(answers.filter((a) => a.body.decline_reason === 'CREDIT_LINE').length).toBe(190);
    expect(answers.find((a) => a.body.decline_reason === 'CREDIT_LINE')!.body.message).toBe(DECLINE_MESSAGES.CREDIT_LINE);
    expect(await account()).toMatchObject({ pendingCents: 10_000, balanceCents: 0 });

    // One purchase posts (it now counts in the balance), then the company pays it: that credit is usable again.
    const approved = answers.find((a) => a.body.approved)!;
    const auth = answers.indexOf(approved);
    const clear = await post('/v1/clearings', { id: `clr_${approved.body.authorization_id}`, authorization_id: approved.body.authorization_id, card_token: cards[auth % 20], amount: 1_000, timestamp: now() });
    expect(clear.body).toMatchObject({ accepted: true, status: 'Posted' });
    expect(await account()).toMatchObject({ pendingCents: 9_000, balanceCents: 1_000 });
    expect((await post('/v1/authorizations', purchase(cards[0]!, 1_000))).body).toMatchObject({ decline_reason: 'CREDIT_LINE' });
    await handleCommand(store, streams.account(companyId), accountDecider, {
      type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents: 1_000, paymentType: 'ACH', detail: '021000021', userId: null, now: now(),
    }, cmd());
    expect((await post('/v1/authorizations', purchase(cards[0]!, 1_000))).body).toMatchObject({ approved: true });
  });

  it('declines every purchase while the account is suspended for a missed payment, and approves again once it is paid', async () => {
    await terms(1_000_000);
    const card = await newCard();
    const bought = purchase(card, 500);
    expect((await post('/v1/authorizations', bought)).body).toMatchObject({ approved: true });
    expect((await post('/v1/clearings', { id: `clr_${bought.id}`, authorization_id: bought.id, card_token: card, amount: 500, timestamp: now() })).body).toMatchObject({ status: 'Posted' });
    // The period ends (time is passed in), its statement closes with an amount due, and the due date passes unpaid.
    const open = (await account()).openFrom!;
    await handleCommand(store, streams.account(companyId), accountDecider, { type: 'CloseStatement', periodStart: open.start, now: open.end }, cmd());
    const owed = (await account()).due!;
    expect(owed.cents).toBeGreaterThan(0);
    const review = await handleCommand(store, streams.account(companyId), accountDecider, { type: 'ReviewPaymentDue', now: new Date(Date.parse(owed.dueDate) + 1).toISOString() }, cmd());
    expect(review.events.map((e) => e.type)).toEqual(['PaymentMissed']);
    expect((await post('/v1/authorizations', purchase(card, 100))).body).toMatchObject({ approved: false, decline_reason: 'ACCOUNT_SUSPENDED', message: DECLINE_MESSAGES.ACCOUNT_SUSPENDED });

    await handleCommand(store, streams.account(companyId), accountDecider, {
      type: 'RecordPayment', companyId, paymentId: randomUUID(), amountCents: owed.cents, paymentType: 'CHECK', detail: '1042', userId: null, now: now(),
    }, cmd());
    expect((await account()).status).toBe('ACTIVE');
    expect((await post('/v1/authorizations', purchase(card, 100))).body).toMatchObject({ approved: true });
  });

  it('lands a purchase posting at the very moment of close on exactly one statement', async () => {
    const cards = await Promise.all(Array.from({ length: 10 }, () => newCard()));
    const bought = Array.from({ length: 60 }, (_, i) => ({ card: cards[i % 10]!, request: purchase(cards[i % 10]!, 250) }));
    const answers = await Promise.all(bought.map((b, i) => post('/v1/authorizations', b.request, { url: urls[i % 2] })));
    expect(answers.every((a) => a.body.approved)).toBe(true);
    const before = await account();
    const open = before.openFrom!;
    const debitsBefore = before.periods.valueSeq().reduce((sum, t) => sum + t.debits, 0);
    // Clearings on both authorizers race the statement close of the period they are in.
    const clearings = bought.map((b, i) => post('/v1/clearings', { id: `clr_${b.request.id}`, authorization_id: b.request.id, card_token: b.card, amount: 250, timestamp: now() }, { url: urls[i % 2] }));
    const closing = handleCommand(store, streams.account(companyId), accountDecider, { type: 'CloseStatement', periodStart: open.start, now: open.end }, cmd());
    const [closed] = await Promise.all([closing, ...clearings]);
    const statement = closed.events.find((e) => e.type === 'StatementClosed')!;
    const after = await account();
    const openDebits = after.periods.valueSeq().reduce((sum, t) => sum + t.debits, 0);
    // Every posting is on the closed statement or on the open one, never both, never lost.
    expect(statement.type === 'StatementClosed' && statement.data.debits + openDebits).toBe(debitsBefore + 60 * 250);
    expect(after.pendingCents).toBe(before.pendingCents - 60 * 250);
  });
});
