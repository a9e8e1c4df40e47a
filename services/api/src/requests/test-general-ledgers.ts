// Test fixture: a general ledger created (and archived) through the coding mutations.
import type { ApiHarness } from '../testing/harness';

/** The one place reimbursement tests get a category; `token` is an admin's of the company. */
export const createGeneralLedger = async (api: ApiHarness, token: string, name: string, options: { archived?: boolean } = {}): Promise<string> => {
  const created = await api.gql<{ createOneGeneralLedger: { id: string } }>(
    'mutation ($name: String!, $code: String) { createOneGeneralLedger(name: $name, code: $code) { id } }', { name, code: name.slice(0, 4).toUpperCase() }, { token },
  );
  const id = created.data!.createOneGeneralLedger.id;
  if (options.archived) await api.gql('mutation ($id: ID!) { archiveOneGeneralLedger(id: $id) { id } }', { id }, { token });
  return id;
};
