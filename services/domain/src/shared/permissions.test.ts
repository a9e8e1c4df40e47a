import { describe, expect, it } from 'vitest';
import { PERMISSIONS, can, type Permission } from './permissions';
import { ROLES, type Role } from './roles';

const OA = 'OrgAdmin', MOA = 'MultiOrgAdmin', SA = 'SpendSuperAdmin', An = 'Analyst', MAn = 'MultiOrgAnalyst', BO = 'BudgetOwner', Sp = 'Spender';

/** Spec section 6, row by row, as written there (flag on, so no flag-dependent extras). */
const SPEC: [Permission[], Role[]][] = [
  [['company.funds.edit', 'company.integrations.add', 'company.integrations.update', 'mileage.edit', 'glCode.create', 'glCode.update', 'glCode.delete', 'receipts.export', 'card.destroy', 'card.replace', 'card.create', 'externalCards.edit', 'teamMembers.edit', 'teamMembers.create', 'budget.settings.edit', 'customer.edit', 'project.edit', 'invoiceNumber.edit', 'customFields.manage', 'reimbursement.update'], [OA, MOA, SA]],
  [['paymentWidget.read', 'budget.admin.read', 'orgSettings.read', 'agreement.read', 'glCode.read', 'statements.read', 'payments.read', 'payments.export', 'externalCards.read', 'cardsReport.create', 'teamMembers.company.read', 'teamMembersReport.create', 'companyCardInfo.read', 'runLogs.read', 'reimbursement.readOthers'], [OA, MOA, SA, An, MAn]],
  [['budget.edit', 'cards.edit'], [MOA, OA, BO, SA]],
  [['transactions.create', 'transactions.edit', 'transactions.delete', 'card.block', 'userIntegrations.add', 'userIntegrations.update'], [MOA, OA, BO, Sp, SA]],
  [['transactions.export', 'profile.edit', 'password.update', 'reimbursement.readOwn'], [...ROLES]],
  [['reimbursement.delete', 'snapshot.create', 'snapshot.export'], [SA]],
  [['client.create'], [SA, MOA]],
  [['client.edit', 'client.addUser'], [SA, MOA, MAn]],
  [['multiTeamMembers.create'], [MOA, SA]],
  // Beyond the spec's rows: the custom fields and projects a coder of transactions picks from.
  [['customFields.read', 'projects.read'], [...ROLES]],
  // Beyond the spec's rows (its apiClientTokens is a developer flag): the company's API clients, for admins.
  [['apiClients.manage'], [OA, MOA, SA]],
  // Issue #13 item 5: company admins manage the outgoing webhooks.
  [['webhooks.manage'], [OA, MOA, SA]],
  [['codingRules.manage'], [OA, MOA, SA]],
  [['expensePolicy.manage'], [OA, MOA, SA]],
  // Not a row of spec 6 either (issue #16 item 3).
  [['teamMembers.forget'], [SA]],
  // Issue #25 item 3: the card program's operator alone sets account terms and records manual payments.
  [['account.terms.edit', 'payments.manual.record'], [SA]],
  // Issue #25 item 3: who adds the bank connections and edits the company's funds pays by ACH from them.
  [['payments.ach.create'], [OA, MOA, SA]],
];

const flagOn = { enableMultiOrgRoles: true, isReseller: true };

describe('permission table', () => {
  it('covers exactly the permissions of spec section 6', () => {
    expect(SPEC.flatMap(([names]) => names).sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  for (const [names, allowed] of SPEC) {
    for (const permission of names) {
      it.each([...ROLES])(`${permission}: %s`, (role) => {
        expect(can([role], permission, flagOn)).toBe(allowed.includes(role));
      });
    }
  }

  // Flags off (the default): the same table plus the "when the flag is off" extras, and nobody may
  // create multi-company members.
  const flagOff = { enableMultiOrgRoles: false, isReseller: true };
  const extrasWhileOff: Partial<Record<Permission, Role[]>> = { 'client.create': [OA], 'client.edit': [OA, An], 'client.addUser': [OA, An] };
  for (const [names, allowed] of SPEC) {
    for (const permission of names) {
      const expected = permission === 'multiTeamMembers.create' ? [] : [...allowed, ...(extrasWhileOff[permission] ?? [])];
      it.each([...ROLES])(`${permission} with enableMultiOrgRoles off: %s`, (role) => {
        expect(can([role], permission, flagOff)).toBe(expected.includes(role));
      });
    }
  }

  it('while enableMultiOrgRoles is off, OrgAdmin may create clients and OrgAdmin and Analyst may edit them', () => {
    expect(can([OA], 'client.create')).toBe(true);
    expect(can([An], 'client.create')).toBe(false);
    expect(can([OA], 'client.edit')).toBe(true);
    expect(can([An], 'client.addUser')).toBe(true);
    expect(can([BO], 'client.edit')).toBe(false);
  });

  it('multi-company member creation also needs a reseller company and the flag', () => {
    expect(can([MOA], 'multiTeamMembers.create', { enableMultiOrgRoles: true, isReseller: false })).toBe(false);
    expect(can([MOA], 'multiTeamMembers.create', { enableMultiOrgRoles: false, isReseller: true })).toBe(false);
    expect(can([MOA], 'multiTeamMembers.create', flagOn)).toBe(true);
  });

  it('a user with several roles has the union', () => {
    expect(can([Sp, An], 'glCode.read')).toBe(true);
    expect(can([Sp, An], 'glCode.create')).toBe(false);
  });
});
