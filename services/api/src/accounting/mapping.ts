import { accountingDecider, effectiveAccountMappings, generalLedgerDecider, isUuid, notFound, pendingProposals, streams, type AccountMapping } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { tenant } from '../requests/load';
import { nowOf, runCommand, type ApiContext } from '../shared/context';
import { loadAccounting, onPlatform, platformOf, requireCodatCompany } from './platform';

/** The mapping table as the write model (which the sync reads too) tells it. */
export const readAccountMappings = async (ctx: ApiContext) => effectiveAccountMappings(await loadAccounting(ctx));

/** The accounts proposed on connect for GL codes still unmapped, for the admin to confirm or change. */
export const readAccountProposals = async (ctx: ApiContext) => {
  const state = await loadAccounting(ctx);
  return pendingProposals(state, effectiveAccountMappings(state));
};

/** Another company's GL code (or no GL code) answers like a missing one. */
const requireOwnGl = async (ctx: ApiContext, generalLedgerId: string) => {
  const gl = isUuid(generalLedgerId) ? await loadState(ctx.services.store, streams.generalLedger(generalLedgerId), generalLedgerDecider) : null;
  if (!gl?.exists || gl.companyId !== ctx.caller.companyId) throw notFound('General Ledger');
};

/** setOneCodatAccountMapping: one of the company's GL codes to an account the platform has right now. */
export const setAccountMapping = async (ctx: ApiContext, generalLedgerId: string, accountId: string | null) => {
  const { codatCompanyId } = await requireCodatCompany(ctx);
  await requireOwnGl(ctx, generalLedgerId);
  const options = accountId ? await onPlatform(() => platformOf(ctx).mappingOptions(codatCompanyId)) : { accounts: [] };
  await runCommand(ctx, streams.accounting(ctx.caller.companyId), accountingDecider, {
    type: 'MapCodatAccount', companyId: ctx.caller.companyId, generalLedgerId, accountId, platform: { accounts: options.accounts }, now: nowOf(ctx),
  });
  return readAccountMappings(ctx);
};

/**
 * On connect: a platform account proposed for each of the company's active GL codes (by number, then
 * name; the domain decides), nothing mapped until the admin confirms.
 */
export const proposeAccountMappings = async (ctx: ApiContext, codatCompanyId: string) => {
  const [gls, options] = await Promise.all([
    tenant(ctx, (trx) => trx.selectFrom('general_ledgers').select(['id', 'code', 'name']).where('archived', '=', false).orderBy('code').orderBy('id').execute()),
    onPlatform(() => platformOf(ctx).mappingOptions(codatCompanyId)),
  ]);
  await runCommand(ctx, streams.accounting(ctx.caller.companyId), accountingDecider, {
    type: 'ProposeCodatAccounts', companyId: ctx.caller.companyId, generalLedgers: gls, platform: { accounts: options.accounts }, now: nowOf(ctx),
  }, { label: 'propose-accounts' });
};

/** confirmCodatAccountMappings: the admin's mapping (proposed or changed) at once; one bad account refuses all of it. */
export const confirmAccountMappings = async (ctx: ApiContext, mappings: readonly AccountMapping[]) => {
  const { codatCompanyId } = await requireCodatCompany(ctx);
  for (const m of mappings) await requireOwnGl(ctx, m.generalLedgerId);
  const options = await onPlatform(() => platformOf(ctx).mappingOptions(codatCompanyId));
  await runCommand(ctx, streams.accounting(ctx.caller.companyId), accountingDecider, {
    type: 'ConfirmCodatAccountMappings', companyId: ctx.caller.companyId, mappings: [...mappings], platform: { accounts: options.accounts }, now: nowOf(ctx),
  });
  return readAccountMappings(ctx);
};
