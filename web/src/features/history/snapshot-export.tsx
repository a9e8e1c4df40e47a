import { useMutation, useQuery } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { CreateTenantSnapshotMutation, CreateTenantSnapshotMutationVariables, TenantSnapshotQuery } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { downloadFile } from '../../ui/download';
import { FormField, fieldInputClass } from '../../ui/form-field';
import layout from '../../ui/layout.module.css';
import { applyServerErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { CREATE_TENANT_SNAPSHOT, TENANT_SNAPSHOT } from './operations';
import styles from './snapshot-export.module.css';
import { snapshotSchema, type SnapshotValues } from './snapshot-schema';

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
        <Button size="small" onClick={() => void downloadFile(current.downloadUrl!, snapshot.fileName).catch((error: unknown) => toast({ message: (error as Error).message, tone: 'danger' }))}>
          Download
        </Button>
      )}
    </p>
  );
};

const FIELDS = ['snapshotName', 'startsAt', 'endsAt'] as const;

/** Tenant snapshot export for super admins behind enableExportingSnapshots (spec 6, 7): the company's events in a range and its state at the end. */
export const SnapshotExport = () => {
  const [create] = useMutation<CreateTenantSnapshotMutation, CreateTenantSnapshotMutationVariables>(CREATE_TENANT_SNAPSHOT);
  const [error, setFormError] = useState<string | null>(null);
  const [snapshot, setSnapshot] = useState<Created | null>(null);
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<SnapshotValues>({ resolver: zodResolver(snapshotSchema), defaultValues: { snapshotName: '', startsAt: '', endsAt: '' } });
  const submit = handleSubmit(async (v) => {
    setFormError(null);
    try {
      // The inputs hold the viewer's local time; the API takes instants.
      const result = await create({ variables: { name: v.snapshotName, startsAt: new Date(v.startsAt).toISOString(), endsAt: new Date(v.endsAt).toISOString() } });
      setSnapshot(result.data!.createTenantSnapshot);
    } catch (failure) {
      setFormError(applyServerErrors(failure, setError, FIELDS, { name: 'snapshotName' }));
    }
  });
  const field = (name: (typeof FIELDS)[number]) => ({ id: `snapshot-${name}`, ...register(name), 'aria-invalid': !!errors[name] || undefined, className: fieldInputClass });
  return (
    <section data-testid="snapshot-export" className={layout.section}>
      <h2 className={layout.sectionTitle}>Tenant snapshot</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className={styles.form}>
        <FormField label="Name" htmlFor="snapshot-snapshotName" error={errors.snapshotName?.message}><input {...field('snapshotName')} /></FormField>
        <FormField label="Starts at" htmlFor="snapshot-startsAt" error={errors.startsAt?.message}><input type="datetime-local" {...field('startsAt')} /></FormField>
        <FormField label="Ends at" htmlFor="snapshot-endsAt" error={errors.endsAt?.message}><input type="datetime-local" {...field('endsAt')} /></FormField>
        <Button type="submit" variant="primary" loading={isSubmitting} className={styles.submit}>Create snapshot</Button>
      </form>
      {error && <p role="alert" data-testid="snapshot-error" className={layout.error}>{error}</p>}
      {snapshot && <SnapshotStatus key={snapshot.id} snapshot={snapshot} />}
    </section>
  );
};
