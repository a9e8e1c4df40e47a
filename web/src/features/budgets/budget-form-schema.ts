// The budget form: its values and their rules (spec 5 "Budget"), separate from the dialog so they are tested alone.
import { BUDGET_MESSAGES, DomainError, FUNDING_MESSAGES, parseFunding, validateName, validateNumber, type FieldErrors } from '@spend/domain';
import { z } from 'zod';

export const budgetFormValues = z.object({
  name: z.string(),
  number: z.string(),
  color: z.string(),
  funding: z.string(),
  softLimit: z.enum(['None', 'Amount', 'Percentage']),
  overage: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  parentId: z.string().nullable(),
  spenders: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type BudgetFormValues = z.infer<typeof budgetFormValues>;

/** The message a domain rule gives for a value, or null when it passes. */
const domainMessage = (check: () => unknown): string | null => {
  try {
    check();
    return null;
  } catch (error) {
    if (DomainError.is(error)) return error.message;
    throw error;
  }
};

/** Client-side checks with the domain's own rules and texts (spec 5 "Budget"); the API checks them again, with funds. */
export const budgetFormSchema = (options: { showNumber: boolean; sub: boolean }) =>
  budgetFormValues.superRefine((v, ctx) => {
    const fields: FieldErrors = {};
    validateName(v.name, fields);
    if (options.showNumber) validateNumber(v.number, fields);
    if (!v.owner) fields.owner = BUDGET_MESSAGES.ownerRequired;
    if (options.sub && !v.parentId) fields.parentId = 'This field is required.';
    const funding = domainMessage(() => parseFunding(v.funding));
    if (funding) fields.funding = funding;
    if (v.softLimit !== 'None') {
      const text = v.overage.trim();
      const pattern = v.softLimit === 'Percentage' ? /^\d+$/ : /^\d+(\.\d+)?$/;
      if (!pattern.test(text)) fields.overage = BUDGET_MESSAGES.overageRequired;
      else if (v.softLimit === 'Amount') {
        const message = domainMessage(() => parseFunding(text, 'overage'));
        if (message) fields.overage = message;
      } else if (Number(text) <= 0) fields.overage = FUNDING_MESSAGES.positive;
    }
    for (const [path, message] of Object.entries(fields)) ctx.addIssue({ code: 'custom', path: [path], message });
  });

/** Cents as the dollars a user would type: 125050 → "1250.50". */
export const centsToInput = (cents: number): string => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

