import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { CODING_MESSAGES } from '@spend/domain';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreateGlCodeMutation, CreateGlCodeMutationVariables, GlCodeFieldsFragment, UpdateGlCodeMutation, UpdateGlCodeMutationVariables } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_GL_CODE, UPDATE_GL_CODE } from './operations';
import { SuggestionCombobox } from './suggestion-combobox';

/** Spec 5 "GL form": the name is required, with the spec's text; the rest is optional free text. */
const schema = z.object({
  name: z.string().trim().min(1, CODING_MESSAGES.glNameRequired),
  type: z.string(),
  category: z.string(),
  code: z.string(),
  description: z.string(),
});
type Values = z.infer<typeof schema>;

const fromGl = (gl: GlCodeFieldsFragment | null): Values => ({
  name: gl?.name ?? '', type: gl?.type ?? '', category: gl?.category ?? '', code: gl?.code ?? '', description: gl?.description ?? '',
});

/** Empty optional fields go to the API as null. */
const orNull = (text: string) => text.trim() || null;

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
  const [create] = useMutation<CreateGlCodeMutation, CreateGlCodeMutationVariables>(CREATE_GL_CODE, { refetchQueries: ['GlCodes', 'GlSuggestions'] });
  const [update] = useMutation<UpdateGlCodeMutation, UpdateGlCodeMutationVariables>(UPDATE_GL_CODE, { refetchQueries: ['GlCodes', 'GlSuggestions'] });

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
          <input id="gl-name" {...register('name')} aria-invalid={!!errors.name || undefined} style={fieldInputStyle} />
        </FormField>
        <FormField label="Type" htmlFor="gl-type" error={errors.type?.message} optional>
          <Controller control={control} name="type" render={({ field }) => <SuggestionCombobox id="gl-type" kind="types" value={field.value} onChange={field.onChange} />} />
        </FormField>
        <FormField label="Category" htmlFor="gl-category" error={errors.category?.message} optional>
          <Controller control={control} name="category" render={({ field }) => <SuggestionCombobox id="gl-category" kind="categories" value={field.value} onChange={field.onChange} />} />
        </FormField>
        <FormField label="Code" htmlFor="gl-code" error={errors.code?.message} optional>
          <input id="gl-code" {...register('code')} style={fieldInputStyle} />
        </FormField>
        <FormField label="Description" htmlFor="gl-description" error={errors.description?.message} optional>
          <input id="gl-description" {...register('description')} style={fieldInputStyle} />
        </FormField>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <button type="button" onClick={() => onOpenChange(false)}>Cancel</button>
          <button type="submit" disabled={isSubmitting || (!!editing && !isDirty)}>{editing ? 'Confirm' : 'Create GL Code'}</button>
        </div>
      </form>
    </Modal>
  );
};
