import { ACCOUNTING_MESSAGES, accountingDecider, conflict, generalLedgerDecider, projectDecider, streams } from '@spend/domain';
import { deterministicUuid, loadState } from '@spend/eventstore';
import { project } from '../coding/load';
import { awaitProjections, nowOf, runCommand, type ApiContext } from '../shared/context';
import { tenant } from '../requests/load';
import { onPlatform, platformOf, requireCodatCompany } from './platform';

/**
 * Spec 7 transitCustomersAndGlData: the platform's expense accounts become GL codes and its tracking
 * categories projects, through their own commands. Ids derive from the platform's ids, so a second
 * import updates what the first created instead of duplicating it.
 */
export const transitCustomersAndGlData = async (ctx: ApiContext) => {
  const { state, codatCompanyId } = await requireCodatCompany(ctx);
  // Checked before anything is imported, so a refusal leaves nothing half done.
  if (!state.connections.some((c) => !c.archived)) throw conflict(ACCOUNTING_MESSAGES.noConnection);
  const companyId = ctx.caller.companyId;
  const platform = platformOf(ctx);
  const [options, customers] = await onPlatform(() => Promise.all([platform.mappingOptions(codatCompanyId), platform.customers(codatCompanyId)]));
  const now = nowOf(ctx);

  let createdGeneralLedgers = 0;
  let updatedGeneralLedgers = 0;
  const accounts = options.accounts.filter((a) => a.accountType === 'Expense');
  for (const account of accounts) {
    const generalLedgerId = deterministicUuid('codat-account', companyId, account.id);
    const stream = streams.generalLedger(generalLedgerId);
    const before = await loadState(ctx.services.store, stream, generalLedgerDecider);
    const fields = { name: account.name, code: account.nominalCode, type: account.accountType };
    const label = `gl-${account.id}`;
    if (!before.exists) {
      if (account.status === 'Archived') continue;
      await runCommand(ctx, stream, generalLedgerDecider, { type: 'CreateGeneralLedger', generalLedgerId, companyId, fields, now }, { label });
      createdGeneralLedgers++;
      continue;
    }
    const updated = await runCommand(ctx, stream, generalLedgerDecider, { type: 'UpdateGeneralLedger', generalLedgerId, companyId, fields, now }, { label });
    const archive = account.status === 'Archived' && !before.archived;
    if (archive) await runCommand(ctx, stream, generalLedgerDecider, { type: 'ArchiveGeneralLedger', generalLedgerId, companyId, now }, { label: `${label}-archive` });
    if (updated.events.length > 0 || archive) updatedGeneralLedgers++;
  }

  const createdProjectIds: string[] = [];
  const updatedProjectIds: string[] = [];
  for (const category of options.trackingCategories) {
    const projectId = deterministicUuid('codat-tracking-category', companyId, category.id);
    const stream = streams.project(projectId);
    const before = await loadState(ctx.services.store, stream, projectDecider);
    if (!before.exists) {
      if (category.status === 'Archived') continue;
      await runCommand(ctx, stream, projectDecider, { type: 'CreateProject', projectId, companyId, name: category.name, now }, { label: `project-${category.id}` });
      createdProjectIds.push(projectId);
    } else {
      if (category.status === 'Archived' && !before.archived) {
        await runCommand(ctx, stream, projectDecider, { type: 'ArchiveProject', projectId, companyId, now }, { label: `project-${category.id}-archive` });
      }
      updatedProjectIds.push(projectId);
    }
  }

  await runCommand(ctx, streams.accounting(companyId), accountingDecider, {
    type: 'RecordCodatImport', companyId, now,
    data: {
      accounts: accounts.map((a) => ({ accountId: a.id, generalLedgerId: deterministicUuid('codat-account', companyId, a.id), name: a.name, archived: a.status === 'Archived' })),
      trackingCategories: options.trackingCategories.map((t) => ({ trackingCategoryId: t.id, projectId: deterministicUuid('codat-tracking-category', companyId, t.id), name: t.name, archived: t.status === 'Archived' })),
      customers: customers.map((c) => ({ customerId: c.id, name: c.name, archived: c.status === 'Archived' })),
    },
  }, { label: 'import' });
  await awaitProjections(ctx, ['coding', 'accounting']);
  const projects = await tenant(ctx, (trx) => trx.selectFrom('projects').selectAll().where('id', 'in', [...createdProjectIds, ...updatedProjectIds, '00000000-0000-0000-0000-000000000000']).execute());
  const pick = (ids: string[]) => projects.filter((p) => ids.includes(p.id)).map(project);
  return { createdProjects: pick(createdProjectIds), updatedProjects: pick(updatedProjectIds), createdGeneralLedgers, updatedGeneralLedgers, customers };
};
