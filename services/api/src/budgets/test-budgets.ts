import type { RoleMembers } from '../members/test-members';
import type { ApiHarness } from '../testing/harness';

/**
 * Two budgets of $100 made by the super admin: `owned` by the BudgetOwner member with the Spender
 * member spending from it, and `other`, owned by the super admin with no spenders.
 */
export const seedOwnedAndOtherBudgets = async (api: ApiHarness, team: RoleMembers): Promise<{ owned: string; other: string }> => {
  const create = async (name: string, owner: string, spenders: string[]) =>
    (await api.gql<{ createOneBudget: { id: string } }>(
      `mutation ($data: BudgetCreateInput!) { createOneBudget(data: $data) { id } }`,
      { data: { name, funding: '100', owner: { connect: { id: owner } }, spenders: { connect: spenders.map((id) => ({ id })) } } },
      { token: team.members.SpendSuperAdmin.token },
    )).data!.createOneBudget.id;
  return {
    owned: await create('Owned', team.members.BudgetOwner.userId, [team.members.Spender.userId]),
    other: await create('Other', team.members.SpendSuperAdmin.userId, []),
  };
};
