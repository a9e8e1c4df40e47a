import type { Selectable } from 'kysely';
import { badInput, codingRuleDecider, streams, type CodingRuleFields } from '@spend/domain';
import { deterministicUuid } from '@spend/eventstore';
import type { CodingRulesTable } from '@spend/projections/api';
import { loadBudgetRef, loadCardState, loadUserRef } from '../cards/load';
import type { CodingRuleInput, Resolvers } from '../generated/resolvers-types';
import { awaitProjections, nowOf, requirePermission, runCommand, type ApiContext } from '../shared/context';
import { checkCoding } from '../transactions/mutations';
import { requireUuid, tenant } from './load';

export const RULE_REFERENCE_MESSAGES = {
  cardId: 'Choose a card of your company.',
  budgetId: 'Choose a budget of your company.',
  memberId: 'Choose a member of your company.',
} as const;

const rule = (r: Selectable<CodingRulesTable>) => ({
  id: r.id, name: r.name, position: r.position, hits: r.hits, createdAt: r.created_at, updatedAt: r.updated_at, conditions: r.conditions,
  outcome: { ...r.outcome, customFieldValues: Object.entries(r.outcome.customFieldValues).map(([customFieldId, value]) => ({ customFieldId, value })) },
});

const readRule = async (ctx: ApiContext, id: string) => {
  await awaitProjections(ctx, ['coding-rules']);
  const row = await tenant(ctx, (trx) => trx.selectFrom('coding_rules').selectAll().where('id', '=', id).executeTakeFirst());
  return row && rule(row);
};

/** After the company's last rule, when no order is given. */
const nextPosition = async (ctx: ApiContext): Promise<number> => {
  const { top } = await tenant(ctx, (trx) => trx.selectFrom('coding_rules').select((eb) => eb.fn.max('position').as('top')).where('deleted', '=', false).executeTakeFirstOrThrow());
  return (top ?? 0) + 1;
};

/**
 * The rule as the decider takes it, once every id it names is the caller's company's and in use
 * (a GL code archived or another company's project is refused on its field, nothing recorded).
 */
const fieldsOf = async (ctx: ApiContext, data: CodingRuleInput): Promise<CodingRuleFields> => {
  const c = data.conditions;
  if (c.cardId && !(await loadCardState(ctx, c.cardId).catch(() => null))) throw badInput('cardId', RULE_REFERENCE_MESSAGES.cardId);
  if (c.budgetId && (await loadBudgetRef(ctx, c.budgetId))?.companyId !== ctx.caller.companyId) throw badInput('budgetId', RULE_REFERENCE_MESSAGES.budgetId);
  if (c.memberId && !(await loadUserRef(ctx, c.memberId))) throw badInput('memberId', RULE_REFERENCE_MESSAGES.memberId);
  const o = data.outcome;
  const customFieldValues = Object.fromEntries((o.customFieldValues ?? []).filter((v) => v.value?.trim()).map((v) => [v.customFieldId, v.value!]));
  await checkCoding(ctx, { generalLedgerId: o.generalLedgerId ?? null, projectId: o.projectId ?? null, customFieldValues });
  return {
    name: data.name, position: data.position ?? (await nextPosition(ctx)),
    conditions: { merchant: c.merchant ?? null, mcc: c.mcc ?? null, cardId: c.cardId ?? null, budgetId: c.budgetId ?? null, memberId: c.memberId ?? null },
    outcome: { generalLedgerId: o.generalLedgerId ?? null, projectId: o.projectId ?? null, customFieldValues },
  };
};

export const codingRuleResolvers: Resolvers = {
  Query: {
    codingRules: async (_, __, ctx) => {
      requirePermission(ctx, 'codingRules.manage');
      const rows = await tenant(ctx, (trx) => trx.selectFrom('coding_rules').selectAll().where('deleted', '=', false).orderBy('position').orderBy('created_at').orderBy('id').execute());
      return rows.map(rule);
    },
  },
  Mutation: {
    createOneCodingRule: async (_, { data }, ctx) => {
      requirePermission(ctx, 'codingRules.manage');
      const ruleId = deterministicUuid(ctx.commandId, 'coding-rule');
      const fields = await fieldsOf(ctx, data);
      await runCommand(ctx, streams.codingRule(ruleId), codingRuleDecider, { type: 'CreateCodingRule', ruleId, companyId: ctx.caller.companyId, fields, now: nowOf(ctx) });
      return (await readRule(ctx, ruleId))!;
    },
    updateOneCodingRule: async (_, { id, data }, ctx) => {
      requirePermission(ctx, 'codingRules.manage');
      const ruleId = requireUuid(id, 'Coding rule');
      const fields = await fieldsOf(ctx, { ...data, position: data.position ?? (await readRule(ctx, ruleId))?.position });
      await runCommand(ctx, streams.codingRule(ruleId), codingRuleDecider, { type: 'UpdateCodingRule', ruleId, companyId: ctx.caller.companyId, fields, now: nowOf(ctx) });
      return (await readRule(ctx, ruleId))!;
    },
    deleteOneCodingRule: async (_, { id }, ctx) => {
      requirePermission(ctx, 'codingRules.manage');
      const ruleId = requireUuid(id, 'Coding rule');
      await runCommand(ctx, streams.codingRule(ruleId), codingRuleDecider, { type: 'DeleteCodingRule', ruleId, companyId: ctx.caller.companyId, now: nowOf(ctx) });
      await awaitProjections(ctx, ['coding-rules']);
      return { id: ruleId };
    },
  },
};
