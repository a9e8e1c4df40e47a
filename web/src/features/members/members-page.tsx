import { gql, useApolloClient, useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { currentToken } from '../../app/auth';
import { readDevFlags } from '../../app/dev-flags';
import type { ArchiveMemberMutation, SortOrder, TeamMemberSortField, TeamMembersQuery, TeamMembersQueryVariables, UnarchiveMemberMutation, UsersReportQuery } from '../../generated/graphql';
import { BudgetSingleSelect } from '../../ui/budget-selector';
import { Button } from '../../ui/button';
import { ORDERS, useListParams } from '../../ui/list-params';
import { listTableClass } from '../../ui/list-table';
import { serverFieldErrors } from '../../ui/server-errors';
import { Tabs } from '../../ui/tabs';
import { useToast } from '../../ui/toast';
import { useCan } from '../../ui/use-can';
import { useBudgetOptions } from '../budgets/use-budget-options';
import { CreateMemberDialog } from './create-member-dialog';
import styles from './members.module.css';
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
const TABS = [{ value: 'Active', label: 'Active' }, { value: 'archived', label: 'Archived' }] as const;

/** A column header that sorts the list: by its field ascending first, then the other way on each click. */
const SortHeader = ({ label, field, sortBy, order, onSort }: { label: string; field: TeamMemberSortField; sortBy: TeamMemberSortField; order: SortOrder; onSort: (field: TeamMemberSortField, order: SortOrder) => void }) => {
  const active = sortBy === field;
  return (
    <th aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort(field, active && order === 'asc' ? 'desc' : 'asc')} className={styles.sort}>
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
      </div>
      {data && members.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <table className={listTableClass}>
          <thead>
            <tr>
              <SortHeader label="Name" field="name" sortBy={sortBy} order={order} onSort={sort} />
              <SortHeader label="Email" field="email" sortBy={sortBy} order={order} onSort={sort} />
              <th>Title</th>
              {showRole && <th>Role</th>}
              {can('teamMembers.edit') && <th />}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id} data-testid="member-row">
                <td>{`${m.person.first_name} ${m.person.last_name}`}</td>
                <td>{m.person.email}</td>
                <td>{m.person.title}</td>
                {showRole && <td data-testid="member-role">{m.mainRoleName}</td>}
                {can('teamMembers.edit') && (
                  <td>
                    {m.archived
                      ? <Button size="small" onClick={() => void act(unarchive, m.id)}>Unarchive</Button>
                      : <Button size="small" onClick={() => void act(archive, m.id)}>Archive</Button>}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.count}>{data?.teamMembers.count ?? 0} members</p>
    </section>
  );
};
