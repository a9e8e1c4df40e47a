import { useMutation } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateTransactionViewMutation, TransactionViewFieldsFragment, UpdateTransactionViewMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { Modal } from '../../ui/modal';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_TRANSACTION_VIEW, TRANSACTION_VIEWS, UPDATE_TRANSACTION_VIEW } from './review-operations';
import { savedViewSchema, type SavedViewValues } from './saved-view-schema';

export interface ViewSettings {
  params: { name: string; value: string }[];
  hiddenColumns: string[];
}

/**
 * Saves the list as it is shown (its filters, sort and hidden columns) under a name, shared with the
 * company or not; or renames and shares one of the member's own (`editing`).
 */
export const SavedViewDialog = ({ open, onOpenChange, editing, current, onSaved }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: TransactionViewFieldsFragment | null;
  current: ViewSettings;
  onSaved: (view: TransactionViewFieldsFragment) => void;
}) => {
  const toast = useToast();
  const defaults = { name: editing?.name ?? '', shared: editing?.shared ?? false };
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<SavedViewValues>({ resolver: zodResolver(savedViewSchema), defaultValues: defaults });
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, editing?.id]);
  const [create] = useMutation<CreateTransactionViewMutation>(CREATE_TRANSACTION_VIEW, { refetchQueries: [TRANSACTION_VIEWS] });
  const [update] = useMutation<UpdateTransactionViewMutation>(UPDATE_TRANSACTION_VIEW);

  const submit = handleSubmit(async (v) => {
    const fields = { name: v.name.trim(), shared: v.shared };
    try {
      const view = editing
        ? (await update({ variables: { id: editing.id, data: fields } })).data!.updateOneTransactionView
        : (await create({ variables: { data: { ...fields, ...current } } })).data!.createOneTransactionView;
      toast({ message: `${view.name} view has been ${editing ? 'updated' : 'saved'}.` });
      onSaved(view);
      onOpenChange(false);
    } catch (error) {
      const message = applyServerErrors(error, setError, ['name', 'shared']);
      if (message) toast({ message, tone: 'danger' });
    }
  });

  const title = editing ? 'Edit view' : 'Save view';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={editing ? undefined : 'The filters, sort and columns the list shows now.'}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <FormField label="View Name" htmlFor="view-name" error={errors.name?.message}>
          <input id="view-name" {...register('name')} aria-invalid={!!errors.name || undefined} className={fieldInputClass} />
        </FormField>
        <label><input type="checkbox" {...register('shared')} /> Share with the company</label>
        <div className={layout.actions}>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" loading={isSubmitting}>{editing ? 'Confirm' : 'Save view'}</Button>
        </div>
      </form>
    </Modal>
  );
};
