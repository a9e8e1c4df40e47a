import { gql, useApolloClient } from '@apollo/client';
import type { VendorOptionsQuery, VendorOptionsQueryVariables } from '../../generated/graphql';
import { Button } from '../../ui/button';
import { Typeahead, type TypeaheadResult } from '../../ui/typeahead';
import styles from './transactions.module.css';

const VENDOR_OPTIONS = gql`
  query VendorOptions($q: String, $take: Int) {
    vendors(q: $q, take: $take) {
      items {
        name
        transactionCount
      }
    }
  }
`;

/** The vendor filter: a typeahead over the merchants the caller's transactions name (spec 7 `vendors`), then the one chosen with a way back. */
export const VendorFilter = ({ value, onChange }: { value: string; onChange: (vendor: string | null) => void }) => {
  const client = useApolloClient();
  const search = async (q: string): Promise<TypeaheadResult[]> => {
    const { data } = await client.query<VendorOptionsQuery, VendorOptionsQueryVariables>({ query: VENDOR_OPTIONS, variables: { q, take: 10 }, fetchPolicy: 'network-only' });
    return data.vendors.items.map((v) => ({ id: v.name, name: v.name, title: `${v.transactionCount} transaction${v.transactionCount === 1 ? '' : 's'}` }));
  };
  if (value) {
    return (
      <span className={styles.vendorChosen} data-testid="vendor-filter">
        Vendor: {value}
        <Button variant="ghost" onClick={() => onChange(null)} aria-label="All vendors">×</Button>
      </span>
    );
  }
  return <Typeahead id="vendor-filter" label="Vendor" placeholder="Vendor…" search={search} onSelect={(r) => onChange(r.id)} />;
};
