import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from '../index';
import { sampleEvents, type SampleIds } from '../testing/sample-events';
import { AUDITED_EVENT_TYPES } from './events';
import { actorIdOf } from './actor';
import { describeEvent, type DescribeContext } from './describe';

const ids: SampleIds = {
  companyId: randomUUID(), userId: randomUUID(), otherUserId: randomUUID(), budgetId: randomUUID(), cardId: randomUUID(), itemId: randomUUID(),
  requestId: randomUUID(), reimbursementId: randomUUID(), snapshotId: randomUUID(), transactionId: randomUUID(), notificationId: randomUUID(),
};
const NAMES = new Map([[ids.userId, 'Ada Acme'], [ids.otherUserId, 'Dana Lee'], [ids.budgetId, 'Marketing'], [ids.cardId, 'card ending 4242'], [ids.itemId, 'First Platypus Bank']]);
const context = (before: Record<string, unknown> = {}): DescribeContext => ({ actor: 'Dana Lee', name: (id) => NAMES.get(id) ?? null, before: (field) => before[field] });

type EventUnion = { options: { shape: { type: { value: string } } }[]; parse: (value: unknown) => unknown };
/** The domain's exported discriminated unions of events. */
const unions = (): EventUnion[] => Object.values(domain as Record<string, unknown>).filter((v) => v instanceof z.ZodDiscriminatedUnion) as unknown as EventUnion[];
/** Every event-type list the domain exports: its discriminated unions over `type` and its `*_EVENT_TYPES` arrays. */
const exportedEventTypes = (): string[] => [
  ...unions().flatMap((u) => u.options.map((o) => o.shape.type.value)),
  ...Object.entries(domain as Record<string, unknown>).flatMap(([name, value]) => (name.endsWith('_EVENT_TYPES') && name !== 'AUDITED_EVENT_TYPES' ? [...(value as readonly string[])] : [])),
];

describe('describing events for auditors', () => {
  it('knows every event type the domain exports, and has a valid sample of each', () => {
    const exported = exportedEventTypes();
    expect(exported.length).toBeGreaterThan(40);
    expect(exported.filter((t) => !AUDITED_EVENT_TYPES.includes(t))).toEqual([]);
    const samples = sampleEvents(ids);
    expect(Object.keys(samples).sort()).toEqual([...AUDITED_EVENT_TYPES].sort());
    // Each sample passes its own schema, so the sentences are tested on data the domain can produce.
    for (const [type, data] of Object.entries(samples)) {
      const schema = unions().find((u) => u.options.some((o) => o.shape.type.value === type))!;
      expect(() => schema.parse({ type, data }), type).not.toThrow();
    }
  });

  it('turns every event type into a sentence with names and money, never raw data', () => {
    for (const [type, data] of Object.entries(sampleEvents(ids))) {
      const sentence = describeEvent({ type, data }, context());
      expect(sentence, type).toMatch(/^[A-Z].*\.$/);
      expect(sentence, type).not.toMatch(/[{}[\]"]|undefined|null|NaN|object Object|recorded/);
      expect(sentence, type).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
  });

  it('says what changed, from the state before the event', () => {
    const { BudgetUpdated, CardStatusChanged, CardLimitChanged, UserUpdated } = sampleEvents(ids);
    expect(describeEvent({ type: 'BudgetUpdated', data: BudgetUpdated }, context({ funding: 10_000_000 }))).toBe("Dana Lee raised Marketing's funding from $100,000.00 to $120,000.00.");
    expect(describeEvent({ type: 'BudgetUpdated', data: { ...BudgetUpdated, changes: { funding: 1_000 } } }, context({ funding: 10_000_000 }))).toBe("Dana Lee lowered Marketing's funding from $100,000.00 to $10.00.");
    const renamed = { ...BudgetUpdated, changes: { name: 'Growth', ownerUserId: ids.otherUserId, parentBudgetId: null } };
    expect(describeEvent({ type: 'BudgetUpdated', data: renamed }, context({ name: 'Marketing', ownerUserId: ids.userId, parentBudgetId: ids.budgetId })))
      .toBe('Dana Lee changed Marketing: name from Marketing to Growth, owner from Ada Acme to Dana Lee and parent budget from Marketing to the top level.');
    expect(describeEvent({ type: 'CardStatusChanged', data: CardStatusChanged }, context({ status: 'ACTIVE' }))).toBe("Dana Lee changed card ending 4242's status from active to suspended.");
    expect(describeEvent({ type: 'CardLimitChanged', data: CardLimitChanged }, context({ limitCents: 50_000 }))).toBe("Dana Lee changed card ending 4242's limit from $500.00 to $750.00.");
    expect(describeEvent({ type: 'UserUpdated', data: UserUpdated }, context({ title: null }))).toBe('Dana Lee changed Dana Lee: title from none to Controller.');
    const managed = { ...UserUpdated, changes: { managerUserId: ids.userId, department: 'Finance' } };
    expect(describeEvent({ type: 'UserUpdated', data: managed }, context({ managerUserId: ids.otherUserId, department: null })))
      .toBe('Dana Lee changed Dana Lee: manager from Dana Lee to Ada Acme and department from none to Finance.');
    // Without a known state before, the sentence still says what it became.
    expect(describeEvent({ type: 'BudgetUpdated', data: BudgetUpdated }, context())).toBe('Dana Lee changed Marketing: funding to $120,000.00.');
  });

  it('reads reviews, reminders and declines plainly, and names unknown subjects generically', () => {
    const s = sampleEvents(ids);
    expect(describeEvent({ type: 'BudgetIncreaseReviewed', data: s.BudgetIncreaseReviewed }, context()))
      .toBe("Dana Lee approved Ada Acme's budget increase request at level 1, which is now approved: Fine by me.");
    // A delegate's review names the reviewer they acted for.
    expect(describeEvent({ type: 'ReimbursementReviewed', data: { ...s.ReimbursementReviewed, onBehalfOfUserId: ids.userId } }, context()))
      .toBe("Dana Lee approved Ada Acme's reimbursement request at level 1 on behalf of Ada Acme, which is now approved: Fine by me.");
    expect(describeEvent({ type: 'AuthorizationDeclined', data: s.AuthorizationDeclined }, { ...context(), actor: 'Ada Acme' }))
      .toBe("Ada Acme's purchase of $12.50 at Blue Bottle on card ending 4242 was declined: The card is blocked.");
    expect(describeEvent({ type: 'BudgetArchived', data: s.BudgetArchived }, { ...context(), name: () => null })).toBe('Dana Lee archived a budget.');
    expect(describeEvent({ type: 'SomethingNew', data: {} }, context())).toBe('Dana Lee recorded SomethingNew.');
  });

  it('credits the metadata user, else the person the data names as acting', () => {
    const s = sampleEvents(ids);
    expect(actorIdOf({ type: 'BudgetUpdated', data: s.BudgetUpdated, userId: ids.otherUserId })).toBe(ids.otherUserId);
    expect(actorIdOf({ type: 'AuthorizationApproved', data: s.AuthorizationApproved, userId: null })).toBe(ids.userId);
    expect(actorIdOf({ type: 'BudgetIncreaseReviewed', data: s.BudgetIncreaseReviewed, userId: null })).toBe(ids.otherUserId);
    expect(actorIdOf({ type: 'ReimbursementRequested', data: s.ReimbursementRequested, userId: null })).toBe(ids.userId);
    expect(actorIdOf({ type: 'BudgetIncreaseReminded', data: s.BudgetIncreaseReminded, userId: null })).toBeNull();
  });
});
