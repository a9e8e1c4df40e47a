import { sql } from 'kysely';
import { bookkeepingEvent, codingRuleEvent, CODING_RULE_EVENT_TYPES } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';

/**
 * The rules screen's read model: each company's coding rules and their hits, the transactions each
 * one coded (a TransactionCoded event whose automatic source is the rule). An undo does not take a
 * hit back: the rule did code it. Every event writes its row whole or adds one, so a rebuild writes
 * the same rows.
 */
export const codingRulesProjection: Projection = {
  name: 'coding-rules',
  tables: ['coding_rules'],
  eventTypes: [...CODING_RULE_EVENT_TYPES, 'TransactionCoded'],
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      if (raw.type === 'TransactionCoded') {
        const coded = bookkeepingEvent.parse({ type: raw.type, data: raw.data });
        const source = coded.type === 'TransactionCoded' ? coded.data.automatic?.source : undefined;
        if (source?.kind !== 'rule') continue;
        await trx.updateTable('coding_rules').set({ hits: sql`hits + 1` }).where('id', '=', source.ruleId).execute();
        changes.push({ companyId: coded.data.companyId, what: 'coding-rules', ids: [source.ruleId] });
        continue;
      }
      const event = codingRuleEvent.parse({ type: raw.type, data: raw.data });
      const { ruleId, companyId, at } = event.data;
      if (event.type === 'CodingRuleDeleted') {
        await trx.updateTable('coding_rules').set({ deleted: true, updated_at: at }).where('id', '=', ruleId).execute();
      } else {
        const { name, position, conditions, outcome } = event.data;
        const row = { name, position, conditions: JSON.stringify(conditions), outcome: JSON.stringify(outcome), updated_at: at };
        if (event.type === 'CodingRuleCreated') await upsertRows(trx, 'coding_rules', ['id'], [{ id: ruleId, company_id: companyId, ...row, created_at: at }]);
        else await trx.updateTable('coding_rules').set(row).where('id', '=', ruleId).execute();
      }
      changes.push({ companyId, what: 'coding-rules', ids: [ruleId] });
    }
    return changes;
  },
};
