import { merchantKey } from '../coding/coding-rule-match';
import { formatDay } from '../shared/dates';
import { formatMoney } from '../shared/money';
import { categoryOfMcc, policyCategoryName, type PolicyCategory } from './categories';
import type { PolicyFinding, PolicyOutcome } from './events';
import type { ExpensePolicy } from './settings';

/** What the policy looks at in one transaction. */
export interface PolicyFacts {
  transactionId: string;
  merchant: string;
  mcc: string | null;
  amountCents: number;
  /** The purchase's instant (ISO). */
  at: string;
  /** False for a manual entry: it has a day but no time of day. */
  timeKnown: boolean;
  /** The Attendees custom field's text, or null. */
  attendees: string | null;
  receipts: number;
}

export interface PolicyContext {
  policy: ExpensePolicy;
  /** The books policy's receipt threshold (the one source of it); null: receipts are never required. */
  receiptRequiredAboveCents: number | null;
}

export interface PolicyVerdict {
  outcome: PolicyOutcome;
  findings: PolicyFinding[];
}

/**
 * How many people the Attendees field names: a number written in it ("Team offsite (8 people)"),
 * else the names separated by commas, semicolons, "&" or "and"; the spender alone when empty.
 */
export const attendeeCount = (text: string | null): number => {
  if (!text?.trim()) return 1;
  const number = /\d+/.exec(text);
  if (number && Number(number[0]) > 0) return Number(number[0]);
  return Math.max(1, text.split(/,|;|&|\band\b/i).filter((name) => name.trim()).length);
};

interface Local {
  day: string;
  weekday: string;
  minutes: number;
}

/** The purchase's day, weekday and minute of the day in the policy's time zone (a manual entry's own day). */
const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (timeZone: string): Intl.DateTimeFormat => {
  // Made once per zone: a company's re-evaluation reads thousands of purchases' local times.
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
};

