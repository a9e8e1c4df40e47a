import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import { booksPolicySet, type CompletenessPolicy } from '@spend/domain';
import type { ReadModels } from '../tables';
import { upsertRows } from '../upsert';

/**
 * The custom-field events of the coding capability, consumed by type name (their contract): only
 * what completeness needs. Narrow and local, so this projection does not depend on that module.
 */
const fieldIds = { customFieldId: z.uuid(), companyId: z.uuid(), at: z.string() };
const customFieldEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CustomFieldCreated'), data: z.object({ ...fieldIds, isRequired: z.boolean(), isActive: z.boolean() }) }),
  z.object({ type: z.literal('CustomFieldUpdated'), data: z.object({ ...fieldIds, isRequired: z.boolean(), isActive: z.boolean() }) }),
  z.object({ type: z.literal('CustomFieldDeleted'), data: z.object(fieldIds) }),
]);
export const policyEvent = z.discriminatedUnion('type', [booksPolicySet, ...customFieldEvent.options]);
export type PolicyEvent = z.infer<typeof policyEvent>;
export const POLICY_EVENT_TYPES = policyEvent.options.map((o) => o.shape.type.value);

export interface PolicyRow {
  company_id: string;
  receipt_required_above_cents: number | null;
  subscription_receipts_exempt: boolean;
  is_projects_enabled: boolean;
  is_invoice_number_enabled: boolean;
  receipt_lock_days: number | null;
  required_custom_field_ids: string[];
  updated_at: string | Date;
}

const defaults = (companyId: string): PolicyRow => ({
  company_id: companyId, receipt_required_above_cents: null, subscription_receipts_exempt: false, is_projects_enabled: false, is_invoice_number_enabled: false,
  receipt_lock_days: null, required_custom_field_ids: [], updated_at: new Date(0),
});

export const completenessPolicy = (p: PolicyRow): CompletenessPolicy => ({
  receiptRequiredAboveCents: p.receipt_required_above_cents, subscriptionReceiptsExempt: p.subscription_receipts_exempt,
  isProjectsEnabled: p.is_projects_enabled, requiredCustomFieldIds: p.required_custom_field_ids,
});

/** The companies' policies (defaults where none is set yet). */
export const loadPolicies = async (trx: Transaction<ReadModels>, companyIds: readonly string[]): Promise<Map<string, PolicyRow>> => {
  const policies = new Map(companyIds.map((id) => [id, defaults(id)]));
  if (companyIds.length === 0) return policies;
  for (const row of await trx.selectFrom('books_policies').selectAll().where('company_id', 'in', companyIds).execute()) {
    const cents = row.receipt_required_above_cents;
    policies.set(row.company_id, { ...row, receipt_required_above_cents: cents === null ? null : Number(cents) });
  }
  return policies;
};

/** A policy after one event; `required_custom_field_ids` keeps the active, required, not deleted fields. */
export const evolvePolicy = (p: PolicyRow, event: PolicyEvent): PolicyRow => {
  switch (event.type) {
    case 'BooksPolicySet': {
      const s = event.data;
      return {
        ...p, receipt_required_above_cents: s.receiptRequiredAboveCents, subscription_receipts_exempt: s.subscriptionReceiptsExempt, is_projects_enabled: s.isProjectsEnabled,
        is_invoice_number_enabled: s.isInvoiceNumberEnabled, receipt_lock_days: s.receiptLockDays, updated_at: s.at,
      };
    }
    case 'CustomFieldCreated':
    case 'CustomFieldUpdated': {
      const d = event.data;
      const others = p.required_custom_field_ids.filter((id) => id !== d.customFieldId);
      return { ...p, required_custom_field_ids: d.isRequired && d.isActive ? [...others, d.customFieldId] : others, updated_at: d.at };
    }
    case 'CustomFieldDeleted': {
      const d = event.data;
      return { ...p, required_custom_field_ids: p.required_custom_field_ids.filter((id) => id !== d.customFieldId), updated_at: d.at };
    }
  }
};

export const savePolicies = (trx: Transaction<ReadModels>, policies: readonly PolicyRow[]): Promise<void> => upsertRows(trx, 'books_policies', ['company_id'], policies);

/**
 * `isComplete` of services/domain transactions/completeness.ts over the stored facts: the one
 * set-based form of that rule, for a policy change (a test holds both to the same answers).
 */
const COMPLETE = sql<boolean>`(t.is_exempt OR (
  (p.receipt_required_above_cents IS NULL OR t.amount_cents <= p.receipt_required_above_cents OR t.receipt_count > 0 OR (t.is_subscription_card AND p.subscription_receipts_exempt))
  AND t.has_general_ledger
  AND (NOT p.is_projects_enabled OR t.has_project)
  AND t.custom_field_values ?& p.required_custom_field_ids::text[]
  AND t.split_balanced))`;

/** Recomputes every live row of the companies under their (saved) policy in one UPDATE; the rows whose answer changed. */
export const recomputeCompleteness = async (trx: Transaction<ReadModels>, companyIds: readonly string[]): Promise<{ id: string; company_id: string; is_complete: boolean }[]> => {
  if (companyIds.length === 0) return [];
  const { rows } = await sql<{ id: string; company_id: string; is_complete: boolean }>`
    UPDATE transactions t SET is_complete = n.ok,
      sync_state = CASE WHEN t.sync_state IN ('IN_PROGRESS', 'SYNCED', 'RECEIPT_ATTACHED', 'FAILED') THEN t.sync_state WHEN n.ok AND NOT t.is_exempt THEN 'READY_TO_SYNC' END
    FROM (SELECT t.id, ${COMPLETE} AS ok FROM transactions t JOIN books_policies p ON p.company_id = t.company_id
          WHERE p.company_id = ANY(${[...companyIds]}::uuid[])) n
    WHERE t.id = n.id AND t.is_complete IS DISTINCT FROM n.ok
    RETURNING t.id, t.company_id, t.is_complete`.execute(trx);
  return rows;
};
