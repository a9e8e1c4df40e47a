import { EXPENSE_POLICY_MESSAGES as M, isPolicyCategory, isTimeZone, parseAmountToCents } from '@spend/domain';
import { z } from 'zod';

/** Empty (no cap) or an amount above zero, as the policy's decider takes it. */
const cap = z.string().refine((v) => v.trim() === '' || (parseAmountToCents(v) ?? 0) > 0, M.cap);
const hour = (max: number) => z.string().refine((v) => /^\d{1,2}$/.test(v.trim()) && Number(v) <= max, M.workingHours);

/** The expense policy form, with the decider's own messages: caps above $0.00, known categories, hours, zone and split window. */
export const expensePolicySchema = z.object({
  categoryLimits: z.array(z.object({
    category: z.string().refine((v): boolean => isPolicyCategory(v), M.category),
    perTransaction: cap,
    perDay: cap,
  }).refine((l) => l.perTransaction.trim() !== '' || l.perDay.trim() !== '', { message: M.emptyLimit, path: ['perTransaction'] }))
    .refine((lines) => new Set(lines.map((l) => l.category)).size === lines.length, M.duplicateCategory),
  mealLimitPerAttendee: cap,
  blockedCategories: z.array(z.string()),
  flagWeekends: z.boolean(),
  limitHours: z.boolean(),
  workingHoursStart: hour(23),
  workingHoursEnd: hour(24),
  timeZone: z.string().refine(isTimeZone, M.timeZone),
  splitWindowMinutes: z.string().refine((v) => v.trim() === '' || (/^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 1440), M.splitWindow),
  flagMissingReceipts: z.boolean(),
}).refine((v) => !v.limitHours || Number(v.workingHoursStart) < Number(v.workingHoursEnd), { message: M.workingHours, path: ['workingHoursEnd'] });
export type ExpensePolicyValues = z.infer<typeof expensePolicySchema>;
