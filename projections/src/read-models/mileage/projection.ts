import type { Transaction } from 'kysely';
import { forgetPersonalData, mileageEvent, MILEAGE_EVENT_TYPES } from '@spend/domain';
import type { Projection, ReadModelChange } from '../../types';
import type { ReadModels } from '../tables';
import { upsertRows } from '../upsert';

/**
 * A forgotten spender's trips read as their events now do (the key is gone): the places as the
 * domain forgets them, the money, miles, day and budget kept. A rebuild writes the same rows.
 */
const forgetTrips = async (trx: Transaction<ReadModels>, spenderId: string): Promise<string[]> => {
  const { from, to } = forgetPersonalData('MileageTripSubmitted', { spenderId, from: '', to: '' });
  const rows = await trx.updateTable('mileage_submissions').set({ from_place: from, to_place: to }).where('spender_id', '=', spenderId).returning('id').execute();
  return rows.map((r) => r.id);
};

/** Mileage settings and trips; each event writes its whole row, so a rebuild writes the same rows. */
export const mileageProjection: Projection = {
  name: 'mileage',
  tables: ['mileage_settings', 'mileage_submissions'],
  eventTypes: [...MILEAGE_EVENT_TYPES, 'UserForgotten'],
  apply: async (trx, events) => {
    const changes: ReadModelChange[] = [];
    for (const raw of events) {
      if (raw.type === 'UserForgotten') {
        const { userId, companyId } = raw.data as { userId: string; companyId: string };
        const ids = await forgetTrips(trx, userId);
        if (ids.length > 0) changes.push({ companyId, what: 'mileage', ids });
        continue;
      }
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
