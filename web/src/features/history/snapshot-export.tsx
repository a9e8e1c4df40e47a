import { useMutation, useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import type { CreateTenantSnapshotMutation, CreateTenantSnapshotMutationVariables, TenantSnapshotQuery } from '../../generated/graphql';
import { downloadFile } from '../../ui/download';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_TENANT_SNAPSHOT, TENANT_SNAPSHOT } from './operations';

type Created = CreateTenantSnapshotMutation['createTenantSnapshot'];

/** Waits for the snapshot's workflow (polling its status), then offers the file. */
const SnapshotStatus = ({ snapshot }: { snapshot: Created }) => {
  const toast = useToast();
  const { data, stopPolling } = useQuery<TenantSnapshotQuery>(TENANT_SNAPSHOT, { variables: { id: snapshot.id }, pollInterval: 1000, fetchPolicy: 'network-only' });
  const current = data?.tenantSnapshot;
  if (current?.status === 'READY') stopPolling();
  return (
    <p data-testid="snapshot-status">
      {snapshot.fileName}: {current?.status === 'READY' ? `ready, ${current.eventCount} events ` : 'being written… '}
      {current?.downloadUrl && (
        <button type="button" onClick={() => void downloadFile(current.downloadUrl!, snapshot.fileName).catch((error: unknown) => toast({ message: (error as Error).message, tone: 'danger' }))}>
          Download
        </button>
      )}
    </p>
  );
};

/** Tenant snapshot export for super admins behind enableExportingSnapshots (spec 6, 7): the company's events in a range and its state at the end. */
export const SnapshotExport = () => {
  const [create, { loading }] = useMutation<CreateTenantSnapshotMutation, CreateTenantSnapshotMutationVariables>(CREATE_TENANT_SNAPSHOT);
  const [error, setError] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<Created | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const instant = (name: string) => (form.get(name) ? new Date(form.get(name) as string).toISOString() : '');
    setError(null);
    create({ variables: { name: form.get('snapshotName') as string, startsAt: instant('startsAt'), endsAt: instant('endsAt') } })
      .then((result) => setSnapshot(result.data!.createTenantSnapshot))
      .catch((failure: unknown) => setError(serverFieldErrors(failure).message));
  };
  return (
    <section data-testid="snapshot-export" style={{ border: '1px solid #e6e6ef', borderRadius: 8, padding: 12, marginBottom: 16 }}>
      <h2 style={{ marginTop: 0 }}>Tenant snapshot</h2>
      <form onSubmit={submit} style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}>
        <label>Name <input name="snapshotName" required /></label>
        <label>Starts at <input name="startsAt" type="datetime-local" required /></label>
        <label>Ends at <input name="endsAt" type="datetime-local" required /></label>
        <button type="submit" disabled={loading}>Create snapshot</button>
      </form>
      {error && <p role="alert" data-testid="snapshot-error">{error}</p>}
      {snapshot && <SnapshotStatus key={snapshot.id} snapshot={snapshot} />}
    </section>
  );
};
