import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing';
import { cardDecider, type CardActor, type CreateCard } from './decider';
import type { CardEvent } from './events';
import { CARD_MESSAGES, isLuhnValid, panFromBin } from './rules';

const companyId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const spender = { userId: randomUUID(), companyId, archived: false };
const budget = { budgetId: randomUUID(), companyId, active: true };
const spec = deciderSpec(cardDecider);
const admin: CardActor = { userId: randomUUID(), isAdmin: true, ownsCardBudget: false };

const create = (overrides: Partial<CreateCard> = {}): CreateCard => ({
  type: 'CreateCard', cardId: randomUUID(), companyId, creatorUserId: admin.userId, cardType: 'Digital', format: null, spender,
  shippingAddress: null, limitCents: 50_000, shouldLinkBudget: false, budget: null, controls: null, last4: '4242', now, ...overrides,
});

const existing = (overrides: Partial<CreateCard> = {}) => {
  const command = create(overrides);
  return { history: spec.given([]).when(command).events(), cardId: command.cardId };
};

const refusal = (overrides: Partial<CreateCard>) => spec.given([]).when(create(overrides)).refusal();

describe('card decider: create', () => {
  it('creates an activated digital card without secrets in the event', () => {
    const command = create();
    const [event] = spec.given([]).when(command).events();
    expect(event).toEqual({
      type: 'CardCreated',
      data: {
        cardId: command.cardId, companyId, format: 'DIGITAL', isRechargeable: false, spenderUserId: spender.userId, creatorUserId: admin.userId,
        budgetId: null, shippingAddress: null, limitCents: 50_000, controls: { dateRange: null, frequency: null, mcc: null }, last4: '4242', activated: true, createdAt: now,
      },
    });
  });

  it('ships a physical card (business address by default in the form) and leaves it to be activated', () => {
    const [event] = spec.given([]).when(create({ cardType: 'Physical', shippingAddress: 'PERSONAL' })).events();
    expect(event!.data).toMatchObject({ format: 'PHYSICAL', shippingAddress: 'PERSONAL', activated: false });
    expect(refusal({ cardType: 'Physical' }).fields).toEqual({ shippingAddress: CARD_MESSAGES.shippingRequired });
  });

  it('links a subscription card to a budget with no owner, and requires the budget', () => {
    const [event] = spec.given([]).when(create({ cardType: 'Subscription', spender: null, budget })).events();
    expect(event!.data).toMatchObject({ format: 'SUBSCRIPTION', spenderUserId: null, budgetId: budget.budgetId });
    expect(refusal({ cardType: 'Subscription', spender: null }).fields).toEqual({ budget: 'This field is required.' });
  });

  it('needs a format for a rechargeable card', () => {
    expect(refusal({ cardType: 'Rechargeable' }).fields).toEqual({ format: 'You should select one of the card format options.' });
    const [event] = spec.given([]).when(create({ cardType: 'Rechargeable', format: 'Physical', shippingAddress: 'BUSINESS' })).events();
    expect(event!.data).toMatchObject({ format: 'PHYSICAL', isRechargeable: true, activated: false });
  });

  it.each([
    [{ cardType: null }, 'type', 'This field is required.'],
    [{ spender: null }, 'spender', 'Please select the user who this card is assigned to.'],
    [{ spender: { ...spender, companyId: randomUUID() } }, 'spender', 'Please select the user who this card is assigned to.'],
    [{ limitCents: null }, 'limit', 'This field is required.'],
    [{ limitCents: 'ten' }, 'limit', 'Invalid input.'],
    [{ limitCents: 0 }, 'limit', 'Value should be greater than 0.'],
    [{ limitCents: 9007199254740992 }, 'limit', 'Amount is too large.'],
    [{ limitCents: 10.5 }, 'limit', 'Invalid input.'],
    [{ shouldLinkBudget: true }, 'budget', 'This field is required when you selected to categorize card transactions with a budget.'],
    [{ shouldLinkBudget: true, budget: { ...budget, active: false } }, 'budget', 'This field is required when you selected to categorize card transactions with a budget.'],
  ] as [Partial<CreateCard>, string, string][])('refuses %o on %s with the spec message', (overrides, field, message) => {
    const error = refusal(overrides);
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(error.fields[field]).toBe(message);
  });

  it('accepts the largest limit', () => {
    expect(spec.given([]).when(create({ limitCents: 9007199254740991 })).events()).toHaveLength(1);
  });
});

