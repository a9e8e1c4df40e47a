import type { CompanyState } from '../companies/decider';
import { forbidden } from '../shared/errors';
import { cardDecider, type CardCommand, type CardState } from './decider';
import type { CardEvent } from './events';

export const CARD_DUAL_CONTROL_MESSAGE = 'Dual control is on: another admin must raise the limit of your own card.';

/**
 * Every command on a card, decided with its company's state beside it (the API folds both streams
 * in one command). Dual control (issue #26, separation of duties): with the company's setting on, an
 * admin may not raise the limit of a card they hold, by any path (the limit edit, spend controls
 * with a limit, funds added to a rechargeable card, bulk funding); another admin's raise is the second
 * person's check, and the controls report lists it with who made it. Lowering a limit gains the
 * admin nothing, so it applies. Judged on the events decided, so a path that raises the limit cannot slip past.
 */
export const decideOnCard = ({ card, company }: { card: CardState; company: CompanyState }, command: CardCommand): CardEvent[] => {
  const events = cardDecider.decide(command, card);
  const actor = command.type === 'UpdateCardLimit' || command.type === 'AddCardFunds' || command.type === 'SetCardControls' ? command.actor : null;
  const ownCard = actor !== null && actor.isAdmin && actor.userId === card.spenderUserId;
  const raised = events.some((e) => (e.type === 'CardLimitChanged' || e.type === 'CardFundsAdded') && e.data.limitCents > card.limitCents);
  if (company.flags.isDualControlRequired && ownCard && raised) throw forbidden(CARD_DUAL_CONTROL_MESSAGE);
  return events;
};
