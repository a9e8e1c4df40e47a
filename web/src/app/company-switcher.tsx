import { gql, useQuery } from '@apollo/client';
import type { MyCompaniesQuery } from '../generated/graphql';
import { readDevFlags } from './dev-flags';

const MY_COMPANIES = gql`
  query MyCompanies {
    myCompanies {
      userId
      companyName
      label
      current
    }
  }
`;


/**
 * The multi-company switcher (spec 2.3): shown when the person has more than one company user and
 * the multi-person flag (enable-octo-person) is on. The chosen user goes out as x-nbx-user.
 */
export const CompanySwitcher = () => {
  const enabled = readDevFlags().has('enable-octo-person');
  const { data } = useQuery<MyCompaniesQuery>(MY_COMPANIES, { skip: !enabled, context: { headers: { 'x-nbx-mode': 'MultipleEntity' } } });
  const companies = data?.myCompanies ?? [];
  if (!enabled || companies.length < 2) return null;
  const current = companies.find((c) => c.current);
  return (
    <label style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <small data-testid="company-label">{current?.label}</small>
      <select
        aria-label="Company"
        value={current?.userId}
        onChange={(e) => {
          sessionStorage.setItem('nbxUser', e.target.value);
          // A fresh start under the other user: no cached data or live subscriptions of the old company survive.
          window.location.assign('/');
        }}
      >
        {companies.map((c) => (
          <option key={c.userId} value={c.userId}>
            {c.companyName}
          </option>
        ))}
      </select>
    </label>
  );
};
