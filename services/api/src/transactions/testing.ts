import { randomUUID } from 'node:crypto';
import { cardDecider, ledgerDecider, streams, type LedgerMessage, type Role } from '@spend/domain';
import { handleCommand, loadState } from '@spend/eventstore';
import { recordMember } from '../members/test-members';
import type { ApiHarness } from '../testing/harness';

export interface SeededCodingRefs {
  generalLedgerId: string;
  archivedGeneralLedgerId: string;
  projectId: string;
  customFieldId: string;
  optionId: string;
  archivedOptionId: string;
}

/**
 * GL codes (one archived), a project and a custom field with two options (one archived) for a
 * company, through the coding mutations; `token` is an admin's of that company.
 */
export const seedCodingRefs = async (api: ApiHarness, token: string, options: { required?: boolean } = {}): Promise<SeededCodingRefs> => {
  const run = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const answer = await api.gql<T>(query, variables, { token });
    if (answer.errors?.length) throw new Error(answer.errors[0]!.message);
    return answer.data!;
  };
  const gl = (name: string, code: string) => run<{ createOneGeneralLedger: { id: string } }>('mutation ($name: String!, $code: String) { createOneGeneralLedger(name: $name, code: $code) { id } }', { name, code });
  const generalLedgerId = (await gl('Software', '6100')).createOneGeneralLedger.id;
  const archivedGeneralLedgerId = (await gl('Old', '6000')).createOneGeneralLedger.id;
  await run('mutation ($id: ID!) { archiveOneGeneralLedger(id: $id) { id } }', { id: archivedGeneralLedgerId });
  const projectId = (await run<{ createOneProject: { id: string } }>('mutation { createOneProject(name: "Launch") { id } }', {})).createOneProject.id;
  type Field = { id: string; options: { id: string; name: string }[] };
  const field = (await run<{ createOneCustomField: Field }>(
    'mutation ($required: Boolean) { createOneCustomField(name: "Region", isRequired: $required, options: [{ name: "EMEA" }, { name: "APAC" }]) { id options { id name } } }', { required: options.required ?? false },
  )).createOneCustomField;
  const optionId = field.options.find((o) => o.name === 'EMEA')!.id;
  // Leaving APAC out of the list archives it.
  await run('mutation ($id: ID!, $keep: ID!) { updateOneCustomField(id: $id, options: [{ id: $keep, name: "EMEA" }]) { id } }', { id: field.id, keep: optionId });
  return { generalLedgerId, archivedGeneralLedgerId, projectId, customFieldId: field.id, optionId, archivedOptionId: field.options.find((o) => o.name === 'APAC')!.id };
};

/** A member of the company holding one role, recorded as the members tests record them. */
export const addMember = async (api: ApiHarness, companyId: string, [role]: [Role]): Promise<{ userId: string; token: string }> =>
  recordMember(api, companyId, `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@books.test`, role, { firstName: 'Sam', lastName: role, title: 'Staff' });

/** Card purchases through the authorizer's ledger command (the one command handler); their transaction ids by authorization id. */
export const cardPurchases = async (
  api: ApiHarness, companyId: string, budgetId: string, cardId: string, list: { id: string; amount: number; merchant: string; mcc: string; at: string }[],
): Promise<Record<string, string>> => {
  const card = await loadState(api.store, streams.card(cardId), cardDecider);
  const budget = { budgetId, companyId, exists: true, active: true, name: 'Travel' };
  const ids = Object.fromEntries(list.map((p) => [p.id, randomUUID()]));
  const messages: LedgerMessage[] = list.map((p) => ({
    kind: 'authorize', at: p.at, card,
    request: { authorizationId: p.id, transactionId: ids[p.id]!, cardId, amountCents: p.amount, currency: 'USD', merchantName: p.merchant, merchantId: null, mcc: p.mcc, country: 'US' },
  }));
  await handleCommand(api.store, streams.ledger(budgetId), ledgerDecider, { type: 'Process', ledgerId: budgetId, budget, messages }, { companyId, userId: null, correlationId: randomUUID(), commandId: randomUUID() });
  return ids;
};
