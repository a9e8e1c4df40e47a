import { useApolloClient, useMutation, useQuery, type ApolloCache } from '@apollo/client';
import { useState } from 'react';
import { currentToken } from '../../app/auth';
import { readDevFlags } from '../../app/dev-flags';
import type { ArchiveMemberMutation, ForgetMemberMutation, RolesQuery, TeamMemberSortField, TeamMembersQuery, TeamMembersQueryVariables, UnarchiveMemberMutation, UsersReportQuery } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Select } from '../../ui/select';
import { ORDERS, useListParams } from '../../ui/list-params';
import { DataTable, type DataColumn } from '../../ui/data-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { Tabs } from '../../ui/tabs';
import { forgetField } from '../../ui/cache-lists';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { useRun } from '../transactions/use-run';
import { useBudgetOptions } from '../budgets/use-budget-options';
import { CreateMemberDialog } from './create-member-dialog';
import { EditMemberDialog } from './edit-member-dialog';
import styles from './members.module.css';
import { ARCHIVE_MEMBER, FORGET_MEMBER, ROLES_QUERY, TEAM_MEMBERS, UNARCHIVE_MEMBER, USERS_REPORT } from './operations';

/** Spec 9: the team list's defaults. */
const DEFAULTS = { limit: '25', page: '1', sortBy: 'name', order: 'asc', activeTab: 'Active' } as const;
const fullName = (m: Member): string => `${m.person.first_name} ${m.person.last_name}`;
const SORTS: readonly TeamMemberSortField[] = ['name', 'email', 'createdAt'];
const TABS = [{ value: 'Active', label: 'Active' }, { value: 'archived', label: 'Archived' }] as const;

type Member = TeamMembersQuery['teamMembers']['items'][number];

interface RowActions {
  showRole: boolean;
  canEdit: boolean;
  canForget: boolean;
  /** The signed-in user: no Archive on their own row (archiving yourself would lock you out). */
  selfId: string | undefined;
  onEdit: (m: Member) => void;
  onArchive: (m: Member) => void;
  onUnarchive: (m: Member) => void;
  onForget: (m: Member) => void;
}

/** An archived member's actions: Unarchive for editors, Forget for super admins; a forgotten member has none. */
const archivedActions = (m: Member, { canEdit, canForget, onUnarchive, onForget }: RowActions) => (m.forgotten ? null : (
  <span className={styles.actions}>
    {canEdit && <Button size="small" onClick={() => onUnarchive(m)}>Unarchive</Button>}
    {canForget && <Button size="small" variant="danger" onClick={() => onForget(m)}>Forget member</Button>}
  </span>
));

/** The team list's columns: Name and Email sort it; Role shows with the showTeamMemberRole flag; Edit, Archive, Unarchive or Forget for those allowed. */
const columnsOf = (actions: RowActions): DataColumn<Member>[] => [
  { id: 'name', header: 'Name', enableHiding: false, meta: { sortField: 'name' }, cell: ({ row }) => fullName(row.original) },
  { id: 'email', header: 'Email', meta: { sortField: 'email' }, cell: ({ row }) => row.original.person.email },
  { id: 'title', header: 'Title', cell: ({ row }) => row.original.person.title },
  ...(actions.showRole ? [{ id: 'role', header: 'Role', meta: { testId: 'member-role' }, cell: ({ row }) => row.original.mainRoleName } satisfies DataColumn<Member>] : []),
  ...(actions.canEdit || actions.canForget ? [{
    id: 'actions', header: '', enableHiding: false,
    cell: ({ row: { original: m } }) => (m.archived
      ? archivedActions(m, actions)
      : actions.canEdit && (
        <span className={styles.actions}>
          <Button size="small" onClick={() => actions.onEdit(m)}>Edit</Button>
          {m.id !== actions.selfId && <Button size="small" variant="danger" onClick={() => actions.onArchive(m)}>Archive</Button>}
        </span>
      )),
  } satisfies DataColumn<Member>] : []),
];

