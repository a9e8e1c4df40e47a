import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { ArchiveGlCodeMutation, GlCodeFieldsFragment, GlCodesQuery, GlCodesQueryVariables, SetGlAvailabilityMutation } from '../../generated/graphql';
import { useListParams } from '../../ui/list-params';
import { ListTable, Pager, listCell } from '../../ui/list-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { SettingsFrame } from '../settings/settings-frame';
import { GlCodeDialog } from './gl-code-dialog';
import { ARCHIVE_GL_CODE, GL_CODES, SET_GL_AVAILABILITY } from './operations';

const DEFAULTS = { limit: '25', page: '1' } as const;

/**
 * /settings/gl-codes (spec 2.2): the company's GL codes, searchable and paged. Admins create, edit,
 * enable or disable and archive them; analysts read.
 */
export const GlCodesPage = () => {
  const { can } = useCan();
  const toast = useToast();
  const { set, limit, page, skip, q, search, setSearch } = useListParams(DEFAULTS);
  const { data, loading } = useQuery<GlCodesQuery, GlCodesQueryVariables>(GL_CODES, { variables: { take: limit, skip, where: q ? { search: q } : null } });
  const [dialog, setDialog] = useState<{ open: boolean; editing: GlCodeFieldsFragment | null }>({ open: false, editing: null });
  const [archive] = useMutation<ArchiveGlCodeMutation>(ARCHIVE_GL_CODE, { refetchQueries: ['GlCodes'] });
  const [setAvailability] = useMutation<SetGlAvailabilityMutation>(SET_GL_AVAILABILITY, { refetchQueries: ['GlCodes'] });
  const count = data?.generalLedgers.total ?? 0;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast({ message: done });
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };

  return (
    <SettingsFrame title="GL Codes">
      <div style={{ display: 'flex', gap: 12, marginBottom: 12 }}>
        <input aria-label="Search GL codes" placeholder="Search by name, code, type or category" value={search} onChange={(e) => setSearch(e.target.value)} style={{ flex: 1 }} />
        {can('glCode.create') && <button type="button" onClick={() => setDialog({ open: true, editing: null })}>Create GL Code</button>}
      </div>
      <ListTable headers={['Name', 'Code', 'Type', 'Category', 'Description', 'Status', '']} loading={loading && !data} count={count}>
        {data?.generalLedgers.items.map((gl) => (
          <tr key={gl.id} data-testid="gl-row">
            <td style={listCell} data-testid="gl-name">{gl.name}</td>
            <td style={listCell}>{gl.code ?? '—'}</td>
            <td style={listCell}>{gl.type ?? '—'}</td>
            <td style={listCell}>{gl.category ?? '—'}</td>
            <td style={listCell}>{gl.description ?? '—'}</td>
            <td style={listCell} data-testid="gl-status">{gl.isEnabled ? 'Enabled' : 'Disabled'}</td>
            <td style={{ ...listCell, whiteSpace: 'nowrap' }}>
              {can('glCode.update') && <button type="button" onClick={() => setDialog({ open: true, editing: gl })}>Edit</button>}{' '}
              {can('glCode.update') && (
                <button type="button" onClick={() => void act(() => setAvailability({ variables: { id: gl.id, isEnabled: !gl.isEnabled } }), `${gl.name} General Ledger has been ${gl.isEnabled ? 'disabled' : 'enabled'}.`)}>
                  {gl.isEnabled ? 'Disable' : 'Enable'}
                </button>
              )}{' '}
              {can('glCode.delete') && <button type="button" onClick={() => void act(() => archive({ variables: { id: gl.id } }), `${gl.name} General Ledger has been archived.`)}>Archive</button>}
            </td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} count={count} limit={limit} onPage={(n) => set({ page: String(n) })} />
      <GlCodeDialog open={dialog.open} editing={dialog.editing} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </SettingsFrame>
  );
};