const localTime = (facts: PolicyFacts, timeZone: string): Local => {
  const parts = formatIn(facts.timeKnown ? timeZone : 'UTC').formatToParts(new Date(facts.at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return { day: `${part('year')}-${part('month')}-${part('day')}`, weekday: part('weekday'), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
};

const review = (rule: PolicyFinding['rule'], message: string): PolicyFinding => ({ rule, outcome: 'NEEDS_REVIEW', message });
const out = (rule: PolicyFinding['rule'], message: string): PolicyFinding => ({ rule, outcome: 'OUT_OF_POLICY', message });
const hour = (h: number) => `${h}:00`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const byTime = (a: PolicyFacts, b: PolicyFacts) => a.at.localeCompare(b.at) || a.transactionId.localeCompare(b.transactionId);

/** The category rules: blocked, the per-purchase and per-day caps, purchases split to stay under a cap, the meal limit per attendee. */
const categoryFindings = (ctx: PolicyContext, tx: PolicyFacts, category: PolicyCategory, others: readonly PolicyFacts[]): PolicyFinding[] => {
  const { policy } = ctx;
  const name = policyCategoryName(category);
  const found: PolicyFinding[] = [];
  if (policy.blockedCategories.includes(category)) found.push(out('BLOCKED_CATEGORY', `${name} is a blocked category: ${formatMoney(tx.amountCents)} at ${tx.merchant}`));
  const limit = policy.categoryLimits.find((l) => l.category === category);
  const perPurchase = limit?.perTransactionCents ?? null;
  if (perPurchase !== null && tx.amountCents > perPurchase) {
    found.push(out('TRANSACTION_CAP', `${formatMoney(tx.amountCents)} is over the ${formatMoney(perPurchase)} per-purchase cap for ${name}`));
  }
  const sameCategory = others.filter((o) => categoryOfMcc(o.mcc) === category);
  if (limit?.perDayCents) {
    const day = localTime(tx, policy.timeZone).day;
    // The purchases of that day up to this one: the one that passes the cap and those after it are out.
    const upTo = [...sameCategory.filter((o) => localTime(o, policy.timeZone).day === day), tx].sort(byTime).filter((o) => byTime(o, tx) <= 0);
    const total = upTo.reduce((sum, o) => sum + o.amountCents, 0);
    if (total > limit.perDayCents) {
      found.push(out('DAILY_CAP', `${formatMoney(total)} on ${name} on ${formatDay(day)} (${plural(upTo.length, 'purchase')}), over the ${formatMoney(limit.perDayCents)} daily cap`));
    }
  }
  const window = policy.splitWindowMinutes;
  if (window !== null && perPurchase !== null && tx.timeKnown) {
    const near = [tx, ...sameCategory.filter((o) => o.timeKnown && merchantKey(o.merchant) === merchantKey(tx.merchant) && Math.abs(Date.parse(o.at) - Date.parse(tx.at)) <= window * 60_000)];
    const total = near.reduce((sum, o) => sum + o.amountCents, 0);
    if (near.length > 1 && near.every((o) => o.amountCents <= perPurchase) && total > perPurchase) {
      found.push(review('SPLIT_PURCHASE', `${plural(near.length, 'purchase')} at ${tx.merchant} within ${window} minutes come to ${formatMoney(total)}, over the ${formatMoney(perPurchase)} per-purchase cap for ${name}`));
    }
  }
  const meal = policy.mealLimitPerAttendeeCents;
  if (category === 'MEALS' && meal !== null) {
    const people = attendeeCount(tx.attendees);
    if (tx.amountCents > meal * people) {
      found.push(out('MEAL_PER_ATTENDEE', `${formatMoney(tx.amountCents)} for ${plural(people, 'attendee')}: ${formatMoney(Math.round(tx.amountCents / people))} each, over the ${formatMoney(meal)} meal limit`));
    }
  }
  return found;
};

/**
 * A transaction's outcome under the company's expense policy (issue #27 item 5): every rule it
 * breaks, each citing the rule and the figures, and the worst of them (IN_POLICY with none).
 * `others` are the same member's other live transactions (the daily cap and split purchases look
 * at them); any that cannot matter are ignored. Pure: the caller gives every fact.
 */
export const evaluatePolicy = (ctx: PolicyContext, tx: PolicyFacts, others: readonly PolicyFacts[]): PolicyVerdict => {
  const { policy } = ctx;
  const rest = others.filter((o) => o.transactionId !== tx.transactionId);
  const category = categoryOfMcc(tx.mcc);
  const findings = category ? categoryFindings(ctx, tx, category, rest) : [];
  const local = localTime(tx, policy.timeZone);
  if (policy.flagWeekends && (local.weekday === 'Saturday' || local.weekday === 'Sunday')) {
    findings.push(review('WEEKEND', `Bought on a ${local.weekday} (${formatDay(local.day)}): weekend spend needs review`));
  }
  const hours = policy.workingHours;
  if (hours && tx.timeKnown && (local.minutes < hours.start * 60 || local.minutes >= hours.end * 60)) {
    const time = `${Math.floor(local.minutes / 60)}:${String(local.minutes % 60).padStart(2, '0')}`;
    findings.push(review('OUT_OF_HOURS', `Bought at ${time} (${policy.timeZone}), outside working hours ${hour(hours.start)}–${hour(hours.end)}`));
  }
  const threshold = ctx.receiptRequiredAboveCents;
  if (policy.flagMissingReceipts && threshold !== null && tx.receipts === 0 && tx.amountCents > threshold) {
    findings.push(review('MISSING_RECEIPT', `${formatMoney(tx.amountCents)} without a receipt, above the ${formatMoney(threshold)} receipt threshold`));
  }
  const outcome: PolicyOutcome = findings.some((f) => f.outcome === 'OUT_OF_POLICY') ? 'OUT_OF_POLICY' : findings.length > 0 ? 'NEEDS_REVIEW' : 'IN_POLICY';
  return { outcome, findings };
};
