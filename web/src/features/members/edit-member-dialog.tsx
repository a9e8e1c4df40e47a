import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ROLE_LABELS, ROLES, grantableRoles, type Role } from '@spend/domain';
import { readDevFlags } from '../../app/dev-flags';
import type { ManagerOptionsQuery, UpdateMemberMutation, UpdateMemberMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { Select } from '../../ui/select';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import styles from './create-member-dialog.module.css';
import { editMemberSchema, type EditMemberValues } from './member-schemas';
import { MANAGER_OPTIONS, UPDATE_MEMBER } from './operations';

/** The member as the team list holds them. */
export interface EditedMember {
  id: string;
  embossName?: string | null;
  managerId?: string | null;
  department?: string | null;
  roles: { name: string }[];
  person: { first_name: string; last_name: string; title?: string | null };
}

const valuesOf = (m: EditedMember | null): EditMemberValues => ({
  roles: m?.roles.map((r) => r.name) ?? [],
  title: m?.person.title ?? '',
  managerId: m?.managerId ?? '',
  department: m?.department ?? '',
  embossName: m?.embossName ?? '',
});

/**
 * Roles as checkboxes: those the admin may grant (spec 6, from the domain's rule) and those the member
 * holds; a held role the admin may not take away, and BudgetOwner (it follows budget ownership), show disabled.
 */
const RoleChecks = ({ value, onChange, grantable }: { value: string[]; onChange: (roles: string[]) => void; grantable: readonly Role[] }) => (
  <div id="roles" role="group" aria-label="Roles">
    {ROLES.filter((r) => grantable.includes(r) || value.includes(r)).map((role) => (
      <label key={role} className={styles.company}>
        <input
          type="checkbox" name="roles" value={role} checked={value.includes(role)} disabled={!grantable.includes(role)}
          onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
        />{' '}
        {ROLE_LABELS[role]}
      </label>
    ))}
  </div>
);

/** /members, Edit: an admin changes a member's roles, title, manager, department and emboss name; each change lands in the history. */
export const EditMemberDialog = ({ member, onClose }: { member: EditedMember | null; onClose: () => void }) => {
  const toast = useToast();
  const { me, roles } = useCan();
  const grantable = me ? grantableRoles({ userId: me.id, roles, multiOrgRoles: readDevFlags().has('enableMultiOrgRoles') }) : [];
  const managers = useQuery<ManagerOptionsQuery>(MANAGER_OPTIONS, { skip: !member }).data?.teamMembers.items ?? [];
  const managerOptions = [{ value: '', label: 'No manager' }, ...managers.filter((m) => m.id !== member?.id).map((m) => ({ value: m.id, label: `${m.person.first_name} ${m.person.last_name}` }))];
  // The row on screen comes back whole from the mutation: no list read needed.
  const [update] = useMutation<UpdateMemberMutation, UpdateMemberMutationVariables>(UPDATE_MEMBER);
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<EditMemberValues>({ resolver: zodResolver(editMemberSchema), defaultValues: valuesOf(member) });
  useEffect(() => {
    if (member) reset(valuesOf(member));
  }, [member?.id]);

  const submit = handleSubmit(async (v) => {
    if (!member) return;
    try {
      await update({
        variables: {
          id: member.id,
          data: {
            roles: { set: v.roles.map((name) => ({ name })) }, person: { update: { title: v.title.trim() } },
            managerId: v.managerId || null, department: v.department.trim() || null, embossName: v.embossName.trim() || null,
          },
        },
      });
      toast({ message: `${member.person.first_name} ${member.person.last_name} has been updated.` });
      onClose();
    } catch (error) {
      const message = applyServerErrors(error, setError, ['roles', 'title', 'managerId', 'department', 'embossName']);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  const title = member ? `Edit ${member.person.first_name} ${member.person.last_name}` : 'Edit Member';
  return (
    <Modal open={!!member} onOpenChange={(open) => !open && onClose()} title={title} persistent>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Edit Member">
        <FormField label="Roles" htmlFor="roles" error={errors.roles?.message}>
          <Controller control={control} name="roles" render={({ field }) => <RoleChecks value={field.value} onChange={field.onChange} grantable={grantable} />} />
        </FormField>
        <FormField label="Title" htmlFor="title" error={errors.title?.message}>
          <input id="title" {...register('title')} aria-invalid={!!errors.title || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="Manager" htmlFor="managerId" error={errors.managerId?.message} optional>
          <Controller control={control} name="managerId" render={({ field }) => <Select id="managerId" value={field.value} onValueChange={field.onChange} options={managerOptions} invalid={!!errors.managerId} />} />
        </FormField>
        <FormField label="Department" htmlFor="department" error={errors.department?.message} optional>
          <input id="department" {...register('department')} aria-invalid={!!errors.department || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="Emboss Name" htmlFor="embossName" error={errors.embossName?.message} optional>
          <input id="embossName" {...register('embossName')} aria-invalid={!!errors.embossName || undefined} className={fieldInputClass} />
        </FormField>
        <div className={layout.actions}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>Save</Button>
        </div>
      </form>
    </Modal>
  );
};
