import { formatMoney } from '../shared/money';
import { missingDetails, type CompletenessFacts, type CompletenessPolicy, type MissingDetail } from './completeness';

/** The facts as the transactions read model stores them beside each row (the projection's `stamp`). */
export interface StoredFacts {
  is_exempt: boolean;
  amount_cents: string | number;
  receipt_count: number;
  is_subscription_card: boolean;
  has_general_ledger: boolean;
  has_project: boolean;
  split_balanced: boolean;
  custom_field_values: Readonly<Record<string, string>>;
}

export const factsOfStored = (row: StoredFacts): CompletenessFacts => ({
  exempt: row.is_exempt, amountCents: Number(row.amount_cents), receiptCount: row.receipt_count, isSubscriptionCard: row.is_subscription_card,
  hasGeneralLedger: row.has_general_ledger, hasProject: row.has_project, splitBalanced: row.split_balanced,
  customFieldIds: Object.entries(row.custom_field_values).filter(([, v]) => v !== '').map(([id]) => id),
});

export interface MissingItem {
  kind: MissingDetail;
  /** What to do, in plain words. */
  message: string;
}

/**
 * Why a transaction is INCOMPLETE, each with what to do: the policy's own rule (`missingDetails`),
 * with the receipt threshold, the required fields by name and the amount a split must reach.
 * `fieldName` names a custom field by its id.
 */
export const explainMissing = (f: CompletenessFacts, p: CompletenessPolicy, fieldName: (id: string) => string): MissingItem[] =>
  missingDetails(f, p).map((kind): MissingItem => {
    switch (kind) {
      case 'RECEIPT':
        return { kind, message: p.receiptRequiredAboveCents ? `Attach a receipt: the company asks for one above ${formatMoney(p.receiptRequiredAboveCents)}.` : 'Attach a receipt: the company asks for one on every transaction.' };
      case 'GENERAL_LEDGER':
        return { kind, message: 'Choose a GL code.' };
      case 'PROJECT':
        return { kind, message: 'Choose a project.' };
      case 'CUSTOM_FIELDS': {
        const names = p.requiredCustomFieldIds.filter((id) => !f.customFieldIds.includes(id)).map(fieldName);
        return { kind, message: `Fill in the required ${names.length === 1 ? 'field' : 'fields'} ${names.join(', ')}.` };
      }
      case 'SPLIT':
        return { kind, message: `Make the split lines add up to the amount, ${formatMoney(f.amountCents)}.` };
    }
  });
