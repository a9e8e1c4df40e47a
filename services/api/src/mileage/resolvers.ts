import type { Selectable } from 'kysely';
import {
  badInput, decideMileageSubmission, generalLedgerDecider, isUuid, mileageSettingsDecider, mileageSubmissionStreams, streams,
  type MileageSettings, type RequestStatus,
} from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import type { MileageSubmissionsTable } from '@spend/projections/api';
import type { Resolvers } from '../generated/resolvers-types';
import { loadersFor } from '../budgets/load';
import { adminUserIds, readsAllRequests, tenant } from '../requests/load';
import { chargeableBudget, reimbursementCategories } from '../requests/reimbursement-details';
import { awaitProjections, nowOf, requirePermission, runCommand, runCommands, type ApiContext } from '../shared/context';
import type { ReadTransaction } from '../shared/tenant';

export type MileageSubmissionModel = Selectable<MileageSubmissionsTable>;

const MAX_TAKE = 100;

/** The caller's company's settings as the mileage read model keeps them (not set up until an admin saves them). */
const loadSettings = async (ctx: ApiContext): Promise<MileageSettings> => {
  const row = await tenant(ctx, (trx) => trx.selectFrom('mileage_settings').selectAll().executeTakeFirst());
  return row
    ? { mileageValue: row.mileage_value, mileagePolicyUrl: row.mileage_policy_url, mileageGeneralLedgerId: row.mileage_general_ledger_id }
    : mileageSettingsDecider.initialState();
};

/** Trips the caller submitted, and those on budgets they own; every trip for admin readers (as reimbursements). */
const visibleSubmissions = (trx: ReadTransaction, ctx: ApiContext) => {
  const query = trx.selectFrom('mileage_submissions').selectAll();
  if (readsAllRequests(ctx)) return query;
  return query.where((eb) => eb.or([
    eb('spender_id', '=', ctx.caller.userId),
    eb('budget_id', 'in', eb.selectFrom('budgets').select('id').where('owner_user_id', '=', ctx.caller.userId)),
  ]));
};

const loadSubmission = (ctx: ApiContext, id: string) => tenant(ctx, (trx) => visibleSubmissions(trx, ctx).where('id', '=', id).executeTakeFirst());

const category = async (ctx: ApiContext, id: string | null) => (id ? (await reimbursementCategories(ctx, [id], true))[0] ?? null : null);

/** The settings read under the caller's own company: another company's row is not visible to it. */
const ownSettings = (ctx: ApiContext, companyId: string) => (companyId === ctx.caller.companyId ? loadSettings(ctx) : null);

export const mileageResolvers: Resolvers = {
  Company: {
    mileageValue: async (c, _, ctx) => (await ownSettings(ctx, c.id))?.mileageValue ?? null,
    mileagePolicyUrl: async (c, _, ctx) => (await ownSettings(ctx, c.id))?.mileagePolicyUrl ?? null,
    mileageGeneralLedgerId: async (c, _, ctx) => (await ownSettings(ctx, c.id))?.mileageGeneralLedgerId ?? null,
  },
  MileageSettings: {
    mileageGeneralLedger: (s, _, ctx) => category(ctx, s.mileageGeneralLedgerId ?? null),
  },
  MileageSubmission: {
    date: (s) => s.trip_date,
    from: (s) => s.from_place,
    to: (s) => s.to_place,
    miles: (s) => s.miles_tenths / 10,
    rate: (s) => s.rate_cents,
    amount: (s) => Number(s.amount_cents),
    status: async (s, _, ctx) => {
      const row = await tenant(ctx, (trx) => trx.selectFrom('approval_requests').select('status').where('id', '=', s.reimbursement_id).executeTakeFirst());
      return (row?.status ?? 'PENDING') as RequestStatus;
    },
    budget: (s, _, ctx) => loadersFor(ctx).budget.load(s.budget_id),
    spender: (s, _, ctx) => loadersFor(ctx).user.load(s.spender_id),
    generalLedger: (s, _, ctx) => category(ctx, s.general_ledger_id),
    transactionId: (s) => s.transaction_id,
    reimbursementId: (s) => s.reimbursement_id,
    createdAt: (s) => s.submitted_at,
  },
  Query: {
    mileageSettings: (_, __, ctx) => loadSettings(ctx),
    mileageSubmissions: (_, { take, skip }, ctx) => {
      if ((take ?? 50) < 0 || (take ?? 50) > MAX_TAKE) throw badInput('take', `take must be between 0 and ${MAX_TAKE}.`);
      return tenant(ctx, (trx) => visibleSubmissions(trx, ctx).orderBy('trip_date', 'desc').orderBy('submitted_at', 'desc').orderBy('id').limit(take ?? 50).offset(Math.max(0, skip ?? 0)).execute());
    },
    mileageSubmission: async (_, { where }, ctx) => (isUuid(where.id) ? (await loadSubmission(ctx, where.id)) ?? null : null),
  },
  Mutation: {
    updateMileageSettings: async (_, { data }, ctx) => {
      requirePermission(ctx, 'mileage.edit');
      const glId = data.mileageGeneralLedgerId?.trim() || null;
      // The GL code's own stream (the write model) says whose it is and whether it is archived.
      const generalLedger = glId
        ? { id: glId, state: isUuid(glId) ? await loadState(ctx.services.store, streams.generalLedger(glId), generalLedgerDecider) : generalLedgerDecider.initialState() }
        : null;
      await runCommand(ctx, streams.mileageSettings(ctx.caller.companyId), mileageSettingsDecider, {
        type: 'SetMileageSettings', companyId: ctx.caller.companyId, mileageValue: data.mileageValue, mileagePolicyUrl: data.mileagePolicyUrl ?? null, generalLedger, now: nowOf(ctx),
      });
      await awaitProjections(ctx, ['mileage']);
      return loadSettings(ctx);
    },
    createOneMileageSubmission: async (_, { data }, ctx) => {
      requirePermission(ctx, 'transactions.create');
      const companyId = ctx.caller.companyId;
      const budget = await chargeableBudget(ctx, data.budget.connect.id);
      const [mileageSubmissionId, transactionId, reimbursementId] = ['mileage', 'mileage-transaction', 'reimbursement'].map((label) => deterministicUuid(ctx.commandId, label)) as [string, string, string];
      const command = {
        type: 'SubmitMileageTrip' as const, mileageSubmissionId, companyId, spenderId: ctx.caller.userId, date: data.date, from: data.from, to: data.to, miles: data.miles,
        purpose: data.purpose, budgetId: budget.budgetId, budgetOwnerUserId: budget.ownerUserId, adminUserIds: await adminUserIds(ctx), transactionId, reimbursementId, now: nowOf(ctx),
      };
      // One atomic append: the trip, its transaction and its reimbursement request, priced at the rate read in the same decision.
      await runCommands(ctx, mileageSubmissionStreams(command), (states) => decideMileageSubmission(command, states));
      await awaitProjections(ctx, ['mileage', 'transactions', 'requests']);
      return (await loadSubmission(ctx, mileageSubmissionId))!;
    },
  },
};
