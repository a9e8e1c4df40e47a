import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CreateGlCodeMutation, CreateGlCodeMutationVariables, GlCodeFieldsFragment, UpdateGlCodeMutation, UpdateGlCodeMutationVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { forgetField } from '../../ui/cache-lists';
import { useToast } from '../../ui/toast';
import { glCodeSchema as schema, orNull, type GlCodeValues as Values } from './gl-code-schema';
import { CREATE_GL_CODE, UPDATE_GL_CODE } from './operations';
import { SuggestionCombobox } from './suggestion-combobox';


const fromGl = (gl: GlCodeFieldsFragment | null): Values => ({
  name: gl?.name ?? '', type: gl?.type ?? '', category: gl?.category ?? '', code: gl?.code ?? '', description: gl?.description ?? '',
});

/**
 * The GL code dialog (spec 2.4): "Create GL Code" or "Edit General Ledger"; editing, Confirm stays
 * disabled until a field changes. On success a toast, the dialog closes and the list refetches.
 */
export const GlCodeDialog = ({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing: GlCodeFieldsFragment | null }) => {
  const toast = useToast();
  const { register, control, handleSubmit, reset, setError, formState: { errors, isDirty, isSubmitting } } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: fromGl(editing) });
  useEffect(() => {
    if (open) reset(fromGl(editing));
    // Reset when the dialog opens or the GL code changes, not on every render.
  }, [open, editing?.id]);
  // A new code's place in the pages is the server's; an edited one comes back whole. Either may add a
  // type or category to the suggestions, which are read again when next shown.
  const [create] = useMutation<CreateGlCodeMutation, CreateGlCodeMutationVariables>(CREATE_GL_CODE, { update: (cache) => forgetField(cache, 'generalLedgers', 'distinctGlTypesAndCategories') });
  const [update] = useMutation<UpdateGlCodeMutation, UpdateGlCodeMutationVariables>(UPDATE_GL_CODE, { update: (cache) => forgetField(cache, 'distinctGlTypesAndCategories') });

  const submit = handleSubmit(async (v) => {
    const fields = { name: v.name.trim(), code: orNull(v.code), type: orNull(v.type), description: orNull(v.description), category: orNull(v.category) };
    try {
      if (editing) {
        const { data } = await update({ variables: { id: editing.id, ...fields }, awaitRefetchQueries: true });
        toast({ message: `${data!.updateOneGeneralLedger.name} General Ledger has been successfully updated.` });
      } else {
        const { data } = await create({ variables: fields, awaitRefetchQueries: true });
        toast({ message: `${data!.createOneGeneralLedger.name} General Ledger has been successfully created.` });
      }
      onOpenChange(false);
    } catch (error) {
      const { fields: messages, message } = serverFieldErrors(error);
      const known = Object.entries(messages).filter(([name]) => name in schema.shape);
      for (const [name, text] of known) setError(name as keyof Values, { type: 'server', message: text });
      if (known.length === 0) toast({ message, tone: 'danger' });
    }
  });

  const title = editing ? 'Edit General Ledger' : 'Create GL Code';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={editing ? `Edit details of the ${editing.name} General Ledger.` : 'Create GL Codes for spending accountability.'}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <FormField label="General Ledger Name" htmlFor="gl-name" error={errors.name?.message}>
          <input id="gl-name" {...register('name')} aria-invalid={!!errors.name || undefined} className={fieldInputClass} />
        </FormField>
        <FormField label="Type" htmlFor="gl-type" error={errors.type?.message} optional>
          <Controller control={control} name="type" render={({ field }) => <SuggestionCombobox id="gl-type" kind="types" value={field.value} onChange={field.onChange} />} />
        </FormField>
        <FormField label="Category" htmlFor="gl-category" error={errors.category?.message} optional>
          <Controller control={control} name="category" render={({ field }) => <SuggestionCombobox id="gl-category" kind="categories" value={field.value} onChange={field.onChange} />} />
        </FormField>
        <FormField label="Code" htmlFor="gl-code" error={errors.code?.message} optional>
          <input id="gl-code" {...register('code')} className={fieldInputClass} />
        </FormField>
        <FormField label="Description" htmlFor="gl-description" error={errors.description?.message} optional>
          <input id="gl-description" {...register('description')} className={fieldInputClass} />
        </FormField>
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={!!editing && !isDirty} loading={isSubmitting}>{editing ? 'Confirm' : 'Create GL Code'}</Button>
        </div>
      </form>
    </Modal>
  );
};
