import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyDecider } from '../companies/decider';
import { DomainError } from '../shared/errors';
import { fold } from '../shared/decider';
import { cardDecider, type CardCommand, type CardType, type LimitActor } from './decider';
import { CARD_DUAL_CONTROL_MESSAGE, decideOnCard } from './dual-control';

const companyId = randomUUID();
const now = '2026-03-01T10:00:00.000Z';
const admin: LimitActor = { userId: randomUUID(), isAdmin: true };
const secondAdmin: LimitActor = { userId: randomUUID(), isAdmin: true };
const budgetOwner: LimitActor = { userId: randomUUID(), isAdmin: false };

/** Given the company's setting and a card of $500.00 held by `holder`, when `actor` sends a command: the events, or the refusal. */
const given = (setting: { dualControl: boolean }, holder: LimitActor, cardType: CardType = 'Digital') => {
  const opened = companyDecider.decide({ type: 'CreateCompany', companyId, dbaName: 'Acme', parentCompanyId: null, isReseller: false, totalFunding: 1_000_000, now }, companyDecider.initialState());
  const set = companyDecider.decide({ type: 'UpdateCompanySettings', companyId, flags: { isDualControlRequired: setting.dualControl }, now }, fold(companyDecider, opened));
  const company = fold(companyDecider, [...opened, ...set]);
  const cardId = randomUUID();
  const card = fold(cardDecider, cardDecider.decide({
    type: 'CreateCard', cardId, companyId, creatorUserId: secondAdmin.userId, cardType, format: cardType === 'Rechargeable' ? 'Digital' : null,
    spender: { userId: holder.userId, companyId, archived: false }, shippingAddress: null, limitCents: 50_000, shouldLinkBudget: false, budget: null, controls: null, last4: '4242', now,
  }, cardDecider.initialState()));
  const on = { cardId, companyId, now };
  const commands = {
    limit: (actor: LimitActor, limitCents: number): CardCommand => ({ type: 'UpdateCardLimit', ...on, actor, limitCents }),
    controls: (actor: LimitActor, limitCents: number): CardCommand => ({ type: 'SetCardControls', ...on, actor, limitCents, controls: null }),
    funds: (actor: LimitActor, amountCents: number): CardCommand => ({ type: 'AddCardFunds', ...on, actor, amountCents, spentCents: 0 }),
  };
  const when = (command: CardCommand) => {
    try {
      return { events: decideOnCard({ card, company }, command).map((e) => [e.type, (e.data as { limitCents?: number }).limitCents]) };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { refused: { code: error.code, message: error.message } };
    }
  };
  return { commands, when };
};

const refused = { refused: { code: 'FORBIDDEN', message: CARD_DUAL_CONTROL_MESSAGE } };

describe('dual control over card limits', () => {
  it('refuses an admin raising the limit of a card they hold, by the limit edit or spend controls', () => {
    const { commands, when } = given({ dualControl: true }, admin);
    expect(when(commands.limit(admin, 80_000))).toEqual(refused);
    expect(when(commands.controls(admin, 80_000))).toEqual(refused);
  });

  it('refuses an admin adding funds to a rechargeable card they hold', () => {
    const { commands, when } = given({ dualControl: true }, admin, 'Rechargeable');
    expect(when(commands.funds(admin, 1_000))).toEqual(refused);
  });

  it('lets the admin lower or keep their own limit, and take funds off their own card', () => {
    const { commands, when } = given({ dualControl: true }, admin);
    expect(when(commands.limit(admin, 40_000))).toEqual({ events: [['CardLimitChanged', 40_000]] });
    expect(when(commands.controls(admin, 40_000))).toEqual({ events: [['CardLimitChanged', 40_000]] });
    expect(when(commands.limit(admin, 50_000))).toEqual({ events: [] });
    const rechargeable = given({ dualControl: true }, admin, 'Rechargeable');
    expect(rechargeable.when(rechargeable.commands.funds(admin, -1_000))).toEqual({ events: [['CardFundsAdded', 49_000]] });
  });

  it("lets a second admin raise the admin's card: that raise is the second person's check", () => {
    const { commands, when } = given({ dualControl: true }, admin);
    expect(when(commands.limit(secondAdmin, 80_000))).toEqual({ events: [['CardLimitChanged', 80_000]] });
    expect(when(commands.controls(secondAdmin, 80_000))).toEqual({ events: [['CardLimitChanged', 80_000]] });
    const rechargeable = given({ dualControl: true }, admin, 'Rechargeable');
    expect(rechargeable.when(rechargeable.commands.funds(secondAdmin, 1_000))).toEqual({ events: [['CardFundsAdded', 51_000]] });
  });

  it("lets an admin raise another member's card, and leaves a non-admin's raise to the other rules", () => {
    const { commands, when } = given({ dualControl: true }, budgetOwner);
    expect(when(commands.limit(admin, 80_000))).toEqual({ events: [['CardLimitChanged', 80_000]] });
    expect(when(commands.limit(budgetOwner, 80_000))).toEqual({ events: [['CardLimitChanged', 80_000]] });
  });

  it('changes nothing with the setting off: the admin raises their own card by every path', () => {
    const { commands, when } = given({ dualControl: false }, admin);
    expect(when(commands.limit(admin, 80_000))).toEqual({ events: [['CardLimitChanged', 80_000]] });
    expect(when(commands.controls(admin, 80_000))).toEqual({ events: [['CardLimitChanged', 80_000]] });
    const rechargeable = given({ dualControl: false }, admin, 'Rechargeable');
    expect(rechargeable.when(rechargeable.commands.funds(admin, 1_000))).toEqual({ events: [['CardFundsAdded', 51_000]] });
  });

  it('still answers bad input first, as the card decider does', () => {
    const { commands, when } = given({ dualControl: true }, admin);
    expect(when(commands.limit(admin, -5))).toMatchObject({ refused: { code: 'BAD_USER_INPUT' } });
  });
});