describe('card decider: spend controls', () => {
  const controls = (c: CreateCard['controls']) => (spec.given([]).when(create({ controls: c })).events()[0]!.data as { controls: unknown }).controls;
  const fields = (c: CreateCard['controls']) => refusal({ controls: c }).fields;

  it('moves a start of today to 5 minutes from now and an equal end to 5 minutes after the start', () => {
    expect(controls({ dateRange: { startDate: '2026-03-01', endDate: '2026-03-01' } })).toMatchObject({
      dateRange: { startDate: '2026-03-01T10:05:00.000Z', endDate: '2026-03-01T10:10:00.000Z' },
    });
    expect(controls({ dateRange: { startDate: '2026-03-10', endDate: '2027-03-10' } })).toMatchObject({
      dateRange: { startDate: '2026-03-10T00:00:00.000Z', endDate: '2027-03-10T00:00:00.000Z' },
    });
  });

  it('refuses dates outside the 365-day windows and missing dates', () => {
    expect(fields({ dateRange: {} })).toEqual({ startDate: 'You should select start date.', endDate: 'You should select end date.' });
    expect(fields({ dateRange: { startDate: '2026-02-28', endDate: '2026-03-05' } }).startDate).toBe(CARD_MESSAGES.startRange);
    expect(fields({ dateRange: { startDate: '2027-03-02', endDate: '2027-03-05' } }).startDate).toBe(CARD_MESSAGES.startRange);
    expect(fields({ dateRange: { startDate: '2026-03-10', endDate: '2027-03-11' } }).endDate).toBe(CARD_MESSAGES.endRange);
    expect(fields({ dateRange: { startDate: '2026-03-10', endDate: '2026-03-09' } }).endDate).toBe(CARD_MESSAGES.endRange);
  });

  it('refuses days that do not exist rather than rolling them over', () => {
    expect(fields({ dateRange: { startDate: '2026-02-30', endDate: '2026-13-01' } })).toEqual({ startDate: CARD_MESSAGES.invalidInput, endDate: CARD_MESSAGES.invalidInput });
  });

  it('needs a frequency count of 1 to 100 and a period', () => {
    expect(fields({ frequency: {} })).toEqual({ frequencyCount: 'You should select amount.', frequencyPeriod: 'You should select period.' });
    expect(fields({ frequency: { count: 101, period: 'DAILY' } }).frequencyCount).toBe(CARD_MESSAGES.countRange);
    expect(fields({ frequency: { count: 1.5, period: 'DAILY' } }).frequencyCount).toBe(CARD_MESSAGES.countRange);
    expect(controls({ frequency: { count: 100, period: 'WEEKLY' } })).toMatchObject({ frequency: { count: 100, period: 'WEEKLY' } });
  });

  it('needs an MCC mode and at least one known code', () => {
    expect(fields({ mcc: { codes: ['5812'] } })).toEqual({ mccMode: 'You should select one of the options.' });
    expect(fields({ mcc: { mode: 'PERMITTED', codes: [] } })).toEqual({ mccCodes: 'You should select at least one MCC code.' });
    expect(fields({ mcc: { mode: 'PERMITTED', codes: ['0000'] } })).toEqual({ mccCodes: CARD_MESSAGES.unknownCode });
    expect(controls({ mcc: { mode: 'RESTRICTED', codes: ['7995', '5812', '5812'] } })).toMatchObject({ mcc: { mode: 'RESTRICTED', codes: ['5812', '7995'] } });
  });

  it('updates controls and the limit of an existing card, and decides nothing when unchanged', () => {
    const { history, cardId } = existing();
    const events = spec.given(history).when({ type: 'SetCardControls', cardId, companyId, now, actor: admin, limitCents: 70_000, controls: { frequency: { count: 3, period: 'DAILY' } } }).events();
    expect(events.map((e) => e.type)).toEqual(['CardLimitChanged', 'CardControlsSet']);
    expect(spec.given([...history, ...events]).when({ type: 'SetCardControls', cardId, companyId, now, actor: admin, limitCents: 70_000, controls: { frequency: { count: 3, period: 'DAILY' } } }).events()).toEqual([]);
  });
});

