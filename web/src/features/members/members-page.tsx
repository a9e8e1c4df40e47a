import { gql, useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { currentToken } from '../../app/auth';
import { readDevFlags } from '../../app/dev-flags';
import type { ArchiveMemberMutation, SortOrder, TeamMemberSortField, TeamMembersQuery, TeamMembersQueryVariables, UnarchiveMemberMutation, UsersReportQuery } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { ORDERS, useListParams } from '../../ui/list-params';
import { serverFieldErrors } from '../../ui/server-errors';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { useBudgetOptions } from '../budgets/use-budget-options';
import { CreateMemberDialog } from './create-member-dialog';
import { ARCHIVE_MEMBER, UNARCHIVE_MEMBER, USERS_REPORT } from './operations';

const TEAM_MEMBERS = gql`
  query TeamMembers($take: Int, $skip: Int, $orderBy: [TeamMemberOrderByInput!], $where: TeamMemberWhereInput) {
    teamMembers(take: $take, skip: $skip, orderBy: $orderBy, where: $where) {
      count
      items {
        id
        archived
        mainRoleName
        person {
          first_name
          last_name
          email
          title
        }
      }
    }
  }
`;

/** Spec 9: the team list's defaults. */
const DEFAULTS = { limit: '25', page: '1', sortBy: 'name', order: 'asc', activeTab: 'Active' } as const;
const SORTS: readonly TeamMemberSortField[] = ['name', 'email', 'createdAt'];

/** A column header that sorts the list: by its field ascending first, then the other way on each click. */
const SortHeader = ({ label, field, sortBy, order, onSort }: { label: string; field: TeamMemberSortField; sortBy: TeamMemberSortField; order: SortOrder; onSort: (field: TeamMemberSortField, order: SortOrder) => void }) => {
  const active = sortBy === field;
  return (
    <th style={{ textAlign: 'left', padding: 8 }} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(field, active && order === 'asc' ? 'desc' : 'asc')} style={{ all: 'unset', cursor: 'pointer', fontWeight: 700 }}>
        {label}{active && (order === 'asc' ? ' ▲' : ' ▼')}
      </button>
    </th>
  );
};

/** /members (Team Members): Active and archived tabs; limit, page, sortBy, order, q, activeTab and budget live in the query string (spec 2.5, 9). */
export const MembersPage = () => {
  const { get, oneOf, set, limit, skip, q, search, setSearch } = useListParams(DEFAULTS);
  const activeTab = get('activeTab');
  const sortBy = oneOf('sortBy', SORTS);
  const order = oneOf('order', ORDERS);
  const orderBy = [{ field: sortBy, order }];
  const sort = (field: TeamMemberSortField, next: SortOrder): void => set({ sortBy: field, order: next });
  const showRole = readDevFlags().has('showTeamMemberRole');

  // The Budget Name filter: members who spend from that budget. A tab keeps the search and this filter, from the first page.
  const budgetId = get('budget') || null;
  const budgets = useBudgetOptions();
  const pickBudget = (id: string | null): void => set({ budget: id });
  const pickTab = (name: string): void => set({ activeTab: name });
  const where = { archived: activeTab !== 'Active', ...(q && { q }), ...(budgetId && { budgetId }) };
  const { data } = useQuery<TeamMembersQuery, TeamMembersQueryVariables>(TEAM_MEMBERS, { variables: { take: limit, skip, orderBy, where } });
  const { can } = useCan();
  const toast = useToast();
  const client = useApolloClient();
  const [creating, setCreating] = useState(false);
  const [archive] = useMutation<ArchiveMemberMutation>(ARCHIVE_MEMBER, { refetchQueries: ['TeamMembers'] });
  const [unarchive] = useMutation<UnarchiveMemberMutation>(UNARCHIVE_MEMBER, { refetchQueries: ['TeamMembers'] });
  const act = (mutate: (options: { variables: { id: string } }) => Promise<unknown>, id: string) =>
    mutate({ variables: { id } }).catch((error: unknown) => toast({ message: serverFieldErrors(error).message, tone: 'danger' }));
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
  const members = data?.teamMembers.items ?? [];
  const tab = (name: string) => (
    <button type="button" role="tab" aria-selected={activeTab === name} onClick={() => pickTab(name)} style={{ fontWeight: activeTab === name ? 700 : 400 }}>
      {name === 'Active' ? 'Active' : 'Archived'}
    </button>
  );
  return (
    <section>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <h1 style={{ flex: 1 }}>Team Members</h1>
        {can('teamMembersReport.create') && <button type="button" onClick={() => void downloadReport()}>Download report</button>}
        {(can('teamMembers.create') || can('multiTeamMembers.create')) && <button type="button" onClick={() => setCreating(true)}>Create Member</button>}
      </div>
      <CreateMemberDialog open={creating} onOpenChange={setCreating} />
      <div role="tablist" style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        {tab('Active')}
        {tab('archived')}
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <input aria-label="Search members" placeholder="Search" value={search} onChange={(e) => setSearch(e.target.value)} style={{ marginBottom: 14 }} />
        <div style={{ minWidth: 260 }}>
          <BudgetSingleSelect budgets={budgets} value={budgetId} onChange={pickBudget} optional />
        </div>
        {budgetId && <button type="button" onClick={() => pickBudget(null)} style={{ marginBottom: 14 }}>All budgets</button>}
      </div>
      {data && members.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', marginTop: 12 }}>
          <thead>
            <tr>
              <SortHeader label="Name" field="name" sortBy={sortBy} order={order} onSort={sort} />
              <SortHeader label="Email" field="email" sortBy={sortBy} order={order} onSort={sort} />
              <th style={{ textAlign: 'left', padding: 8 }}>Title</th>
              {showRole && <th style={{ textAlign: 'left', padding: 8 }}>Role</th>}
              {can('teamMembers.edit') && <th />}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id} data-testid="member-row">
                <td style={{ padding: 8 }}>{`${m.person.first_name} ${m.person.last_name}`}</td>
                <td style={{ padding: 8 }}>{m.person.email}</td>
                <td style={{ padding: 8 }}>{m.person.title}</td>
                {showRole && <td style={{ padding: 8 }} data-testid="member-role">{m.mainRoleName}</td>}
                {can('teamMembers.edit') && (
                  <td style={{ padding: 8 }}>
                    {m.archived
                      ? <button type="button" onClick={() => void act(unarchive, m.id)}>Unarchive</button>
                      : <button type="button" onClick={() => void act(archive, m.id)}>Archive</button>}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p style={{ color: '#666' }}>{data?.teamMembers.count ?? 0} members</p>
    </section>
  );
};
