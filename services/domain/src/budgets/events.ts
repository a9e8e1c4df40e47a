import { z } from 'zod';

const softLimit = z.enum(['None', 'Amount', 'Percentage']);

export const budgetCreated = z.object({
  type: z.literal('BudgetCreated'),
  data: z.object({
    budgetId: z.uuid(),
    companyId: z.uuid(),
    parentBudgetId: z.uuid().nullable(),
    name: z.string(),
    color: z.string(),
    number: z.string().nullable(),
    ownerUserId: z.uuid().nullable(),
    funding: z.number().int().nonnegative(),
    softLimit,
    /** Cents when softLimit is Amount, whole percent when Percentage, 0 when None. */
    overageValue: z.number().int().nonnegative(),
    currency: z.string(),
    startAt: z.iso.datetime(),
    endAt: z.iso.datetime(),
    spenderUserIds: z.array(z.uuid()),
    createdAt: z.iso.datetime(),
  }),
});

export const budgetUpdated = z.object({
  type: z.literal('BudgetUpdated'),
  data: z.object({
    budgetId: z.uuid(),
    companyId: z.uuid(),
    /** Only the fields that changed. */
    changes: z.object({
      name: z.string().optional(),
      funding: z.number().int().nonnegative().optional(),
      number: z.string().nullable().optional(),
      ownerUserId: z.uuid().nullable().optional(),
      /** The budget moved under another parent (null: to the top level). */
      parentBudgetId: z.uuid().nullable().optional(),
      softLimit: softLimit.optional(),
      overageValue: z.number().int().nonnegative().optional(),
    }),
    updatedAt: z.iso.datetime(),
  }),
});

export const budgetArchived = z.object({
  type: z.literal('BudgetArchived'),
  data: z.object({ budgetId: z.uuid(), companyId: z.uuid(), at: z.iso.datetime() }),
});

export const budgetRestored = z.object({
  type: z.literal('BudgetRestored'),
  data: z.object({ budgetId: z.uuid(), companyId: z.uuid(), at: z.iso.datetime() }),
});

/** Members added as spenders of a budget (spec 7 `spenders connect`); only ids not already spenders. */
export const budgetSpendersConnected = z.object({
  type: z.literal('BudgetSpendersConnected'),
  data: z.object({ budgetId: z.uuid(), companyId: z.uuid(), userIds: z.array(z.uuid()).min(1), at: z.iso.datetime() }),
});

/** Spenders removed from a budget (`spenders disconnect`, also the UNDO of an add, spec 4). */
export const budgetSpendersDisconnected = z.object({
  type: z.literal('BudgetSpendersDisconnected'),
  data: z.object({ budgetId: z.uuid(), companyId: z.uuid(), userIds: z.array(z.uuid()).min(1), at: z.iso.datetime() }),
});

export const budgetEvent = z.discriminatedUnion('type', [
  budgetCreated,
  budgetUpdated,
  budgetArchived,
  budgetRestored,
  budgetSpendersConnected,
  budgetSpendersDisconnected,
]);
export const BUDGET_EVENT_TYPES = budgetEvent.options.map((o) => o.shape.type.value);
export type BudgetEvent = z.infer<typeof budgetEvent>;
