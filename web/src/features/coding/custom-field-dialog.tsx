import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { CreateCustomFieldMutation, CustomFieldFieldsFragment, UpdateCustomFieldMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { applyServerErrors } from '../../ui/server-errors';
import { forgetField } from '../../ui/cache-lists';
import { useToast } from '../../ui/toast';
import styles from './custom-field-dialog.module.css';
import { customFieldSchema, type CustomFieldValues } from './custom-field-schema';
import { CREATE_CUSTOM_FIELD, UPDATE_CUSTOM_FIELD } from './operations';

const fromField = (field: CustomFieldFieldsFragment | null): CustomFieldValues => ({
  name: field?.name ?? '',
  description: field?.description ?? '',
  isRequired: field?.is_required ?? false,
  isActive: field?.is_active ?? true,
  options: field ? field.options.filter((o) => !o.archived).map((o) => ({ id: o.id, name: o.name })) : [{ name: '' }],
});

/** Create or edit a custom field: name, description, its options, required and active (removing an option archives it). */
export const CustomFieldDialog = ({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing: CustomFieldFieldsFragment | null }) => {
  const toast = useToast();
  const { register, control, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<CustomFieldValues>({ resolver: zodResolver(customFieldSchema), defaultValues: fromField(editing) });
  // The options carry their own `id`, so the field array keys its rows under another name.
  const options = useFieldArray({ control, name: 'options', keyName: 'key' });
  useEffect(() => {
    if (open) reset(fromField(editing));
  }, [open, editing?.id]);
  // A new field's place in the pages is the server's (the page on screen reads again, once); an edited one comes back whole.
  const [create] = useMutation<CreateCustomFieldMutation>(CREATE_CUSTOM_FIELD, { update: (cache) => forgetField(cache, 'customFields') });
  const [update] = useMutation<UpdateCustomFieldMutation>(UPDATE_CUSTOM_FIELD);

  const submit = handleSubmit(async (v) => {
    const variables = {
      name: v.name.trim(), description: v.description.trim() || null, isRequired: v.isRequired, isActive: v.isActive,
      options: v.options.map((o) => ({ ...(o.id && { id: o.id }), name: o.name.trim() })),
    };
    try {
      if (editing) await update({ variables: { id: editing.id, ...variables } });
      else await create({ variables });
      toast({ message: `${variables.name} Custom Field has been successfully ${editing ? 'updated' : 'created'}.` });
      onOpenChange(false);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['name', 'description', 'options']);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  const title = editing ? 'Edit Custom Field' : 'Create Custom Field';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} persistent>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <FormField label="Custom Field Name" htmlFor="field-name" error={errors.name?.message}>
          <input id="field-name" {...register('name')} aria-invalid={!!errors.name || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="Description" htmlFor="field-description" error={errors.description?.message} optional>
          <input id="field-description" {...register('description')} className={fieldInputClass} />
        </FormField>
        <FormField label="Options" error={errors.options?.message ?? errors.options?.root?.message}>
          {options.fields.map((option, i) => (
            <div key={option.key} className={styles.option}>
              <input aria-label={`Option ${i + 1}`} {...register(`options.${i}.name`)} className={fieldInputClass} />
              <Button aria-label={`Remove option ${i + 1}`} onClick={() => options.remove(i)}>×</Button>
            </div>
          ))}
          <Button onClick={() => options.append({ name: '' })}>Add option</Button>
        </FormField>
        <label className={styles.check}><input type="checkbox" {...register('isRequired')} /> Required</label>
        <label className={styles.check}><input type="checkbox" {...register('isActive')} /> Active</label>
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>{editing ? 'Confirm' : 'Create Custom Field'}</Button>
        </div>
      </form>
    </Modal>
  );
};
