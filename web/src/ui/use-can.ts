import { gql, useQuery } from '@apollo/client';
import { ROLES, can, type Permission, type Role } from '@spend/domain';
import { readDevFlags } from '../app/dev-flags';
import { ME, type Me } from '../app/session';
import type { CompanyKindQuery } from '../generated/graphql';

const COMPANY_KIND = gql`
  query CompanyKind {
    company {
      id
      isReseller
    }
  }
`;

/** The signed-in user's roles, and `can()` from the one permission table (spec 6) to gate buttons. */
export const useCan = () => {
  const me = useQuery<Me>(ME);
  const company = useQuery<CompanyKindQuery>(COMPANY_KIND);
  const roles = (me.data?.me.roles ?? []).filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  const context = { enableMultiOrgRoles: readDevFlags().has('enableMultiOrgRoles'), isReseller: company.data?.company.isReseller ?? false };
  return { me: me.data?.me, roles, can: (permission: Permission) => can(roles, permission, context) };
};
