import { useMutation, useQuery } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import type { ArchiveProjectMutation, CreateProjectMutation, ProjectsQuery, ProjectsQueryVariables } from '../../generated/graphql';
import { FormField, fieldInputStyle } from '../../ui/form-field';
import { useListParams } from '../../ui/list-params';
import { ListTable, Pager, listCell } from '../../ui/list-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { SettingsFrame } from '../settings/settings-frame';
import { ARCHIVE_PROJECT, CREATE_PROJECT, PROJECTS } from './operations';

const DEFAULTS = { limit: '25', page: '1' } as const;

/** /settings/projects: the company's projects; admins create and archive them (spec 6 project edit). */
export const ProjectsPage = () => {
  const toast = useToast();
  const { set, limit, page, skip } = useListParams(DEFAULTS);
  const { data, loading } = useQuery<ProjectsQuery, ProjectsQueryVariables>(PROJECTS, { variables: { take: limit, skip } });
  const [create, { loading: creating }] = useMutation<CreateProjectMutation>(CREATE_PROJECT, { refetchQueries: ['Projects'], awaitRefetchQueries: true });
  const [archive] = useMutation<ArchiveProjectMutation>(ARCHIVE_PROJECT, { refetchQueries: ['Projects'], awaitRefetchQueries: true });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const count = data?.projects.count ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data: created } = await create({ variables: { name: name.trim() } });
      setName('');
      setError(undefined);
      toast({ message: `${created!.createOneProject.name} Project has been successfully created.` });
    } catch (e) {
      const { fields, message } = serverFieldErrors(e);
      setError(fields.name ?? message);
    }
  };
  const remove = async (id: string, projectName: string) => {
    try {
      await archive({ variables: { id } });
      toast({ message: `${projectName} Project has been archived.` });
    } catch (e) {
      toast({ message: serverFieldErrors(e).message, tone: 'danger' });
    }
  };

  return (
    <SettingsFrame title="Projects">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create Project" style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1 }}>
          <FormField label="Project Name" htmlFor="project-name" error={error}>
            <input id="project-name" value={name} onChange={(e) => setName(e.target.value)} aria-invalid={!!error || undefined} style={fieldInputStyle} />
          </FormField>
        </div>
        <button type="submit" disabled={creating} style={{ marginTop: 26 }}>Create Project</button>
      </form>
      <ListTable headers={['Name', 'Status', 'Created', '']} loading={loading && !data} count={count}>
        {data?.projects.items.map((p) => (
          <tr key={p.id} data-testid="project-row">
            <td style={listCell} data-testid="project-name">{p.name}</td>
            <td style={listCell} data-testid="project-status">{p.active ? 'Active' : 'Archived'}</td>
            <td style={listCell}>{new Date(p.createdAt).toLocaleDateString('en-US')}</td>
            <td style={listCell}>{p.active && <button type="button" onClick={() => void remove(p.id, p.name)}>Archive</button>}</td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} count={count} limit={limit} onPage={(n) => set({ page: String(n) })} />
    </SettingsFrame>
  );
};
