import { gql, useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readDevFlags } from '../../app/dev-flags';
import type { TeamMembersQuery, TeamMembersQueryVariables } from '../../generated/graphql';

const TEAM_MEMBERS = gql`
  query TeamMembers($take: Int, $skip: Int, $where: TeamMemberWhereInput) {
    teamMembers(take: $take, skip: $skip, where: $where) {
      count
      items {
        id
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

const SEARCH_PAUSE_MS = 500;

/** /members (Team Members): Active and archived tabs; limit, page, q and activeTab live in the query string (spec 2.5, 9). */
export const MembersPage = () => {
  const [params, setParams] = useSearchParams();
  const limit = Number(params.get('limit') ?? 25);
  const page = Number(params.get('page') ?? 1);
  const activeTab = params.get('activeTab') ?? 'Active';
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  const showRole = readDevFlags().has('showTeamMemberRole');

  // Search after a 500 ms pause in typing.
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (search.trim()) next.set('q', search.trim());
      else next.delete('q');
      next.set('page', '1');
      setParams(next, { replace: true });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, q, params, setParams]);

  const { data } = useQuery<TeamMembersQuery, TeamMembersQueryVariables>(TEAM_MEMBERS, {
    variables: { take: limit, skip: (page - 1) * limit, where: { archived: activeTab !== 'Active', ...(q && { q }) } },
  });
  const members = data?.teamMembers.items ?? [];
  const tab = (name: string) => (
    <button type="button" role="tab" aria-selected={activeTab === name} onClick={() => setParams({ activeTab: name, page: '1', limit: String(limit) })} style={{ fontWeight: activeTab === name ? 700 : 400 }}>
      {name === 'Active' ? 'Active' : 'Archived'}
    </button>
  );
  return (
    <section>
      <h1>Team Members</h1>
      <div role="tablist" style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        {tab('Active')}
        {tab('archived')}
      </div>
      <input aria-label="Search members" placeholder="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
      {data && members.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', marginTop: 12 }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'left', padding: 8 }}>Name</th>
              <th style={{ textAlign: 'left', padding: 8 }}>Email</th>
              <th style={{ textAlign: 'left', padding: 8 }}>Title</th>
              {showRole && <th style={{ textAlign: 'left', padding: 8 }}>Role</th>}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id} data-testid="member-row">
                <td style={{ padding: 8 }}>{`${m.person.first_name} ${m.person.last_name}`}</td>
                <td style={{ padding: 8 }}>{m.person.email}</td>
                <td style={{ padding: 8 }}>{m.person.title}</td>
                {showRole && <td style={{ padding: 8 }}>{m.mainRoleName}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p style={{ color: '#666' }}>{data?.teamMembers.count ?? 0} members</p>
    </section>
  );
};