describe('card decider: lifecycle', () => {
  const owner: CardActor = { userId: randomUUID(), isAdmin: false, ownsCardBudget: true };
  const holder: CardActor = { userId: spender.userId, isAdmin: false, ownsCardBudget: false };
  const stranger: CardActor = { userId: randomUUID(), isAdmin: false, ownsCardBudget: false };

  it('lets the spender, the budget owner or an admin block; only the owner or an admin unblock', () => {
    const { history, cardId } = existing();
    const block = (actor: CardActor, status: 'SUSPENDED' | 'ACTIVE', given: CardEvent[] = history) => spec.given(given).when({ type: 'ChangeCardStatus', cardId, companyId, now, status, actor });
    for (const actor of [holder, owner, admin]) expect(block(actor, 'SUSPENDED').events()[0]!.data).toMatchObject({ status: 'SUSPENDED' });
    expect(block(stranger, 'SUSPENDED').refusal().code).toBe('FORBIDDEN');
    const blocked = [...history, ...block(holder, 'SUSPENDED').events()];
    expect(block(holder, 'ACTIVE', blocked).refusal().code).toBe('FORBIDDEN');
    expect(block(owner, 'ACTIVE', blocked).events()[0]!.data).toMatchObject({ status: 'ACTIVE' });
  });

  it('never unblocks a lost or stolen card; a reissue gives it a new number and makes it active', () => {
    const { history, cardId } = existing();
    const lost = [...history, ...spec.given(history).when({ type: 'ChangeCardStatus', cardId, companyId, now, status: 'LOST_STOLEN', actor: holder }).events()];
    expect(spec.given(lost).when({ type: 'ChangeCardStatus', cardId, companyId, now, status: 'ACTIVE', actor: admin }).refusal().code).toBe('CONFLICT');
    const reissued = spec.given(lost).when({ type: 'ReissueCard', cardId, companyId, now, last4: '1881' }).events();
    expect(reissued[0]!.data).toMatchObject({ last4: '1881', activated: true });
    expect(cardDecider.evolve(lost.reduce(cardDecider.evolve, cardDecider.initialState()), reissued[0]!).status).toBe('ACTIVE');
  });

  it('locks for missing receipts beside the status a person set: unlocking keeps a manual block', () => {
    const { history, cardId } = existing();
    const lock = (locked: boolean, given: CardEvent[]) => spec.given(given).when({ type: 'SetCardReceiptLock', cardId, companyId, now, locked, overdueTransactionIds: [] });
    const blocked = [...history, ...spec.given(history).when({ type: 'ChangeCardStatus', cardId, companyId, now, status: 'SUSPENDED', actor: admin }).events()];
    const locked = [...blocked, ...lock(true, blocked).events()];
    expect(lock(true, locked).events()).toEqual([]);
    const unlocked = [...locked, ...lock(false, locked).events()];
    const state = unlocked.reduce(cardDecider.evolve, cardDecider.initialState());
    expect([state.receiptLocked, state.status]).toEqual([false, 'SUSPENDED']);
    expect(locked.reduce(cardDecider.evolve, cardDecider.initialState()).receiptLocked).toBe(true);
  });

  it('activates a physical card once, for its holder or an admin', () => {
    const { history, cardId } = existing({ cardType: 'Physical', shippingAddress: 'BUSINESS' });
    expect(spec.given(history).when({ type: 'ActivateCard', cardId, companyId, now, actor: stranger }).refusal().code).toBe('FORBIDDEN');
    const activated = spec.given(history).when({ type: 'ActivateCard', cardId, companyId, now, actor: holder }).events();
    expect(activated.map((e) => e.type)).toEqual(['CardActivated']);
    expect(spec.given([...history, ...activated]).when({ type: 'ActivateCard', cardId, companyId, now, actor: holder }).events()).toEqual([]);
  });

  it('answers another company or a deleted card as not found', () => {
    const { history, cardId } = existing();
    expect(spec.given(history).when({ type: 'DeleteCard', cardId, companyId: randomUUID(), now }).refusal().code).toBe('NOT_FOUND');
    const deleted = [...history, ...spec.given(history).when({ type: 'DeleteCard', cardId, companyId, now }).events()];
    expect(spec.given(deleted).when({ type: 'UpdateCardLimit', cardId, companyId, now, actor: admin, limitCents: 10 }).refusal().code).toBe('NOT_FOUND');
  });

  it('tops a rechargeable card up or down but keeps its available amount above 0', () => {
    const { history, cardId } = existing({ cardType: 'Rechargeable', format: 'Digital', limitCents: 10_000 });
    const funds = (amountCents: unknown, spentCents = 0) => spec.given(history).when({ type: 'AddCardFunds', cardId, companyId, now, actor: admin, amountCents, spentCents });
    expect(funds(5_000).events()[0]!.data).toMatchObject({ amountCents: 5_000, limitCents: 15_000 });
    expect(funds(-4_000, 5_000).events()[0]!.data).toMatchObject({ limitCents: 6_000 });
    // Given $100.00 with $50.00 spent, when $50.00 is taken, then the refusal says what the card has and the most it can give (issue #25 item 5).
    expect(funds(-5_000, 5_000).refusal().fields).toEqual({
      amount: 'The new available amount must be greater than 0. This card has $50.00 available, so the most you can take from it is $49.99; take less from it.',
    });
    // Given a card spent past its funds, when too little is added, then it says the least that must be added.
    expect(funds(500, 12_000).refusal().fields).toEqual({
      amount: 'The new available amount must be greater than 0. This card has $0.00 available, so the least you can add is $20.01; add at least that much.',
    });
    expect(funds(2_001, 12_000).events()[0]!.data).toMatchObject({ limitCents: 12_001 });
    expect(funds(null).refusal().fields).toEqual({ amount: 'This field is required.' });
    expect(funds(1.5).refusal().fields).toEqual({ amount: 'Invalid input.' });
    expect(spec.given(history).when({ type: 'UpdateCardLimit', cardId, companyId, now, actor: admin, limitCents: 1 }).refusal().code).toBe('CONFLICT');
    const digital = existing();
    expect(spec.given(digital.history).when({ type: 'AddCardFunds', cardId: digital.cardId, companyId, now, actor: admin, amountCents: 1, spentCents: 0 }).refusal().code).toBe('CONFLICT');
  });

  it('records a reveal of secrets for the holder or an admin only', () => {
    const { history, cardId } = existing();
    const [event] = spec.given(history).when({ type: 'RecordSecretsReveal', cardId, companyId, now, actor: holder }).events();
    expect(event).toEqual({ type: 'CardSecretsRevealed', data: { cardId, companyId, byUserId: holder.userId, at: now } });
    expect(spec.given(history).when({ type: 'RecordSecretsReveal', cardId, companyId, now, actor: owner }).refusal().code).toBe('FORBIDDEN');
  });
});

describe('PANs', () => {
  it('are 16 Luhn-valid digits inside the BIN range', () => {
    const pan = panFromBin('489537', '123456789012345');
    expect(pan).toMatch(/^489537\d{10}$/);
    expect(isLuhnValid(pan)).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(() => panFromBin('12', '1234567890123')).toThrow();
  });
});

describe('rechargeable top-up amounts', () => {
  it('parse dollars to signed cents with the spec messages', async () => {
    const { parseTopUp } = await import('./rules');
    expect(parseTopUp('25.5')).toBe(2_550);
    expect(parseTopUp(' -10 ')).toBe(-1_000);
    const message = (input: string | null) => {
      try {
        parseTopUp(input);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(message('')).toBe('This field is required.');
    expect(message(null)).toBe('This field is required.');
    expect(message('abc')).toBe('Invalid input.');
    expect(message('1.234')).toBe('Amount should have no more than 2 decimal places.');
    expect(message('99999999999999999999')).toBe('Amount is too large.');
  });
});
