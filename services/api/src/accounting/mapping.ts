import { accountingDecider, effectiveAccountMappings, generalLedgerDecider, isUuid, notFound, streams } from '@spend/domain';
import { loadState } from '@spend/eventstore';
import { nowOf, runCommand, type ApiContext } from '../shared/context';
import { loadAccounting, onPlatform, platformOf, requireCodatCompany } from './platform';

/** The mapping table as the write model (which the sync reads too) tells it. */
export const readAccountMappings = async (ctx: ApiContext) => effectiveAccountMappings(await loadAccounting(ctx));

/** setOneCodatAccountMapping: one of the company's GL codes to an account the platform has right now. */
export const setAccountMapping = async (ctx: ApiContext, generalLedgerId: string, accountId: string | null) => {
  const { codatCompanyId } = await requireCodatCompany(ctx);
  const gl = isUuid(generalLedgerId) ? await loadState(ctx.services.store, streams.generalLedger(generalLedgerId), generalLedgerDecider) : null;
  if (!gl?.exists || gl.companyId !== ctx.caller.companyId) throw notFound('General Ledger');
  const options = accountId ? await onPlatform(() => platformOf(ctx).mappingOptions(codatCompanyId)) : { accounts: [] };
  await runCommand(ctx, streams.accounting(ctx.caller.companyId), accountingDecider, {
    type: 'MapCodatAccount', companyId: ctx.caller.companyId, generalLedgerId, accountId, platform: { accounts: options.accounts }, now: nowOf(ctx),
  });
  return readAccountMappings(ctx);
};
