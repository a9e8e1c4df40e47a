import { ADMIN_MESSAGES, DEPARTMENT_MAX, MEMBER_MESSAGES, embossNameError, identityErrors, validRoles, type FieldErrors } from '@spend/domain';
import { z } from 'zod';

// The member rules of the domain (spec 5), run in the browser: same rules, same texts as the API.

const addAll = (fields: FieldErrors, ctx: z.RefinementCtx) => {
  for (const [path, message] of Object.entries(fields)) ctx.addIssue({ code: 'custom', path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
};
const identityOf = (v: { first_name: string; last_name: string; email: string }) => ({ firstName: v.first_name, lastName: v.last_name, email: v.email });

/** Create member, single company: identity, a title, a role, and budgets for a Spender. */
export const singleMemberSchema = z
  .object({ first_name: z.string(), last_name: z.string(), email: z.string(), title: z.string(), role: z.string(), spenderBudgets: z.array(z.string()) })
  .superRefine((v, ctx) => {
    const fields: FieldErrors = {};
    identityErrors(identityOf(v), fields);
    if (!v.title.trim()) fields.title = MEMBER_MESSAGES.required;
    const roles = validRoles(v.role ? [v.role] : [], fields, 'role');
    if (roles.includes('Spender') && v.spenderBudgets.length === 0) fields.spenderBudgets = MEMBER_MESSAGES.budgetRequired;
    addAll(fields, ctx);
  });
export type SingleMemberValues = z.infer<typeof singleMemberSchema>;

export interface Assignment { companyId: string; companyName: string; role: string; title: string }

/**
 * Create member, multi-org: step 1 checks the identity and that a company is chosen; step 2 also
 * needs a role in each company (the title is optional).
 */
export const multiMemberSchema = (step: 1 | 2) =>
  z
    .object({
      first_name: z.string(), last_name: z.string(), email: z.string(),
      assignments: z.array(z.object({ companyId: z.string(), companyName: z.string(), role: z.string(), title: z.string() })),
    })
    .superRefine((v, ctx) => {
      const fields: FieldErrors = {};
      identityErrors(identityOf(v), fields);
      if (v.assignments.length === 0) fields.assignments = MEMBER_MESSAGES.companyRequired;
      if (step === 2) v.assignments.forEach((a, i) => validRoles(a.role ? [a.role] : [], fields, `assignments.${i}.role`));
      addAll(fields, ctx);
    });
export type MultiMemberValues = z.infer<ReturnType<typeof multiMemberSchema>>;

/**
 * Edit member (issue #26 item 5): at least one role, a title, an emboss name a card can carry and a
 * department of sensible length. Who may grant which role the form shows; the API decides it again.
 */
export const editMemberSchema = z
  .object({ roles: z.array(z.string()), title: z.string(), managerId: z.string(), department: z.string(), embossName: z.string() })
  .superRefine((v, ctx) => {
    const fields: FieldErrors = {};
    validRoles(v.roles, fields, 'roles');
    if (!v.title.trim()) fields.title = MEMBER_MESSAGES.required;
    const emboss = embossNameError(v.embossName.trim());
    if (emboss) fields.embossName = emboss;
    if (v.department.trim().length > DEPARTMENT_MAX) fields.department = ADMIN_MESSAGES.department;
    addAll(fields, ctx);
  });
export type EditMemberValues = z.infer<typeof editMemberSchema>;
