import type { BigIntColumn, Timestamp } from '../column-types';

/** A company's mileage settings (migration 120); no row: not set up yet. */
export interface MileageSettingsTable {
  company_id: string;
  mileage_value: number;
  mileage_policy_url: string | null;
  mileage_general_ledger_id: string | null;
  updated_at: Timestamp;
}

/** A spender's trip (migration 120); its transaction and reimbursement request by id. */
export interface MileageSubmissionsTable {
  id: string;
  company_id: string;
  spender_id: string;
  budget_id: string;
  trip_date: string;
  from_place: string;
  to_place: string;
  miles_tenths: number;
  purpose: string;
  rate_cents: number;
  amount_cents: BigIntColumn;
  general_ledger_id: string | null;
  transaction_id: string;
  reimbursement_id: string;
  submitted_at: Timestamp;
}

export interface MileageReadModels {
  mileage_settings: MileageSettingsTable;
  mileage_submissions: MileageSubmissionsTable;
}