/** /members (Team Members): Active and archived tabs; limit, page, sortBy, order, q, activeTab and budget live in the query string (spec 2.5, 9). */
export const MembersPage = () => {
  const params = useListParams(DEFAULTS);
  const { get, oneOf, set, limit, skip, q, search, setSearch } = params;
  const activeTab = get('activeTab');
  const sortBy = oneOf('sortBy', SORTS);
  const order = oneOf('order', ORDERS);
  const orderBy = [{ field: sortBy, order }];
  const showRole = readDevFlags().has('showTeamMemberRole');

  // The Budget Name filter: members who spend from that budget. A tab keeps the search and this filter, from the first page.
  const budgetId = get('budget') || null;
  const budgets = useBudgetOptions();
  const pickBudget = (id: string | null): void => set({ budget: id });
  const pickTab = (name: string): void => set({ activeTab: name });
  // The Role filter offers the company's roles, as the API names and labels them.
  const role = get('role') || null;
  const roles = useQuery<RolesQuery>(ROLES_QUERY).data?.roles ?? [];
  const roleOptions = [{ value: '', label: 'All roles' }, ...roles.map((r) => ({ value: r.name, label: r.description }))];
  const where = { archived: activeTab !== 'Active', ...(q && { q }), ...(budgetId && { budgetId }), ...(role && { role }) };
  const { data, error } = useQuery<TeamMembersQuery, TeamMembersQueryVariables>(TEAM_MEMBERS, { variables: { take: limit, skip, orderBy, where } });
  const { can, me } = useCan();
  const toast = useToast();
  const client = useApolloClient();
  const [creating, setCreating] = useState(false);
  // An archived (or restored) member moves to the other tab: the server pages both, so the page on screen reads again, once.
  const moved = { update: (cache: ApolloCache<unknown>) => forgetField(cache, 'teamMembers') };
  const [archive] = useMutation<ArchiveMemberMutation>(ARCHIVE_MEMBER, moved);
  const [unarchive] = useMutation<UnarchiveMemberMutation>(UNARCHIVE_MEMBER, moved);
  const [forget] = useMutation<ForgetMemberMutation>(FORGET_MEMBER, moved);
  const [forgetting, setForgetting] = useState<Member | null>(null);
  const { run } = useRun();
  const [archiving, setArchiving] = useState<Member | null>(null);
  const [editing, setEditing] = useState<Member | null>(null);
  // The team report of the current table view: the API makes the CSV, fetched with the same token (spec 3, 8).
  const downloadReport = async () => {
    try {
      const { data: report } = await client.query<UsersReportQuery>({ query: USERS_REPORT, variables: { where, orderBy, options: { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone } }, fetchPolicy: 'network-only' });
      toast({ message: 'Current table view report generated successfully. A download should start shortly' });
      const token = await currentToken();
      const file = await fetch(report.usersReport.url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      if (!file.ok) throw new Error(`The report could not be downloaded (${file.status}).`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await file.blob());
      link.download = report.usersReport.fileName;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      toast({ message: serverFieldErrors(error).message, tone: 'danger' });
    }
  };
  return (
    <section>
      <div className={styles.head}>
        <h1 className={styles.title}>Team Members</h1>
        {can('teamMembersReport.create') && <Button onClick={() => void downloadReport()}>Download report</Button>}
        {(can('teamMembers.create') || can('multiTeamMembers.create')) && <Button variant="primary" onClick={() => setCreating(true)}>Create Member</Button>}
      </div>
      <CreateMemberDialog open={creating} onOpenChange={setCreating} />
      <Tabs label="Members" tabs={TABS} value={activeTab === 'Active' ? 'Active' : 'archived'} onValueChange={pickTab} />
      <div className={styles.filters}>
        <input aria-label="Search members" placeholder="Search" value={search} onChange={(e) => setSearch(e.target.value)} className={styles.search} />
        <div className={styles.budget}>
          <BudgetSingleSelect budgets={budgets} value={budgetId} onChange={pickBudget} optional />
        </div>
        {budgetId && <Button variant="ghost" onClick={() => pickBudget(null)} className={styles.clear}>All budgets</Button>}
        <div className={styles.role}>
          <Select id="member-role-filter" label="Role" value={role ?? ''} onValueChange={(next) => set({ role: next || null })} options={roleOptions} />
        </div>
      </div>
      <DataTable
        id="members" label="Team Members" rows={data?.teamMembers.items} error={error?.message} rowKey={(m) => m.id} rowProps={() => ({ 'data-testid': 'member-row' })}
        columns={columnsOf({
          showRole, selfId: me?.id, canEdit: can('teamMembers.edit'), canForget: can('teamMembers.forget'), onEdit: setEditing, onArchive: setArchiving, onForget: setForgetting,
          onUnarchive: (m) => void run(() => unarchive({ variables: { id: m.id } }), `${fullName(m)} has been unarchived.`),
        })}
        list={{ params, sortBy, order, count: data?.teamMembers.count ?? 0 }} footer={data ? <span className={styles.count}>{data.teamMembers.count} members</span> : <span className={styles.countSkeleton} aria-busy="true" data-testid="count-skeleton" />}
      />
      <EditMemberDialog member={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={!!archiving} onOpenChange={(open) => !open && setArchiving(null)} title={`Archive ${archiving ? fullName(archiving) : ''}?`}
        description="They move to the Archived tab, where they can be unarchived." confirmLabel="Archive"
        onConfirm={() => (archiving ? run(() => archive({ variables: { id: archiving.id } }), `${fullName(archiving)} has been archived.`) : undefined)}
      />
      <ConfirmDialog
        open={!!forgetting} onOpenChange={(open) => !open && setForgetting(null)} title={`Forget ${forgetting ? fullName(forgetting) : ''}?`}
        description="Their name, email, phone, address and avatar are erased for good and they show as Forgotten member; their money history stays. This cannot be undone."
        confirmLabel="Forget member"
        onConfirm={() => (forgetting ? run(() => forget({ variables: { id: forgetting.id } }), `${fullName(forgetting)} has been forgotten.`) : undefined)}
      />
    </section>
  );
};
