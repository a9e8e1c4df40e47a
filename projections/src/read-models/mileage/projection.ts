import { mileageEvent, MILEAGE_EVENT_TYPES } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import { upsertRows } from '../upsert';

/** Mileage settings and trips; each event writes its whole row, so a rebuild writes the same rows. */
export const mileageProjection: Projection = {
  name: 'mileage',
  tables: ['mileage_settings', 'mileage_submissions'],
  eventTypes: MILEAGE_EVENT_TYPES,
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      const event = mileageEvent.parse({ type: raw.type, data: raw.data });
      if (event.type === 'MileageSettingsSet') {
        const { companyId, mileageValue, mileagePolicyUrl, mileageGeneralLedgerId, at } = event.data;
        await upsertRows(trx, 'mileage_settings', ['company_id'], [{
          company_id: companyId, mileage_value: mileageValue, mileage_policy_url: mileagePolicyUrl, mileage_general_ledger_id: mileageGeneralLedgerId, updated_at: at,
        }]);
        changes.push({ companyId, what: 'mileage', ids: [companyId] });
      } else {
        const t = event.data;
        await upsertRows(trx, 'mileage_submissions', ['id'], [{
          id: t.mileageSubmissionId, company_id: t.companyId, spender_id: t.spenderId, budget_id: t.budgetId, trip_date: t.date, from_place: t.from, to_place: t.to,
          miles_tenths: Math.round(t.miles * 10), purpose: t.purpose, rate_cents: t.rateCents, amount_cents: t.amountCents, general_ledger_id: t.generalLedgerId,
          transaction_id: t.transactionId, reimbursement_id: t.reimbursementId, submitted_at: t.at,
        }]);
        changes.push({ companyId: t.companyId, what: 'mileage', ids: [t.mileageSubmissionId] });
      }
    }
    return changes;
  },
};
