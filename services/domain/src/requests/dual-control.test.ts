import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { budgetDecider, type CreateBudget } from '../budgets/decider';
import { companyDecider } from '../companies/decider';
import { fold } from '../shared/decider';
import { budgetIncreaseDecider } from './decider';
import { dualControlRequest } from './dual-control';

const companyId = randomUUID();
const budgetId = randomUUID();
const [admin, secondAdmin, spender] = [randomUUID(), randomUUID(), randomUUID()];
const now = '2026-03-01T10:00:00.000Z';

/** Given the company's setting and the budget's spenders, when an admin asks for a funding: the request recorded in place of the raise, or null. */
const given = (setting: { dualControl: boolean }, spenderUserIds: string[], funding = 50_000) => {
  const opened = companyDecider.decide({ type: 'CreateCompany', companyId, dbaName: 'Acme', parentCompanyId: null, isReseller: false, totalFunding: 1_000_000, now }, companyDecider.initialState());
  const company = fold(companyDecider, opened);
  const set = companyDecider.decide({ type: 'UpdateCompanySettings', companyId, flags: { isDualControlRequired: setting.dualControl }, now }, company);
  const create: CreateBudget = {
    type: 'CreateBudget', budgetId, companyId, parent: null, name: 'Travel', color: '#abc', randomColorIndex: 0, number: null, owner: { userId: admin, companyId, archived: false },
    funding, softLimit: 'None', overageValue: null, spenderUserIds, now,
  };
  const budget = fold(budgetDecider, budgetDecider.decide(create, budgetDecider.initialState()));
  return {
    when: (actorUserId: string, asked: number) => dualControlRequest({ company: fold(companyDecider, [...opened, ...set]), budget }, {
      budgetId, actorUserId, funding: asked, adminUserIds: [admin, secondAdmin], requestId: randomUUID(), now,
    }),
  };
};

describe('dual control', () => {
  it('turns an admin raising a budget only they spend from into a request for the raise, to the admins', () => {
    const request = given({ dualControl: true }, [admin]).when(admin, 80_000);
    expect(request).toMatchObject({
      type: 'RequestBudgetIncrease', companyId, budgetId, requestorUserId: admin, amount: 30_000, levels: [{ approverUserIds: [admin, secondAdmin] }],
      reason: 'Dual control: raise the funding from $500.00 to $800.00',
    });
    // Recorded, the chain goes around its requester: only the second admin may approve it.
    const [requested] = budgetIncreaseDecider.decide(request!, budgetIncreaseDecider.initialState());
    expect(requested).toMatchObject({ type: 'BudgetIncreaseRequested', data: { amount: 30_000, levels: [{ approverUserIds: [secondAdmin] }] } });
  });

  it('applies at once when the setting is off, the funding is lowered or kept, others spend from the budget too, or the one asking is no admin', () => {
    expect(given({ dualControl: false }, [admin]).when(admin, 80_000)).toBeNull();
    expect(given({ dualControl: true }, [admin]).when(admin, 40_000)).toBeNull();
    expect(given({ dualControl: true }, [admin]).when(admin, 50_000)).toBeNull();
    expect(given({ dualControl: true }, [admin, spender]).when(admin, 80_000)).toBeNull();
    expect(given({ dualControl: true }, []).when(admin, 80_000)).toBeNull();
    expect(given({ dualControl: true }, [spender]).when(spender, 80_000)).toBeNull();
  });

  it('leaves a lone admin no way around it: nobody else may approve, so the request is refused', () => {
    const request = given({ dualControl: true }, [admin]).when(admin, 80_000)!;
    expect(() => budgetIncreaseDecider.decide({ ...request, adminUserIds: [admin], levels: [{ approverUserIds: [admin] }] }, budgetIncreaseDecider.initialState())).toThrow(/approve/i);
  });
});
