import { useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ArchiveProjectMutation, CreateProjectMutation, ProjectsQuery, ProjectsQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { formatDate } from '../../ui/dates';
import { FormField, fieldInputClass } from '../../ui/form-field';
import { useListParams } from '../../ui/list-params';
import { serverFieldErrors } from '../../ui/server-errors';
import { forgetField } from '../../ui/cache-lists';
import { useToast } from '../../ui/toast';
import { SettingsFrame } from '../settings/settings-frame';
import { useRun } from '../transactions/use-run';
import styles from './coding.module.css';
import { ARCHIVE_PROJECT, CREATE_PROJECT, PROJECTS } from './operations';
import { projectSchema, type ProjectValues } from './project-schema';

const DEFAULTS = { limit: '25', page: '1' } as const;

type Project = ProjectsQuery['projects']['items'][number];

/** /settings/projects: the company's projects; admins create them and archive them after a confirmation (spec 6 project edit). */
export const ProjectsPage = () => {
  const toast = useToast();
  const { run } = useRun();
  const params = useListParams(DEFAULTS);
  const { data, error } = useQuery<ProjectsQuery, ProjectsQueryVariables>(PROJECTS, { variables: { take: params.limit, skip: params.skip } });
  // The server pages the projects and places a new or archived one: the page on screen reads again, once.
  const forget = { update: (cache: ApolloCache<unknown>) => forgetField(cache, 'projects') };
  const [create] = useMutation<CreateProjectMutation>(CREATE_PROJECT, forget);
  const [archive] = useMutation<ArchiveProjectMutation>(ARCHIVE_PROJECT, forget);
  const [archiving, setArchiving] = useState<Project | null>(null);
  const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm<ProjectValues>({ resolver: zodResolver(projectSchema), defaultValues: { name: '' } });

  const submit = handleSubmit(async ({ name }) => {
    try {
      const { data: created } = await create({ variables: { name } });
      reset();
      toast({ message: `${created!.createOneProject.name} Project has been successfully created.` });
    } catch (failure) {
      const { fields, message } = serverFieldErrors(failure);
      setError('name', { type: 'server', message: fields.name ?? message });
    }
  });

  const columns: DataColumn<Project>[] = [
    { id: 'name', header: 'Name', enableHiding: false, meta: { testId: 'project-name' }, cell: ({ row }) => row.original.name },
    { id: 'status', header: 'Status', meta: { testId: 'project-status' }, cell: ({ row }) => (row.original.active ? 'Active' : 'Archived') },
    { id: 'created', header: 'Created', cell: ({ row }) => formatDate(row.original.createdAt) },
    {
      id: 'actions', header: '', enableHiding: false,
      cell: ({ row: { original: p } }) => p.active && <Button size="small" variant="danger" onClick={() => setArchiving(p)}>Archive</Button>,
    },
  ];

  return (
    <SettingsFrame title="Projects">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create Project" className={styles.createForm}>
        <div className={styles.grow}>
          <FormField label="Project Name" htmlFor="project-name" error={errors.name?.message}>
            <input id="project-name" {...register('name')} aria-invalid={!!errors.name || undefined} className={fieldInputClass} />
          </FormField>
        </div>
        <Button type="submit" variant="primary" loading={isSubmitting} className={styles.submit}>Create Project</Button>
      </form>
      <DataTable
        id="projects" label="Projects" columns={columns} rows={data?.projects.items} error={error?.message} rowKey={(p) => p.id}
        rowProps={() => ({ 'data-testid': 'project-row' })} list={{ params, count: data?.projects.count ?? 0 }}
      />
      <ConfirmDialog
        open={!!archiving} onOpenChange={(open) => !open && setArchiving(null)} title={`Archive ${archiving?.name ?? ''}?`}
        description="It can no longer be picked when coding transactions." confirmLabel="Archive"
        onConfirm={() => (archiving ? run(() => archive({ variables: { id: archiving.id } }), `${archiving.name} Project has been archived.`) : undefined)}
      />
    </SettingsFrame>
  );
};
