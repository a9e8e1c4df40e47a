import { z } from 'zod';

/**
 * Coding rules (issue #27 item 4): a company's admins say how new transactions are coded. Stream
 * `coding-rule-<id>`; the company's rules apply in `position` order (then oldest first), and the
 * first whose every given condition matches codes the transaction.
 */
const text = z.string().min(1).nullable();

/** Each condition given must match; null: any. `merchant` matches a merchant name containing it (case-insensitive). */
export const codingRuleConditions = z.object({
  merchant: text,
  mcc: z.string().regex(/^\d{4}$/).nullable(),
  cardId: z.uuid().nullable(),
  budgetId: z.uuid().nullable(),
  memberId: z.uuid().nullable(),
});
export type CodingRuleConditions = z.infer<typeof codingRuleConditions>;

/** What a matching transaction is coded with; custom field id -> value (an option's id, or free text). */
export const codingRuleOutcome = z.object({
  generalLedgerId: z.uuid().nullable(),
  projectId: z.uuid().nullable(),
  customFieldValues: z.record(z.uuid(), z.string().min(1)),
});
export type CodingRuleOutcome = z.infer<typeof codingRuleOutcome>;

const ruleFields = {
  ruleId: z.uuid(),
  companyId: z.uuid(),
  name: z.string().min(1),
  position: z.number().int().positive(),
  conditions: codingRuleConditions,
  outcome: codingRuleOutcome,
  at: z.iso.datetime(),
};

export const codingRuleCreated = z.object({ type: z.literal('CodingRuleCreated'), data: z.object(ruleFields) });
/** The full new values, not a diff. */
export const codingRuleUpdated = z.object({ type: z.literal('CodingRuleUpdated'), data: z.object(ruleFields) });
export const codingRuleDeleted = z.object({ type: z.literal('CodingRuleDeleted'), data: z.object({ ruleId: z.uuid(), companyId: z.uuid(), at: z.iso.datetime() }) });

export const codingRuleEvent = z.discriminatedUnion('type', [codingRuleCreated, codingRuleUpdated, codingRuleDeleted]);
export type CodingRuleEvent = z.infer<typeof codingRuleEvent>;
export const CODING_RULE_EVENT_TYPES = codingRuleEvent.options.map((o) => o.shape.type.value);
