import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { CustomFieldFieldsFragment, CustomFieldsQuery, CustomFieldsQueryVariables, DeleteCustomFieldMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { forgetField } from '../../ui/cache-lists';
import { useListParams } from '../../ui/list-params';
import { SettingsFrame } from '../settings/settings-frame';
import { useRun } from '../transactions/use-run';
import styles from './coding.module.css';
import { CustomFieldDialog } from './custom-field-dialog';
import { CUSTOM_FIELDS, DELETE_CUSTOM_FIELD } from './operations';

const DEFAULTS = { limit: '25', page: '1' } as const;

type Field = CustomFieldFieldsFragment;
const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** /settings/custom-fields: the fields transactions are coded with; admins manage them, deleting after a confirmation (spec 6). */
export const CustomFieldsPage = () => {
  const { run } = useRun();
  const params = useListParams(DEFAULTS);
  const { data, error } = useQuery<CustomFieldsQuery, CustomFieldsQueryVariables>(CUSTOM_FIELDS, { variables: { take: params.limit, skip: params.skip } });
  const [remove] = useMutation<DeleteCustomFieldMutation>(DELETE_CUSTOM_FIELD, {
    // A deleted field leaves the server's pages: the page on screen reads again, once.
    update: (cache) => forgetField(cache, 'customFields'),
  });
  const [dialog, setDialog] = useState<{ open: boolean; editing: Field | null }>({ open: false, editing: null });
  const [deleting, setDeleting] = useState<Field | null>(null);

  const columns: DataColumn<Field>[] = [
    { id: 'name', header: 'Name', enableHiding: false, meta: { testId: 'custom-field-name' }, cell: ({ row }) => row.original.name },
    { id: 'options', header: 'Options', meta: { testId: 'custom-field-options' }, cell: ({ row }) => row.original.options.filter((o) => !o.archived).map((o) => o.name).join(', ') || '—' },
    { id: 'required', header: 'Required', cell: ({ row }) => yesNo(row.original.is_required) },
    { id: 'active', header: 'Active', cell: ({ row }) => yesNo(row.original.is_active) },
    {
      id: 'actions', header: '', enableHiding: false,
      cell: ({ row: { original: field } }) => (
        <div className={styles.actions}>
          <Button size="small" onClick={() => setDialog({ open: true, editing: field })}>Edit</Button>
          <Button size="small" variant="danger" onClick={() => setDeleting(field)}>Delete</Button>
        </div>
      ),
    },
  ];

  return (
    <SettingsFrame title="Custom Fields">
      <div className={styles.toolbar}>
        <Button variant="primary" onClick={() => setDialog({ open: true, editing: null })}>Create Custom Field</Button>
      </div>
      <DataTable
        id="custom-fields" label="Custom Fields" columns={columns} rows={data?.customFields.items} error={error?.message} rowKey={(f) => f.id}
        rowProps={() => ({ 'data-testid': 'custom-field-row' })} list={{ params, count: data?.customFields.count ?? 0 }}
      />
      <CustomFieldDialog open={dialog.open} editing={dialog.editing} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDialog
        open={!!deleting} onOpenChange={(open) => !open && setDeleting(null)} title={`Delete ${deleting?.name ?? ''}?`}
        description="Transactions can no longer be coded with it." confirmLabel="Delete"
        onConfirm={() => (deleting ? run(() => remove({ variables: { id: deleting.id } }), `${deleting.name} Custom Field has been deleted.`) : undefined)}
      />
    </SettingsFrame>
  );
};
