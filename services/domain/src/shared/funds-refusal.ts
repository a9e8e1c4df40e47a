import { formatMoney } from './money';

/**
 * A refusal for funds, as every path words it (issue #25 item 5): the rule's own text, then who is
 * short of money and what they have, the most (or least) the change can be when that differs, and
 * what would allow it, e.g. "… Marketing has $120.00 available; raise Marketing's funding first."
 */
export interface FundsRefusal {
  /** The rule broken, in spec 5's words where it has them. */
  rule: string;
  /** Who is short, as the sentence's subject: "Marketing", "The company", "This card". */
  who: string;
  /** What they have for this change, in cents; an overspent one has nothing, not a negative amount. */
  has: number;
  /** How `has` reads after the amount: "available" unless told ("held by its budgets"). */
  what?: string;
  /** The bound the change must keep, when it is not `has` itself: "this budget can have at most". */
  bound?: { phrase: string; cents: number };
  /** What would allow it: "raise Marketing's funding first". */
  remedy: string;
}

export const fundsRefusalMessage = ({ rule, who, has, what = 'available', bound, remedy }: FundsRefusal): string => {
  const limit = bound ? `, so ${bound.phrase} ${formatMoney(Math.max(0, bound.cents))}` : '';
  return `${rule} ${who} has ${formatMoney(Math.max(0, has))} ${what}${limit}; ${remedy}.`;
};
