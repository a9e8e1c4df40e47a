import type { ColumnType } from 'kysely';
import type { AutomaticCoding, CodingRuleConditions, CodingRuleOutcome } from '@spend/domain';
import type { Optional, Timestamp } from '../column-types';

/** jsonb: read parsed, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;

/** A company's coding rules with their hits (migration 310); written only by the coding-rules projection. */
export interface CodingRulesTable {
  id: string;
  company_id: string;
  name: string;
  position: number;
  conditions: Json<CodingRuleConditions>;
  outcome: Json<CodingRuleOutcome>;
  /** How many transactions the rule coded. */
  hits: Optional<number>;
  deleted: Optional<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The auto-coding reactor's live rules (migration 310). */
export interface AutoCodingRulesTable {
  rule_id: string;
  company_id: string;
  name: string;
  position: number;
  conditions: Json<CodingRuleConditions>;
  outcome: Json<CodingRuleOutcome>;
  created_at: Timestamp;
}

/** The auto-coding reactor's history: each transaction's merchant and current coding (migration 310). */
export interface AutoCodingHistoryTable {
  transaction_id: string;
  company_id: string;
  merchant_key: string;
  general_ledger_id: Optional<string | null>;
  project_id: Optional<string | null>;
  custom_field_values: ColumnType<Record<string, string>, string | undefined, string>;
}

/** A GL code, project or custom field no longer in use, by id (migration 310). */
export interface AutoCodingRetiredTable {
  id: string;
  company_id: string;
}

export type AutomaticCodingColumn = ColumnType<AutomaticCoding | null, string | null | undefined, string | null>;

export interface CodingRulesReadModels {
  coding_rules: CodingRulesTable;
  auto_coding_rules: AutoCodingRulesTable;
  auto_coding_history: AutoCodingHistoryTable;
  auto_coding_retired: AutoCodingRetiredTable;
}
