import { useMutation } from '@apollo/client';
import { CODING_MESSAGES } from '@spend/domain';
import { useEffect, useState, type FormEvent } from 'react';
import type { CreateCustomFieldMutation, CustomFieldFieldsFragment, UpdateCustomFieldMutation } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_CUSTOM_FIELD, UPDATE_CUSTOM_FIELD } from './operations';

interface Draft {
  name: string;
  description: string;
  isRequired: boolean;
  isActive: boolean;
  /** An option the field has keeps its id; a new one has none until saved. */
  options: { id?: string; name: string }[];
}

const fromField = (field: CustomFieldFieldsFragment | null): Draft => ({
  name: field?.name ?? '',
  description: field?.description ?? '',
  isRequired: field?.is_required ?? false,
  isActive: field?.is_active ?? true,
  options: field ? field.options.filter((o) => !o.archived).map((o) => ({ id: o.id, name: o.name })) : [{ name: '' }],
});

/** Client-side checks with the domain's texts; the API checks them again. */
const check = (d: Draft): Record<string, string> => {
  const names = d.options.map((o) => o.name.trim().toLowerCase());
  if (!d.name.trim()) return { name: CODING_MESSAGES.customFieldNameRequired };
  if (names.some((n) => !n)) return { options: CODING_MESSAGES.optionNameRequired };
  if (new Set(names).size < names.length) return { options: CODING_MESSAGES.optionNamesUnique };
  return {};
};

/** Create or edit a custom field: name, description, its options, required and active (removing an option archives it). */
export const CustomFieldDialog = ({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing: CustomFieldFieldsFragment | null }) => {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(fromField(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setDraft(fromField(editing));
      setErrors({});
    }
  }, [open, editing?.id]);
  const [create, { loading: creating }] = useMutation<CreateCustomFieldMutation>(CREATE_CUSTOM_FIELD, { refetchQueries: ['CustomFields'], awaitRefetchQueries: true });
  const [update, { loading: updating }] = useMutation<UpdateCustomFieldMutation>(UPDATE_CUSTOM_FIELD, { refetchQueries: ['CustomFields'], awaitRefetchQueries: true });
  const setOption = (index: number, name: string) => setDraft((d) => ({ ...d, options: d.options.map((o, i) => (i === index ? { ...o, name } : o)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    const variables = {
      name: draft.name.trim(), description: draft.description.trim() || null, isRequired: draft.isRequired, isActive: draft.isActive,
      options: draft.options.map((o) => ({ ...(o.id && { id: o.id }), name: o.name.trim() })),
    };
    try {
      if (editing) await update({ variables: { id: editing.id, ...variables } });
      else await create({ variables });
      toast({ message: `${variables.name} Custom Field has been successfully ${editing ? 'updated' : 'created'}.` });
      onOpenChange(false);
    } catch (error) {
      const { fields, message } = serverFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast({ message, tone: 'danger' });
    }
  };

  const title = editing ? 'Edit Custom Field' : 'Create Custom Field';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} persistent>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <FormField label="Custom Field Name" htmlFor="field-name" error={errors.name}>
          <input id="field-name" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} aria-invalid={!!errors.name || undefined} style={fieldInputStyle} />
        </FormField>
        <FormField label="Description" htmlFor="field-description" error={errors.description} optional>
          <input id="field-description" value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} style={fieldInputStyle} />
        </FormField>
        <FormField label="Options" error={errors.options}>
          {draft.options.map((option, i) => (
            <div key={option.id ?? `new-${i}`} style={{ display: 'flex', gap: 8, marginBottom: 6 }}>
              <input aria-label={`Option ${i + 1}`} value={option.name} onChange={(e) => setOption(i, e.target.value)} style={fieldInputStyle} />
              <button type="button" aria-label={`Remove option ${i + 1}`} onClick={() => setDraft((d) => ({ ...d, options: d.options.filter((_, j) => j !== i) }))}>×</button>
            </div>
          ))}
          <button type="button" onClick={() => setDraft((d) => ({ ...d, options: [...d.options, { name: '' }] }))}>Add option</button>
        </FormField>
        <label style={{ display: 'block', marginBottom: 8 }}>
          <input type="checkbox" checked={draft.isRequired} onChange={(e) => setDraft({ ...draft, isRequired: e.target.checked })} /> Required
        </label>
        <label style={{ display: 'block', marginBottom: 16 }}>
          <input type="checkbox" checked={draft.isActive} onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })} /> Active
        </label>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" onClick={() => onOpenChange(false)}>Cancel</button>
          <button type="submit" disabled={creating || updating}>{editing ? 'Confirm' : 'Create Custom Field'}</button>
        </div>
      </form>
    </Modal>
  );
};
