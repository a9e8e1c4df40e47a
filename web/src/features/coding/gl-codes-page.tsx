import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import type { ArchiveGlCodeMutation, GlCodeFieldsFragment, GlCodesQuery, GlCodesQueryVariables, SetGlAvailabilityMutation } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { useListParams } from '../../ui/list-params';
import { forgetField } from '../../ui/cache-lists';
import { useCan } from '../../ui/use-can';
import { SettingsFrame } from '../settings/settings-frame';
import { useRun } from '../transactions/use-run';
import styles from './coding.module.css';
import { GlCodeDialog } from './gl-code-dialog';
import { ARCHIVE_GL_CODE, GL_CODES, SET_GL_AVAILABILITY } from './operations';

const DEFAULTS = { limit: '25', page: '1' } as const;

type Gl = GlCodeFieldsFragment;
const text = (id: string, header: string, value: (gl: Gl) => string | null | undefined): DataColumn<Gl> => ({ id, header, cell: ({ row }) => value(row.original) ?? '—' });

/**
 * /settings/gl-codes (spec 2.2): the company's GL codes, searchable and paged. Admins create, edit,
 * enable or disable and archive them (after a confirmation); analysts read.
 */
export const GlCodesPage = () => {
  const { can } = useCan();
  const { run } = useRun();
  const params = useListParams(DEFAULTS);
  const { limit, skip, q, search, setSearch } = params;
  const { data, error } = useQuery<GlCodesQuery, GlCodesQueryVariables>(GL_CODES, { variables: { take: limit, skip, where: q ? { search: q } : null } });
  const [dialog, setDialog] = useState<{ open: boolean; editing: Gl | null }>({ open: false, editing: null });
  const [archiving, setArchiving] = useState<Gl | null>(null);
  // An archived code leaves the server's pages, so the page on screen reads again, once; a switched one
  // comes back whole in the answer and updates in the cache.
  const [archive] = useMutation<ArchiveGlCodeMutation>(ARCHIVE_GL_CODE, { update: (cache) => forgetField(cache, 'generalLedgers') });
  const [setAvailability] = useMutation<SetGlAvailabilityMutation>(SET_GL_AVAILABILITY);

  const toggle = (gl: Gl) => void run(() => setAvailability({ variables: { id: gl.id, isEnabled: !gl.isEnabled } }), `${gl.name} General Ledger has been ${gl.isEnabled ? 'disabled' : 'enabled'}.`);
  const columns: DataColumn<Gl>[] = [
    { id: 'name', header: 'Name', enableHiding: false, meta: { testId: 'gl-name' }, cell: ({ row }) => row.original.name },
    text('code', 'Code', (gl) => gl.code),
    text('type', 'Type', (gl) => gl.type),
    text('category', 'Category', (gl) => gl.category),
    text('description', 'Description', (gl) => gl.description),
    { id: 'status', header: 'Status', meta: { testId: 'gl-status' }, cell: ({ row }) => (row.original.isEnabled ? 'Enabled' : 'Disabled') },
    {
      id: 'actions', header: '', enableHiding: false,
      cell: ({ row: { original: gl } }) => (
        <div className={styles.actions}>
          {can('glCode.update') && <Button size="small" onClick={() => setDialog({ open: true, editing: gl })}>Edit</Button>}
          {can('glCode.update') && <Button size="small" onClick={() => toggle(gl)}>{gl.isEnabled ? 'Disable' : 'Enable'}</Button>}
          {can('glCode.delete') && <Button size="small" variant="danger" onClick={() => setArchiving(gl)}>Archive</Button>}
        </div>
      ),
    },
  ];

  return (
    <SettingsFrame title="GL Codes">
      <div className={styles.toolbar}>
        <input aria-label="Search GL codes" placeholder="Search by name, code, type or category" value={search} onChange={(e) => setSearch(e.target.value)} className={styles.search} />
        {can('glCode.create') && <Button variant="primary" onClick={() => setDialog({ open: true, editing: null })}>Create GL Code</Button>}
      </div>
      <DataTable
        id="gl-codes" label="GL Codes" columns={columns} rows={data?.generalLedgers.items} error={error?.message} rowKey={(gl) => gl.id}
        rowProps={() => ({ 'data-testid': 'gl-row' })} list={{ params, count: data?.generalLedgers.total ?? 0 }}
      />
      <GlCodeDialog open={dialog.open} editing={dialog.editing} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
      <ConfirmDialog
        open={!!archiving} onOpenChange={(open) => !open && setArchiving(null)} title={`Archive ${archiving?.name ?? ''}?`}
        description="It can no longer be picked when coding transactions." confirmLabel="Archive"
        onConfirm={() => (archiving ? run(() => archive({ variables: { id: archiving.id } }), `${archiving.name} General Ledger has been archived.`) : undefined)}
      />
    </SettingsFrame>
  );
};
