import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { CustomFieldFieldsFragment, CustomFieldsQuery, CustomFieldsQueryVariables, DeleteCustomFieldMutation } from '../../generated/graphql';
import { useListParams } from '../../ui/list-params';
import { ListTable, Pager, listCell } from '../../ui/list-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { SettingsFrame } from '../settings/settings-frame';
import { CustomFieldDialog } from './custom-field-dialog';
import { CUSTOM_FIELDS, DELETE_CUSTOM_FIELD } from './operations';

const DEFAULTS = { limit: '25', page: '1' } as const;

/** /settings/custom-fields: the fields transactions are coded with; admins manage them (spec 6). */
export const CustomFieldsPage = () => {
  const toast = useToast();
  const { set, limit, page, skip } = useListParams(DEFAULTS);
  const { data, loading } = useQuery<CustomFieldsQuery, CustomFieldsQueryVariables>(CUSTOM_FIELDS, { variables: { take: limit, skip } });
  const [remove] = useMutation<DeleteCustomFieldMutation>(DELETE_CUSTOM_FIELD, { refetchQueries: ['CustomFields'], awaitRefetchQueries: true });
  const [dialog, setDialog] = useState<{ open: boolean; editing: CustomFieldFieldsFragment | null }>({ open: false, editing: null });
  const count = data?.customFields.count ?? 0;

  const del = async (field: CustomFieldFieldsFragment) => {
    try {
      await remove({ variables: { id: field.id } });
      toast({ message: `${field.name} Custom Field has been deleted.` });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };

  return (
    <SettingsFrame title="Custom Fields">
      <div style={{ marginBottom: 12 }}>
        <button type="button" onClick={() => setDialog({ open: true, editing: null })}>Create Custom Field</button>
      </div>
      <ListTable headers={['Name', 'Options', 'Required', 'Active', '']} loading={loading && !data} count={count}>
        {data?.customFields.items.map((field) => (
          <tr key={field.id} data-testid="custom-field-row">
            <td style={listCell} data-testid="custom-field-name">{field.name}</td>
            <td style={listCell} data-testid="custom-field-options">{field.options.filter((o) => !o.archived).map((o) => o.name).join(', ') || '—'}</td>
            <td style={listCell}>{field.is_required ? 'Yes' : 'No'}</td>
            <td style={listCell}>{field.is_active ? 'Yes' : 'No'}</td>
            <td style={{ ...listCell, whiteSpace: 'nowrap' }}>
              <button type="button" onClick={() => setDialog({ open: true, editing: field })}>Edit</button>{' '}
              <button type="button" onClick={() => void del(field)}>Delete</button>
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} count={count} limit={limit} onPage={(n) => set({ page: String(n) })} />
      <CustomFieldDialog open={dialog.open} editing={dialog.editing} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </SettingsFrame>
  );
};
